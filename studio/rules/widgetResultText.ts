/**
 * A widget's results as the page screen writes them: impressions, opt-ins and the opt-in rate (opt-ins
 * per impression), numbers by Intl in the owner's locale ("1,234", "3.2%"). A widget with nothing
 * recorded in the range reads "—" in all three, rather than zeros that look like a measured failure;
 * the rate is "—" without impressions (a rate of nothing). The rate is not capped: opt-ins from
 * outside a widget's impressions (an m.me link shared elsewhere) can make it pass 100%, and saying so
 * is more honest than hiding it. Pure.
 */
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';

export const NO_RESULT = '—';

export interface WidgetResultText {
  impressions: string;
  optIns: string;
  rate: string;
}

export function widgetResultText(result: WidgetResult | undefined, locale?: string): WidgetResultText {
  if (result === undefined || (result.impressions === 0 && result.optIns === 0)) return { impressions: NO_RESULT, optIns: NO_RESULT, rate: NO_RESULT };
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    impressions: count.format(result.impressions),
    optIns: count.format(result.optIns),
    rate: result.impressions === 0 ? NO_RESULT : percent.format(result.optIns / result.impressions),
  };
}
