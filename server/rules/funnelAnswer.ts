/**
 * The funnel answer's lists from the store's grouped rows (stores/widgetFunnel.ts) and the credited money
 * (stores/widgetRevenue.ts). Pure. Every day of the range once, in order, zero-filled (the chart's days);
 * devices in a fixed order (mobile, desktop, unknown), only those with something counted; arms by id,
 * each with its revenue, only when some event or opt-in carried an arm (a widget without a split test has
 * none); traffic sources by impressions, at most MAX_SOURCES and the rest as "other". A row for a day outside the range (the query's bounds rule it out) is dropped.
 */
import { reportRangeDayList, type ReportRange } from '../../bridge-protocol/studio/reportRange';
import type { FunnelArm, FunnelCounts, FunnelDay, FunnelDevice, FunnelSource, MoneyAmount } from '../../bridge-protocol/studio/widgetFunnel';
import type { FunnelRow } from '../stores/widgetFunnel';
import { moneySums, type CreditedMoney } from './moneySums';

const STEP_OF: Readonly<Record<string, keyof FunnelCounts>> = { impression: 'impressions', open: 'opens', click: 'clicks', optin: 'optIns' };
const DEVICES = ['mobile', 'desktop', 'unknown'] as const;

const zero = (): FunnelCounts => ({ impressions: 0, opens: 0, clicks: 0, optIns: 0 });
const anything = (c: FunnelCounts): boolean => c.impressions + c.opens + c.clicks + c.optIns > 0;

export interface FunnelLists {
  totals: FunnelCounts;
  days: FunnelDay[];
  devices: FunnelDevice[];
  arms: FunnelArm[];
  sources: FunnelSource[];
  revenue: MoneyAmount[];
}

/** The sources the answer lists, the most impressions first; the rest are summed as "other". */
export const MAX_SOURCES = 20;

/** Sources by impressions, then opt-ins (an unknown one, null, as "unknown"), the tail beyond MAX_SOURCES as "other". */
function topSources(bySource: Map<string, FunnelCounts>): FunnelSource[] {
  const ranked = [...bySource].filter(([, c]) => anything(c)).sort(([a, x], [b, y]) => y.impressions - x.impressions || y.optIns - x.optIns || a.localeCompare(b));
  const listed = ranked.slice(0, MAX_SOURCES).map(([source, counts]) => ({ source, ...counts }));
  const rest = ranked.slice(MAX_SOURCES);
  if (rest.length === 0) return listed;
  const other = zero();
  for (const [, counts] of rest) for (const step of Object.keys(other) as (keyof FunnelCounts)[]) other[step] += counts[step];
  return [...listed, { source: 'other', ...other }];
}

/** Counts per key of one grouping. */
function countsBy(rows: readonly FunnelRow[], grouping: FunnelRow['grouping'], keyOf: (key: string | null) => string | null): Map<string, FunnelCounts> {
  const byKey = new Map<string, FunnelCounts>();
  for (const row of rows) {
    const step = STEP_OF[row.event];
    const key = row.grouping === grouping ? keyOf(row.key) : null;
    if (step === undefined || key === null || !(row.n > 0)) continue;
    const counts = byKey.get(key) ?? zero();
    counts[step] += row.n;
    byKey.set(key, counts);
  }
  return byKey;
}

export function funnelAnswer(range: ReportRange, rows: readonly FunnelRow[], money: readonly CreditedMoney[]): FunnelLists {
  const days = countsBy(rows, 'day', (key) => key);
  const devices = countsBy(rows, 'device', (key) => key ?? 'unknown');
  const arms = countsBy(rows, 'arm', (key) => key);
  const armMoney = moneySums(money, (row) => row.arm);
  for (const arm of armMoney.keys()) if (!arms.has(arm)) arms.set(arm, zero());
  return {
    totals: countsBy(rows, 'total', () => 'all').get('all') ?? zero(),
    days: reportRangeDayList(range).map((day) => ({ day, ...(days.get(day) ?? zero()) })),
    devices: DEVICES.flatMap((device) => {
      const counts = devices.get(device);
      return counts !== undefined && anything(counts) ? [{ device, ...counts }] : [];
    }),
    arms: [...arms]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([arm, counts]) => ({ arm, ...counts, revenue: armMoney.get(arm) ?? [] })),
    sources: topSources(countsBy(rows, 'source', (key) => key ?? 'unknown')),
    revenue: moneySums(money, () => 'all').get('all') ?? [],
  };
}
