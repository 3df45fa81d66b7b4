/**
 * Tailwind class strings the generic controls share, so every field, button and popover in the
 * studio looks alike: slate on white, one accent (accent-600), rounded-lg, and focus rings drawn only
 * for keyboard focus (React Aria's data-focus-visible / the browser's :focus-visible), never on click.
 */

export const labelClass = 'text-sm font-medium text-slate-700';
export const descriptionClass = 'text-xs text-slate-500';
export const errorClass = 'text-xs text-red-600';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none ' +
  'placeholder:text-slate-400 focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/30 ' +
  'data-[focus-visible]:border-accent-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600/30 ' +
  'aria-[invalid=true]:border-red-500 data-[invalid]:border-red-500 disabled:bg-slate-100 disabled:text-slate-500';

/** The box around a date or time field's segments (React Aria's Group or DateInput): inputClass's look; the
 * border follows focus within, the ring keyboard focus only. */
export const segmentBoxClass =
  'flex items-center rounded-lg border border-slate-300 bg-white text-sm text-slate-900 outline-none ' +
  'data-[focus-within]:border-accent-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600/30 ' +
  'data-[invalid]:border-red-500 data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500';

/** One typed part of a date or time (month, day, year, hour, minute), highlighted while it takes keys. */
export const segmentClass =
  'rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-slate-500 ' +
  'data-[type=literal]:px-0 data-[focused]:bg-accent-600 data-[focused]:text-white';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium outline-none ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 data-[focus-visible]:ring-offset-2 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export const primaryButtonClass = `${buttonBase} bg-accent-600 text-white data-[hovered]:bg-accent-700 data-[pressed]:bg-accent-800`;
export const dangerButtonClass = `${buttonBase} bg-red-600 text-white data-[hovered]:bg-red-700 data-[pressed]:bg-red-800`;
export const secondaryButtonClass = `${buttonBase} border border-slate-300 bg-white text-slate-700 data-[hovered]:bg-slate-50 data-[pressed]:bg-slate-100`;
/** A button that reads as a link (the date-range picker's "Close"): an action, so still a <button>. */
export const linkButtonClass =
  'rounded-lg px-1 text-sm font-medium text-accent-600 underline-offset-2 outline-none data-[hovered]:underline ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600';

export const popoverClass =
  'rounded-lg border border-slate-200 bg-white shadow-lg outline-none data-[entering]:animate-in data-[exiting]:animate-out';

export const optionClass =
  'cursor-default rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[focused]:bg-slate-100 ' +
  'data-[selected]:font-medium data-[selected]:text-accent-700 data-[disabled]:text-slate-300';
