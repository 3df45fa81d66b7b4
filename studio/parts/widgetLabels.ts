import { configOnlyKind } from '../configOnly/configOnlyKinds';

/**
 * Words for a widget's `widget_type` and `channel` as the studio shows them (the configuration's values
 * are identifiers such as `page_takeover` and `fb`). An unknown value is shown as it is: the studio lists
 * what is stored, it does not judge it.
 */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  bar: 'Bar',
  slide_in: 'Slide-in',
  modal: 'Modal',
  page_takeover: 'Page takeover',
  button: 'Button',
  box: 'Box',
  landing: 'Landing',
  customer_chat: 'Chat bubble',
  checkbox: 'Checkbox',
  omnichat: 'Omnichat',
};

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

const own = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

export function typeLabel(type: string): string {
  // The configuration-only kinds' words live in their one record each.
  return own(TYPE_LABELS, type) ?? configOnlyKind(type)?.label ?? (type === '' ? 'No type' : type);
}

export function channelLabel(channel: string): { label: string; tone: ChannelTone } {
  return Object.prototype.hasOwnProperty.call(CHANNELS, channel) ? (CHANNELS[channel] as { label: string; tone: ChannelTone }) : { label: channel, tone: 'other' };
}
