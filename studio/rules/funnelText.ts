/**
 * How a widget's funnel reads (issue 47, item 5): which steps it shows, each step's share of the
 * impressions, and a row's rate, with numbers by Intl ("1,234", "3.2%"). Opens and clicks are pixel events
 * only the chat widget sends (bridge-protocol/messages.ts), so a funnel with none of them shows
 * impressions → opt-ins rather than two steps of zeros that look like a failure. A share of no impressions
 * is "—". Pure.
 */
import type { FunnelCounts } from '../../bridge-protocol/studio/widgetFunnel';

export type FunnelStep = keyof FunnelCounts;

export const STEP_LABELS: Readonly<Record<FunnelStep, { title: string; one: string; many: string }>> = {
  impressions: { title: 'Impressions', one: 'impression', many: 'impressions' },
  opens: { title: 'Opens', one: 'open', many: 'opens' },
  clicks: { title: 'Clicks', one: 'click', many: 'clicks' },
  optIns: { title: 'Opt-ins', one: 'opt-in', many: 'opt-ins' },
};

/** The steps shown: opens and clicks only when the range has some. */
export function funnelSteps(totals: FunnelCounts): FunnelStep[] {
  return (['impressions', 'opens', 'clicks', 'optIns'] as const).filter((step) => (step !== 'opens' && step !== 'clicks') || totals.opens + totals.clicks > 0);
}

/** `part` of `whole` as a percentage ("12.5%"), "—" when the whole is 0. */
export function shareText(part: number, whole: number, locale?: string): string {
  if (whole === 0) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);
}

export const countText = (n: number, locale?: string): string => new Intl.NumberFormat(locale).format(n);

/** "mobile" → "Mobile"; a device the server may add later reads as it is sent. */
/** A traffic source as the owner reads it: the campaign or site as sent, "Direct", "Unknown source", "Other sources". */
export function sourceLabel(source: string): string {
  return source === 'direct' ? 'Direct' : source === 'unknown' ? 'Unknown source' : source === 'other' ? 'Other sources' : source;
}

export function deviceLabel(device: string): string {
  return device === 'mobile' ? 'Mobile' : device === 'desktop' ? 'Desktop' : device === 'unknown' ? 'Unknown device' : device;
}
