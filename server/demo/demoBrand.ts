/**
 * The demo brand a fresh database starts with (issue 49): a small coffee roaster's two pages, their widgets
 * of several kinds in designed templates, its brand theme, and what its generated results are made of
 * (rules/demoResults.ts: how often each widget is shown and how often a visitor opts in). The studio's
 * first screens then show a shop with results instead of test fixtures; the owner removes all of it in
 * one action (stores/demoData.ts).
 *
 * Widgets are built from the studio's own "New widget" starters and templates (widgetStarters.ts), so
 * they are exactly what the studio would make, with the brand's texts over them.
 */
import { starterData, starterTemplate, widgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import type { DemoWidgetPlan } from '../rules/demoResults';

/** The seed of the results: one number, so every fresh start makes the same 30 days. */
export const DEMO_SEED = 49;

const BRAND = 'Northbeam Coffee Roasters';

interface DemoWidget {
  id: number;
  kind: string;
  template?: string;
  name: string;
  main?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

/** A widget as the studio makes it (starter texts, template design), with the brand's texts over it. */
function demoWidget(w: DemoWidget): Record<string, unknown> {
  const starter = widgetStarter(w.kind);
  if (!starter) throw new Error(`demo brand: no starter ${w.kind}`);
  const chosen = starterTemplate(starter, w.template);
  if (!chosen.offered) throw new Error(`demo brand: ${w.kind} has no template ${String(w.template)}`);
  // Text-only templates: no picture whose address would depend on the provider's origin.
  const data = starterData(starter, chosen.template, '');
  const main = { ...(data.main as Record<string, unknown> | undefined), ...w.main };
  return { widget_id: w.id, widget_type: starter.widget_type, channel: starter.channel, name: w.name, data: { ...data, main, ...w.extra } };
}

const WELCOME_TEST = {
  key: 'welcome-headline',
  status: 'running',
  arms: [
    { id: 'control', weight: 50 },
    { id: 'b', weight: 50, data: { main: { title: 'Free shipping on your first bag' } } },
  ],
};

const page = (pageId: string, widgets: DemoWidget[]) => ({
  pageId,
  page_name: BRAND,
  whitelist: ['127.0.0.1', 'localhost'],
  terms_url: 'https://northbeam.example/terms',
  privacy_url: 'https://northbeam.example/privacy',
  theme: { accent: '#9A3412', font: 'humanist', radius: 'round' },
  widgets: widgets.map(demoWidget),
});

/** The brand's pages: the shop, and its brewing journal. */
export const DEMO_PAGES: readonly Record<string, unknown>[] = [
  page('northbeam-shop', [
    {
      id: 1,
      kind: 'bar:fb',
      template: 'bar-linen',
      name: 'Welcome offer bar',
      main: { title: '10% off your first bag', desc: 'Our weekly roast notes on Messenger, and a code today.' },
      extra: { experiment: WELCOME_TEST },
    },
    {
      id: 2,
      kind: 'modal:sms',
      template: 'linen',
      name: 'Exit offer by text',
      main: { title: 'Leaving already?', desc: 'Take 15% off by text, plus a heads-up when a rare roast lands.' },
    },
    { id: 3, kind: 'customer_chat:fb', name: 'Ask a barista' },
  ]),
  page('northbeam-journal', [
    {
      id: 1,
      kind: 'box:sms',
      template: 'clean',
      name: 'Brew guide sign-up',
      main: { title: 'The weekly brew guide', desc: 'One recipe a week by text: pour-over, AeroPress, cold brew.' },
    },
    {
      id: 2,
      kind: 'slide_in:fb',
      template: 'midnight',
      name: 'New roasts slide-in',
      main: { title: 'New roasts every Friday', desc: 'Be first to hear on Messenger.' },
    },
  ]),
];

/** How often each widget is shown a day and how often a visitor opts in (the split test's arms apart). */
export const DEMO_PLANS: readonly DemoWidgetPlan[] = [
  { pageId: 'northbeam-shop', widgetId: '1', channel: 'messenger', daily: 190, rate: 0.034, test: { key: 'welcome-headline', rates: { control: 0.03, b: 0.05 } } },
  { pageId: 'northbeam-shop', widgetId: '2', channel: 'sms', daily: 70, rate: 0.062 },
  { pageId: 'northbeam-shop', widgetId: '3', channel: 'messenger', daily: 35, rate: 0.09 },
  { pageId: 'northbeam-journal', widgetId: '1', channel: 'sms', daily: 55, rate: 0.048 },
  { pageId: 'northbeam-journal', widgetId: '2', channel: 'messenger', daily: 80, rate: 0.027 },
];

/** The one currency of the brand's sales. */
export const DEMO_CURRENCY = 'USD';
