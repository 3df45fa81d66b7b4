/** The money events' amount per currency in the range, each in its own currency's decimals (largest count first). */
import type { MoneyTotal } from '../../bridge-protocol/studio/studioReports';
import { formatCount } from './reportLabels';
import { moneyText } from './moneyText';

export function MoneyTotals({ totals }: { totals: readonly MoneyTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <ul aria-label="Amount per currency" className="flex flex-wrap gap-2">
      {totals.map((t) => (
        <li key={t.currency} className="min-w-32 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
          <span className="block text-base font-semibold text-slate-900 tabular-nums">{moneyText(t.amount, t.currency)}</span>
          <span className="text-xs text-slate-500">
            {t.currency} · {formatCount(t.count)} {t.count === 1 ? 'event' : 'events'}
          </span>
        </li>
      ))}
    </ul>
  );
}
