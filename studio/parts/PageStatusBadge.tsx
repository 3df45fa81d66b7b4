/** A page's state on the pages screen (rules/pageStatus.ts): a coloured dot and words, never colour alone. */
import type { PageStatus, PageStatusKind } from '../rules/pageStatus';

const TONES: Readonly<Record<PageStatusKind, { badge: string; dot: string }>> = {
  live: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  scheduled: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  off: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  empty: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
};

export function PageStatusBadge({ status }: { status: PageStatus }) {
  const tone = TONES[status.kind];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone.badge}`}>
      <span className={`size-1.5 rounded-full ${tone.dot}`} aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {status.label}
    </span>
  );
}
