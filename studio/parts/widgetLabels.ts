/**
 * Words for a widget's `widget_type` and `channel` as the studio shows them (the configuration's values
 * are identifiers such as `page_takeover` and `fb`). An unknown value is shown as it is: the studio lists
 * what is stored, it does not judge it.
 */
import { CONFIG_ONLY_CATALOGUE, WIDGET_CATALOGUE } from '../../bridge-protocol/widgetCatalogue';

/** Each type's name, from the catalogue (a type's rows agree on it: widgetCatalogue.test.ts). */
const TYPE_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ...WIDGET_CATALOGUE.map((kind) => [kind.type, kind.typeLabel] as const),
  ...CONFIG_ONLY_CATALOGUE.map((kind) => [kind.type, kind.label] as const),
]);

/** `tone` picks the dot's colour: channels are told apart at a glance, not by the accent colour. */
export type ChannelTone = 'messenger' | 'sms' | 'omni' | 'none' | 'other';

const CHANNELS: Readonly<Record<string, { label: string; tone: ChannelTone }>> = {
  fb: { label: 'Messenger', tone: 'messenger' },
  // No channel in the configuration: the loader builds the Messenger layout (bridge-protocol/widgetKinds.ts).
  '': { label: 'Messenger', tone: 'messenger' },
  sms: { label: 'SMS', tone: 'sms' },
  omni: { label: 'Omnichat', tone: 'omni' },
  none: { label: 'No channel', tone: 'none' },
};

export function typeLabel(type: string): string {
  return TYPE_LABELS.get(type) ?? (type === '' ? 'No type' : type);
}

export function channelLabel(channel: string): { label: string; tone: ChannelTone } {
  return Object.prototype.hasOwnProperty.call(CHANNELS, channel) ? (CHANNELS[channel] as { label: string; tone: ChannelTone }) : { label: channel, tone: 'other' };
}
