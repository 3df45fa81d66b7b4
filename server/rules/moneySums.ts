/**
 * Revenue rows summed under a key (a widget, an arm, a day), per currency: amounts of one currency are
 * added, never amounts of two. Each group is sorted most events first (then by code), as the reports'
 * money totals are, and rounded to 4 decimals (the most ISO 4217 has) so float sums show no 0.30000000004.
 * Pure.
 */
import type { MoneyAmount } from '../../bridge-protocol/studio/widgetFunnel';

export interface CreditedMoney extends MoneyAmount {
  widgetId: string;
  /** The session's arm of the widget's split test, null without one. */
  arm: string | null;
  /** The opt-in's day in the asked zone. */
  day: string;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

export function moneySums(rows: readonly CreditedMoney[], keyOf: (row: CreditedMoney) => string | null): Map<string, MoneyAmount[]> {
  const groups = new Map<string, Map<string, MoneyAmount>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key) ?? new Map<string, MoneyAmount>();
    groups.set(key, group);
    const sum = group.get(row.currency) ?? { currency: row.currency, amount: 0, count: 0 };
    group.set(row.currency, { currency: row.currency, amount: round4(sum.amount + row.amount), count: sum.count + row.count });
  }
  return new Map(
    [...groups].map(([key, group]) => [key, [...group.values()].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency))]),
  );
}
