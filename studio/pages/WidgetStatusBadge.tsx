/** A widget's state on the page screen (rules/widgetStatus.ts): a coloured dot and words, never colour alone. */
import type { WidgetStatus, WidgetStatusKind } from '../rules/widgetStatus';

const TONES: Readonly<Record<WidgetStatusKind, { badge: string; dot: string }>> = {
  live: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  scheduled: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  ended: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  broken: { badge: 'bg-red-50 text-red-800 ring-red-600/20', dot: 'bg-red-500' },
  offSite: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
};

export function WidgetStatusBadge({ status }: { status: WidgetStatus }) {
  const tone = TONES[status.kind];
  return (
    <span className="flex min-w-0 flex-col items-start gap-0.5">
      <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone.badge}`}>
        <span className={`size-1.5 rounded-full ${tone.dot}`} aria-hidden="true" />
        <span className="sr-only">Status: </span>
        {status.label}
      </span>
      {status.detail !== null && <span className="text-xs text-slate-500">{status.detail}</span>}
    </span>
  );
}
