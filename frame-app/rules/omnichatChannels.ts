/**
 * The channel links of the omnichat panel (SPEC §2 "Omnichat bubble", §3 data.channels). A channel is
 * listed only if it is enabled AND configured; a channel that is enabled but whose configuration cannot
 * make a working link is left out rather than shown broken, because a dead link in a "talk to us" panel
 * costs the operator the conversation without telling anyone.
 *
 * Order is fixed (SPEC §2's order): Messenger, the messaging app, SMS, Email. The bubble's icon animation
 * steps through the channels in this order too (omnichatAnimation.ts).
 *
 * `channelType` names come from the `enable_*` fields (enable_facebook → 'facebook', …): they are what the
 * `click` event carries (SPEC §7), so the pixel reads the same words as the configuration.
 *
 * Every value is read as an own property (hostile configurations: bridge-protocol/ownValue.ts), and only
 * `true` enables a channel, like every other boolean flag of the configuration (toAppState).
 */
import { messengerChatLink, widgetRef } from '../../bridge-protocol/messengerChatLink';
import { ownValue } from '../../bridge-protocol/ownValue';

const OMNICHAT_CHANNEL_TYPES = ['facebook', 'whatsapp', 'sms', 'email'] as const;
export type OmnichatChannelType = (typeof OMNICHAT_CHANNEL_TYPES)[number];

/**
 * Visible labels. SPEC names Messenger, SMS and Email; it calls the fourth "the messaging-app channel
 * (fields named whatsapp_*)", and its link is a wa.me chat link, so the visitor-facing name is WhatsApp.
 */
const OMNICHAT_CHANNEL_LABELS: Readonly<Record<OmnichatChannelType, string>> = {
  facebook: 'Messenger',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'Email',
};

/** The chat-link form of the messaging app: `https://wa.me/<digits>?text=<encoded prefill>`. */
const WHATSAPP_CHAT_BASE = 'https://wa.me/';

/** A channel the panel opens with a real link (`<a href>`, DESIGN "Who decides what"). */
export interface OmnichatLinkChannel {
  type: 'facebook' | 'whatsapp' | 'email';
  label: string;
  href: string;
}

/** SMS has no link: it starts the SMS flow inside the panel (SPEC §2), writing to the widget's phone. */
export interface OmnichatSmsChannel {
  type: 'sms';
  label: string;
  widgetPhone: string;
}

export type OmnichatChannel = OmnichatLinkChannel | OmnichatSmsChannel;

export interface OmnichatChannelFacts {
  /** widget_id: the Messenger link's ref is `w{widgetId}` (SPEC §2). */
  widgetId: string | number;
  /** The widget's data.channels as configured (SPEC §3). */
  channels: Readonly<Record<string, unknown>> | null | undefined;
  /** App state fbPageId (SPEC §3 fb_page_id): Messenger needs it. */
  fbPageId: string | null;
  /** App state widgetPhone (SPEC §3 widget_phone): SMS needs it. */
  widgetPhone: string | null;
  /** App state smsChannelConnected (SPEC §3 sms_channel_connected): SMS needs it. */
  smsChannelConnected: boolean;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * SPEC §2: the link is built from the digits of whatsapp_id only, so "+1 (555) 010-9999" and
 * "1 555 0109999" give the same link. Without any digit there is no chat to open.
 */
export function whatsappChatLink(whatsappId: unknown, prefill: unknown): string | null {
  const id = text(whatsappId);
  const digits = id === null ? '' : id.replace(/\D/g, '');
  if (digits === '') return null;
  const message = text(prefill);
  // encodeURIComponent, not URLSearchParams: the latter writes spaces as '+', which wa.me shows as '+'.
  return message === null ? `${WHATSAPP_CHAT_BASE}${digits}` : `${WHATSAPP_CHAT_BASE}${digits}?text=${encodeURIComponent(message)}`;
}

/** One address: something@something, no whitespace. Anything else is not "an address" (SPEC §2). */
const EMAIL_RE = /^[^@\s]+@[^@\s]+$/;

/**
 * `mailto:` + the address, percent-encoded except for its '@' (RFC 6068 allows it as is, and mail clients
 * show it): an address carrying '?', '&' or '#' stays one (broken) address and can never add headers
 * such as `?bcc=` to the visitor's message.
 */
export function emailLink(emailTo: unknown): string | null {
  const address = text(emailTo);
  if (address === null || !EMAIL_RE.test(address)) return null;
  const [local = '', domain = ''] = address.split('@');
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}

export function omnichatChannels(facts: OmnichatChannelFacts): OmnichatChannel[] {
  const config = facts.channels ?? {};
  const enabled = (field: string): boolean => ownValue(config, field) === true;
  const list: OmnichatChannel[] = [];

  if (enabled('enable_facebook')) {
    const href = messengerChatLink(facts.fbPageId, widgetRef(facts.widgetId));
    if (href !== null) list.push({ type: 'facebook', label: OMNICHAT_CHANNEL_LABELS.facebook, href });
  }
  if (enabled('enable_whatsapp')) {
    const href = whatsappChatLink(ownValue(config, 'whatsapp_id'), ownValue(config, 'whatsapp_prefill'));
    if (href !== null) list.push({ type: 'whatsapp', label: OMNICHAT_CHANNEL_LABELS.whatsapp, href });
  }
  if (enabled('enable_sms')) {
    const widgetPhone = text(facts.widgetPhone);
    if (facts.smsChannelConnected && widgetPhone !== null) list.push({ type: 'sms', label: OMNICHAT_CHANNEL_LABELS.sms, widgetPhone });
  }
  if (enabled('enable_email')) {
    const href = emailLink(ownValue(config, 'email_to'));
    if (href !== null) list.push({ type: 'email', label: OMNICHAT_CHANNEL_LABELS.email, href });
  }
  return list;
}


/**
 * The one channel of a bubble that lists one (issue 49): the bubble opens it directly and shows its icon,
 * since a panel listing a single row is one press more for the visitor and says nothing. A link channel
 * opens from the bubble itself; SMS opens the panel straight at its phone field. Null with 0 or 2+ channels.
 */
export function directChannel<C>(channels: readonly C[]): C | null {
  return channels.length === 1 ? (channels[0] ?? null) : null;
}

const DIRECT_NAMES: Readonly<Record<OmnichatChannelType, string>> = {
  facebook: 'Chat with us on Messenger',
  whatsapp: 'Chat with us on WhatsApp',
  sms: 'Text us',
  email: 'Email us',
};

/** The bubble's accessible name when it opens its one channel: what it does, in the channel's words. */
export const directChannelName = (type: OmnichatChannelType): string => DIRECT_NAMES[type];
