/**
 * What the studio offers under "New widget", and what a new widget of each kind starts with: a name and
 * the texts a site owner sees first, in the spec's words where it has them ("Send to Messenger",
 * "Subscribe"). Everything else comes from the kind's defaults, so a new widget looks like the kind's
 * default and the owner starts editing texts, not structure. A projection of the catalogue
 * (widgetCatalogue.ts), in its order; the server builds the widget from it (server/api/studioWidgets.ts).
 */
import { CONFIG_ONLY_CATALOGUE, WIDGET_CATALOGUE, type StarterText } from '../widgetCatalogue';

export interface WidgetStarter extends StarterText {
  /** `${widget_type}:${channel}`: the offer's key in the studio's menu and the create request. */
  key: string;
  widget_type: string;
  channel: 'fb' | 'sms' | 'omni' | 'none';
  /** Configuration-only: no visitor layout (the studio shows its own screen). */
  configOnly: boolean;
}

/** The channel a new widget is saved with: Messenger layouts say `fb`, as the spec's examples do. */
const CONFIGURED_CHANNEL = { messenger: 'fb', sms: 'sms', omni: 'omni' } as const;

const starter = (widget_type: string, channel: WidgetStarter['channel'], text: StarterText, configOnly: boolean): WidgetStarter => ({
  key: `${widget_type}:${channel}`,
  widget_type,
  channel,
  ...text,
  configOnly,
});

export const WIDGET_STARTERS: readonly WidgetStarter[] = [
  ...WIDGET_CATALOGUE.map((kind) => starter(kind.type, CONFIGURED_CHANNEL[kind.channel], kind.starter, false)),
  ...CONFIG_ONLY_CATALOGUE.flatMap((kind) => (kind.starter ? [starter(kind.type, 'fb', kind.starter, true)] : [])),
];

export function widgetStarter(key: string): WidgetStarter | undefined {
  return WIDGET_STARTERS.find((s) => s.key === key);
}

/** Whether a starter makes a widget without a visitor layout (the studio shows its own screen). */
export const isConfigOnlyStarter = (s: WidgetStarter): boolean => s.configOnly;
