/**
 * The demo's template showcase (demo/templates.html, its page `templates`): every card template as an
 * inline box and as a modal, every SMS template as an SMS card and an SMS modal, every bar template as a
 * bar, each with a shop text of its own. Written from
 * the catalogue (bridge-protocol/widgetTemplates.ts), so the demo cannot drift from what the studio
 * offers; tests/unit/scripts/templateShowcase.test.ts fails when demo/config/templates.json is stale.
 *
 *   npx tsx scripts/templateShowcase.ts   # rewrites demo/config/templates.json
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WidgetMain } from '../bridge-protocol/config';
import { applyTemplate, templatesFor, type WidgetTemplate } from '../bridge-protocol/widgetTemplates';

/** The provider's origin as served (server/demo/configTemplate.ts puts the real one in). */
const PROVIDER = '{{WIDGET_ORIGIN}}';
/** Box ids 301…, modal ids 311…, bar ids 321…, SMS card ids 331…, SMS modal ids 341… in the gallery's order. */
export const SHOWCASE_IDS = { box: 301, modal: 311, bar: 321, smsCard: 331, smsModal: 341 } as const;
/** No element has this id: the showcase's overlays open only from the page's buttons (forceOpen). */
const ON_DEMAND = { type: 'anchor', value: 'opened-by-the-buttons' } as const;
const AGAIN = { type: 'always', value: null } as const;

const TEXTS: Readonly<Record<string, readonly [string, string]>> = {
  harbour: ['Weekend by the sea', 'Our summer collection lands on Friday. Be the first to know on Messenger.'],
  'gift-shop': ['Gifts they will open twice', 'Get our gift guide and a 10% code on Messenger.'],
  greenhouse: ['Plants that thrive indoors', 'Care tips and restock alerts, once a week.'],
  roastery: ['Fresh from the roaster', 'A new single origin every month, straight to Messenger.'],
  'night-sky': ['Late-night deals', 'Flash sales after 9 pm, only on Messenger.'],
  clean: ['Stay in the loop', 'News and offers, once a week.'],
  linen: ['Handmade in small batches', 'Hear about each new batch before it sells out.'],
  midnight: ['Members get more', 'Early access and member prices on Messenger.'],
  'bar-light': ['Free shipping over $50 this week', 'Get the code on Messenger.'],
  'bar-midnight': ['The winter sale starts tonight', 'Be first in line on Messenger.'],
  'bar-linen': ['New: the linen collection', 'Hear about each drop on Messenger.'],
  'bar-mint': ['10% off your first order', 'Subscribe on Messenger for weekly picks.'],
  'bar-blush': ['Gift wrapping is on us', 'Order by the 20th, ask us on Messenger.'],
  'bar-ink': ['Members-only prices', 'Join on Messenger in one tap.'],
};

const SMS_TEXTS: Readonly<Record<string, readonly [string, string]>> = {
  harbour: ['Weekend by the sea', 'Our summer collection lands on Friday. Get a text when it does.'],
  'gift-shop': ['Gifts they will open twice', 'Text alerts for the gift guide and a 10% code.'],
  greenhouse: ['Plants that thrive indoors', 'Restock alerts by text, the day they arrive.'],
  roastery: ['Fresh from the roaster', 'A text when each month’s single origin is in.'],
  clean: ['Texts worth opening', 'Offers and restock alerts by SMS.'],
  linen: ['Handmade in small batches', 'A text before each new batch sells out.'],
  midnight: ['Members get more', 'Early access and member prices, by text.'],
};

const BASE = { showDescription: true, showAgain: AGAIN, showAgainIfClosed: AGAIN } as const;

function widget(id: number, type: 'box' | 'modal' | 'bar', template: WidgetTemplate, extra: WidgetMain) {
  const [title, desc] = TEXTS[template.id] ?? [template.name, template.hint];
  const main = applyTemplate({ title, desc, ctaText: 'Send to Messenger', ...BASE, ...extra }, template, PROVIDER);
  return {
    widget_id: id,
    widget_type: type,
    channel: 'fb',
    name: `${template.name} (${type})`,
    data: { main, submitted: { title: 'Thanks! Check Messenger.', action: 'message' }, setup: { urlWhitelist: [], urlBlacklist: [] } },
  };
}

function smsWidget(id: number, type: 'box' | 'modal', template: WidgetTemplate, extra: WidgetMain) {
  const [title, desc] = SMS_TEXTS[template.id] ?? [template.name, template.hint];
  const main = applyTemplate({ title, desc, smsButtonText: 'Subscribe', ...BASE, ...extra }, template, PROVIDER);
  return {
    widget_id: id,
    widget_type: type,
    channel: 'sms',
    name: `${template.name} (SMS ${type === 'box' ? 'card' : 'modal'})`,
    sms_keyword: 'JOIN',
    data: { main, submitted: { title: 'You’re subscribed!', desc: 'Watch for our first text.' }, setup: { urlWhitelist: [], urlBlacklist: [] } },
  };
}

export function templateShowcase(): Record<string, unknown> {
  const cards = templatesFor('card');
  const smsCards = templatesFor('formCard');
  const bars = templatesFor('bar');
  return {
    pageId: 'templates',
    host: '127.0.0.1',
    fb_page_id: '1234567890',
    appId: '111111111111111',
    page_name: 'Demo Shop',
    terms_url: '{{DEMO_ORIGIN}}/terms.html',
    privacy_url: '{{DEMO_ORIGIN}}/privacy.html',
    whitelist: ['127.0.0.1', 'localhost'],
    sms_channel_connected: true,
    widget_phone: '+15550100200',
    locale: 'en_US',
    is_eu_affected: false,
    widgets: [
      ...cards.map((t, i) => widget(SHOWCASE_IDS.box + i, 'box', t, { whenDisplay: AGAIN, width: { unit: '%', number: 100 }, fitContainer: true })),
      ...cards.map((t, i) => widget(SHOWCASE_IDS.modal + i, 'modal', t, { whenDisplay: ON_DEMAND, allowHide: true, opacity: 50 })),
      ...bars.map((t, i) => widget(SHOWCASE_IDS.bar + i, 'bar', t, { whenDisplay: ON_DEMAND, barPlacement: 'bottom', allowHide: true, pushPage: false, stickWithScroll: true })),
      ...smsCards.map((t, i) => smsWidget(SHOWCASE_IDS.smsCard + i, 'box', t, { whenDisplay: AGAIN, width: { unit: '%', number: 100 }, fitContainer: true })),
      ...smsCards.map((t, i) => smsWidget(SHOWCASE_IDS.smsModal + i, 'modal', t, { whenDisplay: ON_DEMAND, allowHide: true, opacity: 50 })),
    ],
  };
}

export const SHOWCASE_FILE = fileURLToPath(new URL('../demo/config/templates.json', import.meta.url));
export const showcaseJson = (): string => `${JSON.stringify(templateShowcase(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SHOWCASE_FILE, showcaseJson());
  console.log(`wrote ${SHOWCASE_FILE}`);
}
