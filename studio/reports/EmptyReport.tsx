/** A report with no rows in the range: says so in the report's own words, and what to do about it. */
export function EmptyReport({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="size-8 text-slate-300">
        <path strokeLinecap="round" strokeLinejoin="round" d="M3.75 3v11.25A2.25 2.25 0 0 0 6 16.5h12M3.75 3h-1.5m1.5 0h16.5m0 0h1.5m-1.5 0v11.25A2.25 2.25 0 0 1 18 16.5h-2.25m-7.5 0h7.5m-7.5 0-1 3m8.5-3 1 3m0 0 .5 1.5m-.5-1.5h-9.5m0 0-.5 1.5" />
      </svg>
      <p className="mt-3 text-sm font-medium text-slate-900">{text}</p>
      <p className="mt-1 text-sm text-slate-500">Choose another range above, or come back once visitors have opted in.</p>
    </div>
  );
}
