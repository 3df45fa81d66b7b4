/**
 * One report's tab: its name, its headline number for the range and a line of context. The headline is
 * the count, but for money the amount (in the currency with the most events), which is what a site
 * owner looks for. Without an answer yet, a placeholder of the same size keeps the row from jumping.
 */
import type { MoneyTotal, ReportDay, ReportId } from '../../bridge-protocol/studio/studioReports';
import { moneyText } from './moneyText';
import { countOf, formatCount, REPORT_LABELS } from './reportLabels';

export interface ReportTileData {
  total: number;
  days: readonly ReportDay[];
  moneyTotals: readonly MoneyTotal[];
}

function headline(report: ReportId, data: ReportTileData): { value: string; context: string } {
  const active = data.days.filter((d) => d.count > 0).length;
  if (report === 'money') {
    const [first] = data.moneyTotals;
    const more = data.moneyTotals.length > 1 ? ` · ${data.moneyTotals.length} currencies` : '';
    return { value: first === undefined ? formatCount(0) : moneyText(first.amount, first.currency), context: `${countOf('money', data.total)}${more}` };
  }
  return { value: formatCount(data.total), context: data.total === 0 ? 'none in this range' : `on ${formatCount(active)} of ${formatCount(data.days.length)} days` };
}

export function ReportTile({ report, data }: { report: ReportId; data: ReportTileData | null }) {
  const shown = data === null ? null : headline(report, data);
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-xs font-medium text-slate-500 group-data-selected:text-accent-700">{REPORT_LABELS[report].title}</span>
      {shown === null ? (
        <>
          <span aria-hidden="true" className="mt-1.5 h-7 w-14 animate-pulse rounded-md bg-slate-100 motion-reduce:animate-none" />
          <span aria-hidden="true" className="mt-1.5 h-3.5 w-24 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        </>
      ) : (
        <>
          <span className="mt-1 truncate text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{shown.value}</span>
          <span className="mt-0.5 truncate text-xs text-slate-600">{shown.context}</span>
        </>
      )}
    </span>
  );
}
