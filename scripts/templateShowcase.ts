/**
 * The demo's template showcase (demo/templates.html, its page `templates`): every template on every format
 * that offers it, each with a shop text of its own: the card templates as an inline box, a modal and a
 * slide-in, the SMS templates as an SMS card and an SMS modal, the bar templates as the bar, the takeover
 * templates as a page takeover and the landing templates as a landing section. Written from the catalogue
 * (bridge-protocol/widgetTemplates.ts), the page and its configuration both, so the demo cannot drift from
 * what the studio offers; tests/unit/scripts/templateShowcase.test.ts fails when either file is stale.
 *
 *   npx tsx scripts/templateShowcase.ts   # rewrites demo/config/templates.json and demo/templates.html
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WidgetMain } from '../bridge-protocol/config';
import { applyTemplate, templatesFor, type WidgetTemplate } from '../bridge-protocol/widgetTemplates';

/** The provider's origin as served (server/demo/configTemplate.ts puts the real one in). */
const PROVIDER = '{{WIDGET_ORIGIN}}';
/** Each format's ids from its base, in the gallery's order (at most 10 templates a format). */
export const SHOWCASE_IDS = { box: 301, modal: 311, bar: 321, smsCard: 331, smsModal: 341, slideIn: 351, takeover: 361, landing: 371 } as const;
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
  offer: ['Your first order, for less', 'Subscribe on Messenger and the code is yours.'],
  'bar-light': ['Free shipping over $50 this week', 'Get the code on Messenger.'],
  'bar-midnight': ['The winter sale starts tonight', 'Be first in line on Messenger.'],
  'bar-linen': ['New: the linen collection', 'Hear about each drop on Messenger.'],
  'bar-mint': ['10% off your first order', 'Subscribe on Messenger for weekly picks.'],
  'bar-blush': ['Gift wrapping is on us', 'Order by the 20th, ask us on Messenger.'],
  'bar-ink': ['Members-only prices', 'Join on Messenger in one tap.'],
  'takeover-split': ['The summer collection is here', 'Linen, cotton and sea-washed colours. Get first pick on Messenger.'],
  'takeover-cover': ['The roastery is open late', 'Fresh beans every Friday. Hear about each roast on Messenger.'],
  'takeover-brand': ['Our biggest sale starts now', 'Get the codes on Messenger before anyone else.'],
  'takeover-night': ['Late-night deals', 'Flash sales after 9 pm, only on Messenger.'],
  'takeover-linen': ['Handmade in small batches', 'Hear about each new batch before it sells out.'],
  'landing-split': ['Plants that thrive indoors', 'Care tips and restock alerts, once a week, on Messenger.'],
  'landing-split-right': ['Gifts they will open twice', 'Our gift guide and a 10% code, on Messenger.'],
  'landing-night': ['Late-night deals', 'Flash sales after 9 pm, only on Messenger.'],
  'landing-linen': ['Handmade in small batches', 'Hear about each new batch before it sells out.'],
};

const SMS_TEXTS: Readonly<Record<string, readonly [string, string]>> = {
  harbour: ['Weekend by the sea', 'Our summer collection lands on Friday. Get a text when it does.'],
  'gift-shop': ['Gifts they will open twice', 'Text alerts for the gift guide and a 10% code.'],
  greenhouse: ['Plants that thrive indoors', 'Restock alerts by text, the day they arrive.'],
  roastery: ['Fresh from the roaster', 'A text when each month’s single origin is in.'],
  clean: ['Texts worth opening', 'Offers and restock alerts by SMS.'],
  linen: ['Handmade in small batches', 'A text before each new batch sells out.'],
  midnight: ['Members get more', 'Early access and member prices, by text.'],
  offer: ['Your first order, for less', 'Join our texts and the code is yours.'],
  'two-step': ['Want 10% off your first order?', 'Join our texts for the code and early access.'],
};

const BASE = { showDescription: true, showAgain: AGAIN, showAgainIfClosed: AGAIN } as const;

type ShowcaseType = 'box' | 'modal' | 'bar' | 'slide_in' | 'page_takeover' | 'landing';

function widget(id: number, type: ShowcaseType, template: WidgetTemplate, extra: WidgetMain) {
  const [title, desc] = TEXTS[template.id] ?? [template.name, template.hint];
  const main = applyTemplate({ title, desc, ctaText: 'Send to Messenger', ...BASE, ...extra }, template, PROVIDER);
  return {
    widget_id: id,
    widget_type: type,
    channel: 'fb',
    name: `${template.name} (${type.replace('_', ' ')})`,
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

const INLINE = { whenDisplay: AGAIN, width: { unit: '%', number: 100 }, fitContainer: true } as const;
const OVERLAY = { whenDisplay: ON_DEMAND, allowHide: true, opacity: 50 } as const;

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
      ...cards.map((t, i) => widget(SHOWCASE_IDS.box + i, 'box', t, INLINE)),
      ...cards.map((t, i) => widget(SHOWCASE_IDS.modal + i, 'modal', t, OVERLAY)),
      ...bars.map((t, i) => widget(SHOWCASE_IDS.bar + i, 'bar', t, { whenDisplay: ON_DEMAND, barPlacement: 'bottom', allowHide: true, pushPage: false, stickWithScroll: true })),
      ...smsCards.map((t, i) => smsWidget(SHOWCASE_IDS.smsCard + i, 'box', t, INLINE)),
      ...smsCards.map((t, i) => smsWidget(SHOWCASE_IDS.smsModal + i, 'modal', t, OVERLAY)),
      ...cards.map((t, i) => widget(SHOWCASE_IDS.slideIn + i, 'slide_in', t, { ...OVERLAY, slideInPlacement: 'rb' })),
      ...templatesFor('takeover').map((t, i) => widget(SHOWCASE_IDS.takeover + i, 'page_takeover', t, OVERLAY)),
      ...templatesFor('landing').map((t, i) => widget(SHOWCASE_IDS.landing + i, 'landing', t, { ...INLINE, buttonSize: 'l' })),
    ],
  };
}

export const SHOWCASE_FILE = fileURLToPath(new URL('../demo/config/templates.json', import.meta.url));
export const SHOWCASE_PAGE = fileURLToPath(new URL('../demo/templates.html', import.meta.url));
export const showcaseJson = (): string => `${JSON.stringify(templateShowcase(), null, 2)}\n`;

/** Template names are the catalogue's own words; escaped all the same, as any text in markup. */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function buttons(heading: string, base: number, templates: readonly WidgetTemplate[], group?: string): string {
  const oneOf = group === undefined ? '' : ` data-one-of="${group}"`;
  const rows = templates.map((t, i) => `      <button type="button" data-open="${base + i}"${oneOf}>${escapeHtml(t.name)}</button>`);
  return `    <h2 class="gallery-heading">${heading}</h2>\n    <p class="gallery-actions">\n${rows.join('\n')}\n    </p>`;
}

function anchors(label: string, base: number, templates: readonly WidgetTemplate[], wide = false): string {
  const cell = wide ? 'gallery-cell gallery-wide' : 'gallery-cell';
  const rows = templates.map((t, i) => `      <div class="${cell}"><h2>${escapeHtml(t.name)}</h2><div data-widget-id="${base + i}"></div></div>`);
  return `    <section class="gallery-grid" aria-label="${label}">\n${rows.join('\n')}\n    </section>`;
}

/** demo/templates.html: a button for each overlay, an anchor for each inline widget, in the configuration's ids. */
export function showcaseHtml(): string {
  const cards = templatesFor('card');
  const smsCards = templatesFor('formCard');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Demo Shop: the widget templates</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/styles.css">
  <script async src="{{WIDGET_ORIGIN}}/loader.js" data-page-id="templates"></script>
  <script type="module" src="/gallery.js"></script>
</head>
<body>
  <!-- Written by scripts/templateShowcase.ts from the catalogue: edit the script, not this file. -->
  <main class="container gallery-page">
    <h1>The widget templates</h1>
    <p>Every template a site owner picks from in the studio, on every format that offers it, with its own shop
      text. Each template suggests an accent; a page's brand accent, once set, recolours them all at once.</p>
${buttons('Open as a modal', SHOWCASE_IDS.modal, cards)}
${buttons('Open as a slide-in', SHOWCASE_IDS.slideIn, cards, 'slide-ins')}
${buttons('Open as a page takeover', SHOWCASE_IDS.takeover, templatesFor('takeover'))}
${buttons('Open as an SMS modal', SHOWCASE_IDS.smsModal, smsCards)}
${buttons('Show as the bar', SHOWCASE_IDS.bar, templatesFor('bar'), 'bars')}
${anchors('Card templates as inline boxes', SHOWCASE_IDS.box, cards)}
    <h2 class="gallery-heading">As SMS cards</h2>
    <p>The SMS card and the SMS modal wear the card templates too, the picture always inside the card:
      the phone field and its legal text never sit on a picture.</p>
${anchors('Card templates as SMS cards', SHOWCASE_IDS.smsCard, smsCards)}
    <h2 class="gallery-heading">As landing sections</h2>
${anchors('Landing templates', SHOWCASE_IDS.landing, templatesFor('landing'), true)}
  </main>
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SHOWCASE_FILE, showcaseJson());
  writeFileSync(SHOWCASE_PAGE, showcaseHtml());
  console.log(`wrote ${SHOWCASE_FILE} and ${SHOWCASE_PAGE}`);
}
