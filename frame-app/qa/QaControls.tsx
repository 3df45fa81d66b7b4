/** The few form primitives the QA harness is built from, so every control is labelled the same way. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function QaButton({ tone = 'default', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'default' | 'primary' | 'danger' }) {
  const tones = {
    default: 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
    primary: 'bg-slate-900 text-white hover:bg-slate-700',
    danger: 'bg-white text-rose-700 ring-1 ring-inset ring-rose-300 hover:bg-rose-50',
  } as const;
  return (
    <button
      type="button"
      className={`inline-flex cursor-pointer items-center justify-center rounded-md px-2.5 py-1.5 text-xs font-medium shadow-xs transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${FOCUS} ${className}`}
      {...props}
    />
  );
}

export const QA_INPUT = `block w-full rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-xs ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none outline-none`;

export function QaSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 border-t border-slate-200 px-4 pt-3 pb-4 first:border-t-0">
      <legend className="float-left flex w-full items-center justify-between pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
        <span>{title}</span>
        {aside}
      </legend>
      <div className="clear-both space-y-3">{children}</div>
    </fieldset>
  );
}

export function QaLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-medium text-slate-700">
      {children}
    </label>
  );
}
