/**
 * The funnel split one way (by device, by arm) as a table: a row per value with each shown step, the
 * opt-in rate, and (arms) the revenue per currency. A real table with a caption and header cells, so a
 * screen reader reads each number with its row and column; it scrolls sideways inside its box on a phone
 * rather than widening the page.
 */
import type { FunnelCounts, MoneyAmount } from '../../bridge-protocol/studio/widgetFunnel';
import { countText, shareText, STEP_LABELS, type FunnelStep } from '../rules/funnelText';
import { moneyText } from '../reports/moneyText';

export interface BreakdownRow extends FunnelCounts {
  key: string;
  label: string;
  revenue?: readonly MoneyAmount[];
}

export interface FunnelBreakdownProps {
  caption: string;
  /** The first column's head ("Device", "Arm"). */
  by: string;
  rows: readonly BreakdownRow[];
  steps: readonly FunnelStep[];
  withRevenue?: boolean;
}

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

export function FunnelBreakdown({ caption, by, rows, steps, withRevenue = false }: FunnelBreakdownProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="px-3 pb-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {by}
            </th>
            {steps.map((step) => (
              <th key={step} scope="col" className="px-3 py-2 text-right font-medium">
                {STEP_LABELS[step].title}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Opt-in rate
            </th>
            {withRevenue && (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Revenue
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {row.label}
              </th>
              {steps.map((step) => (
                <td key={step} className={cell}>
                  {countText(row[step])}
                </td>
              ))}
              <td className={cell}>{shareText(row.optIns, row.impressions)}</td>
              {withRevenue && <td className={cell}>{row.revenue && row.revenue.length > 0 ? row.revenue.map((m) => moneyText(m.amount, m.currency)).join(' · ') : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
