/**
 * Visual baselines: every kind as a visitor sees it, at 375 and 1280 px, before opening (as it first
 * shows), after opening (overlays, the bubbles) and after submit. Each test serves its page's
 * configuration with that one widget only, so no other widget passes over the picture, and blocks Meta's
 * SDK, so the messenger kinds show what they show without it: our "Go to Messenger" link, not a stand-in
 * plugin.
 *
 * The pictures are checked by eye once and kept (docs/screenshots/visual/, the README shows them);
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` rewrites them after a deliberate
 * change. The tolerance is small: anti-aliasing may move, a layout may not.
 */
import { expect, test, type Frame, type Page } from './test';
import { alterConfig } from './hostileChecks';
import { settledGeometry, waitForReady } from './gallery-support';
import { widgetFrame } from './support';
import { templatesFor } from '../../bridge-protocol/widgetTemplates';
import { SHOWCASE_IDS } from '../../scripts/templateShowcase';

test.use({ messengerSdk: 'abort' });

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

const SUBSCRIBE_URL = '**/widget/createSubscriberByPhoneNumber';

interface Shot {
  kind: string;
  path: string;
  widgetId: number;
  /** Whole viewport (fixed and overlay kinds) or the widget's box with a margin (inline kinds). */
  region: 'viewport' | 'widget';
  /** Shows the widget when it does not show on load. */
  show?: (page: Page) => Promise<void>;
  /** Opens it further (a bubble's panel); the picture after is "open". */
  open?: (page: Page, frame: Frame) => Promise<void>;
  /** Submits it; the picture after is "submitted". */
  submit?: (page: Page, frame: Frame) => Promise<void>;
}

/** The host's own API, as a site owner's script would call it. */
async function hostCall(page: Page, widgetId: number, method: 'submit' | 'forceOpen'): Promise<void> {
  // Before `ready` a widget may not have its frame yet, and a call to it would be lost.
  await waitForReady(page);
  await page.evaluate(
    ([id, name]) => {
      const mc = (window as unknown as { MC: { getWidget(id: number): Record<string, () => unknown> | null } }).MC;
      mc.getWidget(id)?.[name]?.();
    },
    [widgetId, method] as const,
  );
}

const submitByHost = (widgetId: number) => async (page: Page) => hostCall(page, widgetId, 'submit');
const forceOpen = (widgetId: number) => async (page: Page) => hostCall(page, widgetId, 'forceOpen');

async function submitPhone(page: Page, frame: Frame, button: string): Promise<void> {
  await page.route(SUBSCRIBE_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) }));
  await frame.getByLabel('Mobile number').fill('(201) 555-0123');
  await frame.getByRole('button', { name: button }).click();
  // The success view replaces the form.
  await expect(frame.getByRole('button', { name: button })).toHaveCount(0);
}

const SHOTS: Shot[] = [
  { kind: 'bar', path: '/gallery.html', widgetId: 61, region: 'viewport', submit: submitByHost(61) },
  { kind: 'slide-in', path: '/gallery.html', widgetId: 62, region: 'viewport', submit: submitByHost(62) },
  { kind: 'modal', path: '/gallery.html', widgetId: 63, region: 'viewport', show: forceOpen(63), submit: submitByHost(63) },
  { kind: 'page-takeover', path: '/gallery.html', widgetId: 64, region: 'viewport', show: forceOpen(64), submit: submitByHost(64) },
  { kind: 'box', path: '/gallery.html', widgetId: 65, region: 'widget', submit: submitByHost(65) },
  { kind: 'button', path: '/gallery.html', widgetId: 66, region: 'widget', submit: submitByHost(66) },
  { kind: 'landing', path: '/gallery.html', widgetId: 67, region: 'widget', submit: submitByHost(67) },
  { kind: 'checkbox', path: '/gallery.html', widgetId: 68, region: 'widget', submit: submitByHost(68) },
  { kind: 'customer-chat', path: '/gallery.html', widgetId: 69, region: 'viewport' },
  { kind: 'sms-card', path: '/sms.html', widgetId: 71, region: 'widget', submit: (page, frame) => submitPhone(page, frame, 'Subscribe') },
  { kind: 'sms-modal', path: '/sms.html', widgetId: 72, region: 'viewport', show: forceOpen(72), submit: (page, frame) => submitPhone(page, frame, 'Text me the code') },
  // Email alone: the bubble is the mailto link with the email icon, and has no panel to open (issue 49).
  { kind: 'omnichat', path: '/omnichat-email.html', widgetId: 82, region: 'viewport' },
  {
    kind: 'omnichat-sms',
    path: '/omnichat-one-channel.html',
    widgetId: 89,
    region: 'viewport',
    open: async (_page, frame) => {
      await frame.getByTestId('omnichat-bubble').click();
      await expect(frame.getByRole('dialog')).toBeVisible();
    },
  },
];

/**
 * Every designed template (bridge-protocol/widgetTemplates.ts) on the demo's showcase page, on every
 * format that offers it: each card template as a modal, a box and a slide-in, each SMS template as an SMS
 * modal and card, each bar template as the bar, each takeover and landing template as itself.
 */
const TEMPLATE_SHOTS: Shot[] = [
  ...templatesFor('card').flatMap((template, index): Shot[] => [
    { kind: `template-${template.id}-modal`, path: '/templates.html', widgetId: SHOWCASE_IDS.modal + index, region: 'viewport', show: forceOpen(SHOWCASE_IDS.modal + index) },
    { kind: `template-${template.id}-box`, path: '/templates.html', widgetId: SHOWCASE_IDS.box + index, region: 'widget' },
  ]),
  ...templatesFor('formCard').flatMap((template, index): Shot[] => [
    { kind: `template-${template.id}-sms-modal`, path: '/templates.html', widgetId: SHOWCASE_IDS.smsModal + index, region: 'viewport', show: forceOpen(SHOWCASE_IDS.smsModal + index) },
    { kind: `template-${template.id}-sms-card`, path: '/templates.html', widgetId: SHOWCASE_IDS.smsCard + index, region: 'widget' },
  ]),
  ...templatesFor('bar').map((template, index): Shot => ({ kind: `template-${template.id}`, path: '/templates.html', widgetId: SHOWCASE_IDS.bar + index, region: 'viewport', show: forceOpen(SHOWCASE_IDS.bar + index) })),
  // Issue 49: every template on every format that offers it.
  ...templatesFor('card').map((template, index): Shot => ({ kind: `template-${template.id}-slide-in`, path: '/templates.html', widgetId: SHOWCASE_IDS.slideIn + index, region: 'viewport', show: forceOpen(SHOWCASE_IDS.slideIn + index) })),
  ...templatesFor('takeover').map((template, index): Shot => ({ kind: `template-${template.id}`, path: '/templates.html', widgetId: SHOWCASE_IDS.takeover + index, region: 'viewport', show: forceOpen(SHOWCASE_IDS.takeover + index) })),
  ...templatesFor('landing').map((template, index): Shot => ({ kind: `template-${template.id}`, path: '/templates.html', widgetId: SHOWCASE_IDS.landing + index, region: 'widget' })),
];

/**
 * The widget's iframe box with room for its shadow, in viewport coordinates: the page is scrolled so
 * the widget starts near the top. (A full-page picture would be simpler, but Chromium lays the page out
 * again at another size to take one, and the inline widgets change width meanwhile.)
 */
async function widgetClip(page: Page, widgetId: number) {
  const margin = 16;
  await page.evaluate(
    ([id, m]) => {
      const iframe = document.querySelector(`iframe[data-widget-id="${id}"]`);
      if (iframe) window.scrollTo(0, iframe.getBoundingClientRect().top + window.scrollY - m);
    },
    [String(widgetId), margin] as const,
  );
  const { rect } = await settledGeometry(page, widgetId);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const x = Math.max(0, Math.floor(rect.x - margin));
  const y = Math.max(0, Math.floor(rect.y - margin));
  return {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(rect.x + rect.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(rect.y + rect.height + margin)) - y,
  };
}

/**
 * An inline widget follows its anchor's width: once shown, its content root must fill the iframe (it is
 * laid out at an estimated width while hidden). A root that stays at the estimate fails here.
 */
async function expectRootFillsFrame(page: Page, widgetId: number): Promise<void> {
  const frame = await widgetFrame(page, widgetId);
  await expect
    .poll(() => frame.evaluate(() => Math.round(document.getElementById('root')?.getBoundingClientRect().width ?? -1) - window.innerWidth), {
      message: `widget ${widgetId}: content root narrower or wider than its iframe`,
    })
    .toBe(0);
}

async function expectPicture(page: Page, shot: Shot, name: string): Promise<void> {
  await settledGeometry(page, shot.widgetId);
  // A painted view is on screen before React, which takes it over at the frame's idle time (at most 2 s
  // later) and only then learns that Meta's SDK is blocked here: the picture is of the widget React runs.
  const frame = await widgetFrame(page, shot.widgetId);
  await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-commit').length), { message: `widget ${shot.widgetId}: React never took over` }).toBeGreaterThan(0);
  if (shot.region === 'widget') await expectRootFillsFrame(page, shot.widgetId);
  // Pictures decode asynchronously: the picture is of the card with its media drawn.
  await expect.poll(() => frame.evaluate(() => [...document.images].every((image) => image.complete)), { message: `widget ${shot.widgetId}: pictures loaded` }).toBe(true);
  const clip = shot.region === 'widget' ? await widgetClip(page, shot.widgetId) : undefined;
  await expect(page).toHaveScreenshot(`${name}.png`, {
    ...(clip ? { clip } : {}),
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
  });
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const shot of [...SHOTS, ...TEMPLATE_SHOTS]) {
      test(`${shot.kind}: as shown, opened and submitted`, async ({ page }) => {
        await alterConfig(page, (config) => ({ ...config, widgets: config.widgets.filter((w) => String(w.widget_id) === String(shot.widgetId)) }));
        await page.goto(shot.path);
        if (shot.show) await shot.show(page);
        const frame = await widgetFrame(page, shot.widgetId);
        const base = `${shot.kind}-${viewport.width}`;
        await expectPicture(page, shot, `${base}-shown`);
        if (shot.open) {
          await shot.open(page, frame);
          await expectPicture(page, shot, `${base}-open`);
        }
        if (shot.submit) {
          await shot.submit(page, frame);
          await expectPicture(page, shot, `${base}-submitted`);
        }
      });
    }
  });
}
