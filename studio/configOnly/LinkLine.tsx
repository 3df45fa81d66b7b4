/** One line naming a link the studio built and letting the owner open it (new tab, no referrer). */
export function LinkLine({ label, url }: { label: string; url: string }) {
  return (
    <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
      <span className="text-slate-500">{label}</span>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="min-w-0 font-mono text-[0.8125rem] break-all text-accent-700 underline decoration-accent-600/30 underline-offset-2 outline-none hover:decoration-accent-600 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-accent-600"
      >
        {url}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
