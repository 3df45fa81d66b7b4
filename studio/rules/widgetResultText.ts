/**
 * A widget's results as the page screen writes them: impressions, opt-ins and the opt-in rate (opt-ins
 * per impression), numbers by Intl in the owner's locale ("1,234", "3.2%"). A widget with nothing
 * recorded in the range reads "—" in all three, rather than zeros that look like a measured failure;
 * the rate is "—" without impressions (a rate of nothing). The rate is not capped: opt-ins from
 * outside a widget's impressions (an m.me link shared elsewhere) can make it pass 100%, and saying so
 * is more honest than hiding it. Revenue (issue 47, item 5) is the amount of the currency with the most
 * money events, "+1" more per other currency (amounts of two currencies are never added), "—" without
 * any. Pure.
 */
import type { MoneyAmount } from '../../bridge-protocol/studio/widgetFunnel';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { formatMoney } from './money';

export const NO_RESULT = '—';

export interface WidgetResultText {
  impressions: string;
  optIns: string;
  rate: string;
  revenue: string;
}

/** The first (most events) currency's amount, "+N" for the others; a code Intl refuses is shown as it is. */
export function revenueText(revenue: readonly MoneyAmount[] | undefined, locale?: string): string {
  const [first, ...others] = revenue ?? [];
  if (first === undefined) return NO_RESULT;
  let amount: string;
  try {
    amount = formatMoney(first.amount, first.currency, locale);
  } catch {
    amount = `${first.amount} ${first.currency}`;
  }
  return others.length === 0 ? amount : `${amount} +${others.length}`;
}

export function widgetResultText(result: WidgetResult | undefined, locale?: string): WidgetResultText {
  if (result === undefined || (result.impressions === 0 && result.optIns === 0)) return { impressions: NO_RESULT, optIns: NO_RESULT, rate: NO_RESULT, revenue: NO_RESULT };
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    impressions: count.format(result.impressions),
    optIns: count.format(result.optIns),
    rate: result.impressions === 0 ? NO_RESULT : percent.format(result.optIns / result.impressions),
    revenue: revenueText(result.revenue, locale),
  };
}
