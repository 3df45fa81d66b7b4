/**
 * "Export CSV": a real link to the report's CSV file (api/reports.ts), so the browser downloads it with
 * the session cookie and streams it to disk. A plain `<a download>`, not a React Aria Link: that one
 * would hand a same-origin address to the studio's client-side router instead of the browser.
 */
export function ExportCsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-700 shadow-xs outline-none transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-3 focus-visible:ring-accent-500/40 active:bg-slate-100"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-slate-500">
        <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
        <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
      </svg>
      Export<span className="sr-only"> {what} as</span> CSV
    </a>
  );
}
