/**
 * The loader's part of the widget kinds table (SPEC §1, DESIGN.md "type and channel pairs"): for each
 * visual kind, whether it is embedded in a host element and the channels it has a layout on. The frame's
 * full record per kind (view, placement, defaults, …) is frame-app/widgets/kinds.ts, which reads this.
 * Kept this small on purpose: it ships in the loader, which has a 17 KB budget.
 */

/** The channel families a layout is built for; none, fb and a missing channel all mean messenger. */
export type ChannelFamily = 'messenger' | 'sms' | 'omni';

export interface LoaderKind {
  /** Rendered inside a host element carrying `data-widget-id` instead of floating over the page. */
  embedded: boolean;
  /** The channel families this kind has a visitor layout on; any other pair is SPEC §8's error. */
  channels: readonly ChannelFamily[];
  /** Covers the page (bar, slide-in, modal, takeover, the SMS modal): the page's `frequency` caps it (overlayCap.ts). */
  overlay?: true;
}

const floating = (...channels: ChannelFamily[]): LoaderKind => ({ embedded: false, channels, overlay: true });
/** A chat launcher floats without covering the page: never capped. */
const launcher = (...channels: ChannelFamily[]): LoaderKind => ({ embedded: false, channels });
const embedded = (...channels: ChannelFamily[]): LoaderKind => ({ embedded: true, channels });

export const WIDGET_KINDS = {
  bar: floating('messenger'),
  slide_in: floating('messenger'),
  modal: floating('messenger', 'sms'),
  page_takeover: floating('messenger'),
  button: embedded('messenger'),
  box: embedded('messenger', 'sms'),
  landing: embedded('messenger'),
  customer_chat: launcher('messenger'),
  checkbox: embedded('messenger'),
  omnichat: launcher('omni'),
} as const satisfies Record<string, LoaderKind>;

export type VisualWidgetType = keyof typeof WIDGET_KINDS;

/** The one "is this a messenger channel" check: null for a channel no layout is built for. */
export function channelFamily(channel: string | null | undefined): ChannelFamily | null {
  if (channel === undefined || channel === null || channel === 'fb' || channel === 'none') return 'messenger';
  return channel === 'sms' || channel === 'omni' ? channel : null;
}

/** The loader's row of a visual type; undefined for configuration-only and unknown types. */
export function loaderKind(type: string): LoaderKind | undefined {
  return Object.prototype.hasOwnProperty.call(WIDGET_KINDS, type) ? WIDGET_KINDS[type as VisualWidgetType] : undefined;
}
