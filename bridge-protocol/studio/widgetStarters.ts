/**
 * What the studio offers under "New widget", and what a new widget of each kind starts with: a name and
 * the texts a site owner sees first, in the spec's words where it has them ("Send to Messenger",
 * "Subscribe"). Everything else comes from the frame's per-kind defaults (frame-app/config/defaults.ts),
 * so a new widget looks like the kind's default and the owner starts editing texts, not structure.
 * One record per offer; the server builds the widget from it (server/studioWidgets.ts).
 */
import { CONFIG_ONLY_WIDGET_TYPES } from './config';

export interface WidgetStarter {
  /** `${widget_type}:${channel}`: the offer's key in the studio's menu and the create request. */
  key: string;
  widget_type: string;
  channel: 'fb' | 'sms' | 'omni' | 'none';
  /** The menu's label and the new widget's `name`. */
  label: string;
  /** One line under the label: where the widget shows and what it does. */
  hint: string;
  /** `data` of the new widget (the frame merges its defaults under it). */
  data: Record<string, unknown>;
}

const messengerMain = (title: string, desc: string) => ({ title, desc, showDescription: true, ctaText: 'Send to Messenger' });
const smsMain = (title: string, desc: string) => ({ title, desc, showDescription: true, smsButtonText: 'Subscribe' });
const afterMessenger = { title: 'Thanks! Check Messenger.', action: 'message' };
const afterSms = { title: 'Check your phone: we sent you a text.', action: 'nothing' };

const starter = (widget_type: string, channel: WidgetStarter['channel'], label: string, hint: string, data: Record<string, unknown>): WidgetStarter => ({
  key: `${widget_type}:${channel}`,
  widget_type,
  channel,
  label,
  hint,
  data,
});

export const WIDGET_STARTERS: readonly WidgetStarter[] = [
  starter('bar', 'fb', 'Bar', 'A slim bar at the top or bottom of the page', {
    main: messengerMain('Get 10% off your first order', 'Subscribe on Messenger for our weekly picks.'),
    submitted: afterMessenger,
  }),
  starter('slide_in', 'fb', 'Slide-in', 'A card that slides in from a corner', {
    main: messengerMain('Before you go…', 'Get our weekly picks on Messenger.'),
    submitted: afterMessenger,
  }),
  starter('modal', 'fb', 'Modal', 'A dialog over the page', { main: messengerMain('Join us on Messenger', 'News and offers, once a week.'), submitted: afterMessenger }),
  starter('modal', 'sms', 'SMS modal', 'A dialog that collects a phone number', {
    main: smsMain('Get offers by text', 'Join our SMS list for early access.'),
    submitted: afterSms,
  }),
  starter('page_takeover', 'fb', 'Full-page takeover', 'Covers the whole page until closed', {
    main: messengerMain('Our biggest sale starts now', 'Get the codes on Messenger before anyone else.'),
    submitted: afterMessenger,
  }),
  starter('box', 'fb', 'Inline box', 'A box inside the page content', { main: messengerMain('Stay in touch', 'Get our news on Messenger.'), submitted: afterMessenger }),
  starter('box', 'sms', 'SMS inline box', 'A phone-number box inside the page content', {
    main: smsMain('Texts worth opening', 'Offers and restock alerts by SMS.'),
    submitted: afterSms,
  }),
  starter('landing', 'fb', 'Landing', 'A whole section of a landing page', { main: messengerMain('Chat with us on Messenger', 'Questions, orders, offers.'), submitted: afterMessenger }),
  starter('button', 'fb', 'Button', 'A "Send to Messenger" button in the page', { main: { optInButtonText: 'Send to Messenger' }, submitted: afterMessenger }),
  starter('checkbox', 'fb', 'Checkbox', 'The Messenger checkbox beside a form', { main: { title: 'Send me my order updates on Messenger' }, submitted: afterMessenger }),
  starter('customer_chat', 'fb', 'Chat bubble', 'Messenger chat in the corner of the page', { setup: { loggedInGreeting: 'Hi! How can we help?' } }),
  starter('omnichat', 'omni', 'Multi-channel chat', 'One bubble for Messenger, SMS, a messaging app and email', {
    appearance: { greeting_headline: 'Hi there 👋', greeting_text: 'How would you like to reach us?' },
    channels: { enable_facebook: true, enable_sms: false, enable_whatsapp: false, enable_email: false },
  }),
  // Configuration-only kinds start empty but for the spec's code size: their screens show their own
  // defaults (studio/configOnly/configOnlyKinds.ts) until the owner saves.
  starter('messenger_ref_url', 'fb', 'm.me link', 'A Messenger link that opts the visitor in (no layout)', {}),
  starter('messenger_code', 'fb', 'Messenger code', 'A scannable code for print and packaging (no layout)', { messenger_code_settings: { size: 200 } }),
  starter('ads_json', 'fb', 'Click-to-Messenger ad', 'The JSON a Messenger ad needs (no layout)', {}),
  starter('feed_comment', 'fb', 'Comment reply', 'Answers comments on your page’s posts in Messenger (no layout)', {}),
];

export function widgetStarter(key: string): WidgetStarter | undefined {
  return WIDGET_STARTERS.find((s) => s.key === key);
}

/** Whether a starter makes a widget without a visitor layout (the studio shows its own screen). */
export const isConfigOnlyStarter = (s: WidgetStarter): boolean => (CONFIG_ONLY_WIDGET_TYPES as readonly string[]).includes(s.widget_type);
