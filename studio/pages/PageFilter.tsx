/** The pages screen's filter: by page id, or a widget's id, name or type (screens/Pages.tsx applies it). */
import { Button, Input, Label, SearchField } from 'react-aria-components';

export function PageFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchField value={value} onChange={onChange} className="group flex w-full flex-col gap-1 sm:w-72">
      <Label className="sr-only">Filter pages</Label>
      <div className="relative">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400">
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <Input
          placeholder="Filter by page, widget or type"
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm text-slate-900 shadow-xs outline-none placeholder:text-slate-500 data-focused:border-accent-600 data-focus-visible:ring-3 data-focus-visible:ring-accent-500/30 [&::-webkit-search-cancel-button]:hidden"
        />
        <Button
          aria-label="Clear filter"
          className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 outline-none group-data-empty:hidden data-hovered:bg-slate-100 data-hovered:text-slate-700 data-focus-visible:ring-2 data-focus-visible:ring-accent-500/50"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </Button>
      </div>
    </SearchField>
  );
}
