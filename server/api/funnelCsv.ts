/**
 * A widget's funnel as a CSV file (issue 47, item 5): one row per day of the range in the asked zone,
 * `day, impressions, opens, clicks, opt_ins, opt_in_rate`, then one `revenue_<CUR>` column per currency
 * the range has (the revenue of the opt-ins of that day, within the window after each). The rate is
 * opt-ins per impression with 4 decimals, empty without impressions. Written by csv-stringify with a BOM,
 * as the reports' files are (reportCsv.ts); every cell is a day or a number, so none needs the formula
 * guard, which still runs, for a currency code that a hand-made row could make odd.
 */
import { stringify } from 'csv-stringify/sync';
import type { FunnelDay, MoneyAmount } from '../../bridge-protocol/studio/widgetFunnel';
import { guardFormulaCell } from '../policies/csvFormulaGuard';

/** `shop-widget-7-funnel-2024-05-01-to-2024-05-31.csv`: widget ids are quoted by the route (no `"`, `/`). */
export const funnelCsvFileName = (pageId: string, widgetId: string, from: string, to: string): string =>
  `${pageId}-widget-${widgetId.replace(/[^A-Za-z0-9_-]/g, '_')}-funnel-${from}-to-${to}.csv`;

export function funnelCsv(days: readonly FunnelDay[], revenueByDay: ReadonlyMap<string, readonly MoneyAmount[]>): string {
  const currencies = [...new Set([...revenueByDay.values()].flatMap((amounts) => amounts.map((a) => a.currency)))].sort();
  const header = ['day', 'impressions', 'opens', 'clicks', 'opt_ins', 'opt_in_rate', ...currencies.map((c) => `revenue_${c}`)];
  const rows = days.map((d) => {
    const money = revenueByDay.get(d.day) ?? [];
    const rate = d.impressions === 0 ? '' : (d.optIns / d.impressions).toFixed(4);
    return [d.day, d.impressions, d.opens, d.clicks, d.optIns, rate, ...currencies.map((c) => money.find((a) => a.currency === c)?.amount ?? 0)];
  });
  return stringify([header, ...rows], { bom: true, cast: { string: guardFormulaCell } });
}
