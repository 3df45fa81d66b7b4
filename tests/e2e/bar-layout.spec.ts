/**
 * Issue 16, items 3 and 12: the bar's layout (frame-app/widgets/Bar.tsx).
 * - A phone (375 px): every bar is ONE compact row of at most 64 px (iframe height), on the gallery page
 *   and on the SPA demo (two bars at once), with the messenger plugin, with the "Go to Messenger"
 *   fallback link (SDK blocked), in checkbox mode, while the button flow waits for the opt-in, and after
 *   submit; the close button stays 40×40, the button 44 px high, the title at least 14 px.
 * - A desktop (1280 px): the content is one centred group: the text right beside the call to action (no
 *   dead gap); the close button at the bar's end, vertically centred, where submit leaves it and the
 *   bar's height as they were.
 */
import { expect, test, type Frame, type Page } from './test';
import { GALLERY, settledGeometry, waitForReady, type Rect } from './gallery-support';
import { alterConfig } from './hostileChecks';
import { axeProblems, widgetFrame } from './support';

test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const MAX_COMPACT_HEIGHT = 64;
/** SPA demo (demo/config/spa.json): 42 top, everywhere but /spa/checkout; 41 bottom, /spa/cart after 5 s. */
const SPA_TOP = 42;
const SPA_CART = 41;

interface BarMetrics {
  height: number;
  close: Rect | null;
  /** Our own button or the fallback link, when one stands there (the plugin draws its own). */
  cta: Rect | null;
  titleFontSize: number | null;
  overflow: number;
}

async function barMetrics(page: Page, widgetId: number): Promise<BarMetrics> {
  const { rect } = await settledGeometry(page, widgetId);
  const frame = await widgetFrame(page, widgetId);
  const inside = await frame.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const region = document.querySelector('[role="region"]');
    // Ours: not the plugin's own button, not the close button, not "Powered by".
    const cta =
      Array.from(region?.querySelectorAll('a, button') ?? []).find(
        (el) => !el.closest('[data-messenger-plugin]') && el.getAttribute('aria-label') !== 'Close' && !el.textContent?.startsWith('Powered by'),
      ) ?? null;
    const title = region?.querySelector('h2');
    return {
      close: box(document.querySelector('button[aria-label="Close"]')),
      cta: box(cta),
      titleFontSize: title && getComputedStyle(title).display !== 'none' ? parseFloat(getComputedStyle(title).fontSize) : null,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  return { height: rect.height, ...inside };
}

/** One compact row: at most 64 px, touch-sized controls, legible text, nothing wider than the phone. */
async function expectCompact(page: Page, widgetId: number, state: string): Promise<void> {
  const m = await barMetrics(page, widgetId);
  const what = `bar ${widgetId} (${state})`;
  expect(m.height, `${what}: iframe height`).toBeLessThanOrEqual(MAX_COMPACT_HEIGHT);
  expect(m.overflow, `${what}: horizontal overflow`).toBeLessThanOrEqual(0);
  if (m.close) {
    expect(m.close.width, `${what}: close button width`).toBeGreaterThanOrEqual(40);
    expect(m.close.height, `${what}: close button height`).toBeGreaterThanOrEqual(40);
  }
  if (m.cta) expect(m.cta.height, `${what}: call to action height`).toBeGreaterThanOrEqual(44);
  if (m.titleFontSize !== null) expect(m.titleFontSize, `${what}: title font size`).toBeGreaterThanOrEqual(14);
}

async function openGallery(page: Page): Promise<void> {
  await page.goto('/gallery.html');
  await waitForReady(page);
  await settledGeometry(page, GALLERY.bar);
}

/** The gallery with its bar in checkbox mode (buttonType "checkbox"), once the plugin's checkbox shows. */
async function openGalleryInCheckboxMode(page: Page): Promise<Frame> {
  await alterConfig(page, (config) => ({
    ...config,
    widgets: config.widgets.map((w) =>
      w.widget_id === GALLERY.bar ? { ...w, data: { ...(w.data as object), main: { ...(w.data as { main: object }).main, buttonType: 'checkbox' } } } : w,
    ),
  }));
  await openGallery(page);
  const frame = await widgetFrame(page, GALLERY.bar);
  await expect(frame.locator('.fb-messenger-checkbox input[type="checkbox"]')).toBeVisible();
  return frame;
}

/** The SPA on /spa/cart: the promo bar at the top and, 5 s after the route change, the cart bar. */
async function openSpaCart(page: Page): Promise<void> {
  await page.goto('/spa/');
  await waitForReady(page);
  await page.getByRole('link', { name: 'Cart' }).click();
  await settledGeometry(page, SPA_TOP);
  await expect.poll(async () => (await page.locator(`iframe[data-widget-id="${SPA_CART}"]`).boundingBox())?.height ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
}

test.describe('phone 375 px, messenger plugin (the stand-in SDK)', () => {
  test.use({ viewport: PHONE });

  test('the gallery bar: one row of at most 64 px, before and after submit, axe clean', async ({ page }) => {
    await openGallery(page);
    const frame = await widgetFrame(page, GALLERY.bar);
    await expect(frame.locator('.fb-send-to-messenger button')).toBeVisible();
    await expectCompact(page, GALLERY.bar, 'plugin');
    expect(await axeProblems(page, GALLERY.bar)).toEqual([]);

    await frame.locator('.fb-send-to-messenger button').click();
    await expect(frame.getByText('Thanks! Check Messenger.')).toBeVisible();
    await expectCompact(page, GALLERY.bar, 'after submit');
  });

  test('the SPA: both bars one row each, before and after submit', async ({ page }) => {
    await openSpaCart(page);
    await expectCompact(page, SPA_TOP, 'plugin');
    await expectCompact(page, SPA_CART, 'plugin');
    const total = (await settledGeometry(page, SPA_TOP)).rect.height + (await settledGeometry(page, SPA_CART)).rect.height;
    expect(total, 'both bars together').toBeLessThanOrEqual(2 * MAX_COMPACT_HEIGHT);

    const frame = await widgetFrame(page, SPA_TOP);
    await frame.locator('.fb-send-to-messenger button').click();
    await expect(frame.getByText('Thanks!')).toBeVisible();
    await expectCompact(page, SPA_TOP, 'after submit');
  });
});

test.describe('phone 375 px, the SDK blocked: the "Go to Messenger" link', () => {
  test.use({ viewport: PHONE, messengerSdk: 'abort' });

  test('gallery and SPA bars: one row each, and after the fallback submit', async ({ page }) => {
    await page.context().route('https://m.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>m.me</title>' }));
    await openGallery(page);
    const frame = await widgetFrame(page, GALLERY.bar);
    const link = frame.getByRole('link', { name: 'Go to Messenger' });
    await expect(link).toBeVisible();
    await expectCompact(page, GALLERY.bar, 'fallback link');

    const opened = page.context().waitForEvent('page');
    await link.click();
    await (await opened).close();
    await expect(frame.getByText('Thanks! Check Messenger.')).toBeVisible();
    await expectCompact(page, GALLERY.bar, 'after the fallback submit');

    await openSpaCart(page);
    for (const id of [SPA_TOP, SPA_CART]) {
      await expect((await widgetFrame(page, id)).getByRole('link', { name: 'Go to Messenger' })).toBeVisible();
      await expectCompact(page, id, 'fallback link');
    }
  });
});

test.describe('phone 375 px, checkbox mode', () => {
  test.use({ viewport: PHONE });

  test('the checkbox plugin under the title, the button beside it: still one row of at most 64 px', async ({ page }) => {
    const frame = await openGalleryInCheckboxMode(page);
    await expect(frame.getByRole('button', { name: 'Send to Messenger' })).toBeEnabled();
    await expectCompact(page, GALLERY.bar, 'checkbox mode');
  });
});

test.describe('phone 320 px, checkbox mode (the stand-in SDK)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the checkbox plugin never runs under the button: its slot clips what does not fit', async ({ page }) => {
    const frame = await openGalleryInCheckboxMode(page);
    await expectCompact(page, GALLERY.bar, 'checkbox mode at 320 px');
    const edges = await frame.evaluate(() => {
      // The checkbox's place in the bar (MessengerAction.tsx), which clips what its plugin draws.
      const slot = document.querySelector('.fb-messenger-checkbox')?.closest('[data-plugin-cell]') ?? null;
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('Send to Messenger') && !b.closest('[data-messenger-plugin]'));
      // What the slot paints: its box, or its content where that overflows visibly.
      let painted = -1;
      if (slot && getComputedStyle(slot).overflowX === 'hidden') painted = slot.getBoundingClientRect().right;
      else if (slot) {
        const range = document.createRange();
        range.selectNodeContents(slot);
        painted = range.getBoundingClientRect().right;
      }
      return { slotRight: painted, buttonLeft: button?.getBoundingClientRect().left ?? -1 };
    });
    expect(edges.buttonLeft).toBeGreaterThan(0);
    expect(edges.slotRight).toBeLessThanOrEqual(edges.buttonLeft);
  });
});

test.describe('phone 375 px, the button flow waiting for the opt-in', () => {
  test.use({ viewport: PHONE, messengerSdk: { optInOnClick: false } });

  test('the waiting status takes the title\'s place: one row of at most 64 px', async ({ page }) => {
    await openGallery(page);
    const frame = await widgetFrame(page, GALLERY.bar);
    await frame.locator('.fb-send-to-messenger button').click();
    await expect(frame.getByRole('status')).toHaveText('Waiting for your confirmation in Messenger…');
    await expect(frame.getByRole('status')).toBeVisible();
    await expectCompact(page, GALLERY.bar, 'waiting for the opt-in');
  });
});

test.describe('desktop 1280 px', () => {
  test.use({ viewport: DESKTOP });

  /** The bar's content group, its text, its call to action and its close button, in frame coordinates. */
  async function groupBoxes(page: Page, widgetId: number) {
    const frame = await widgetFrame(page, widgetId);
    return frame.evaluate(() => {
      const box = (el: Element | null | undefined) => {
        if (!el) throw new Error('missing element');
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      const close = document.querySelector('button[aria-label="Close"]');
      const group = close?.parentElement;
      return {
        viewport: document.documentElement.clientWidth,
        bar: box(document.querySelector('section[role="region"]')),
        group: box(group),
        text: box(group?.firstElementChild),
        // The call to action: the plugin's slot, or our button or link (the first control after the text).
        cta: box(group?.querySelector('[data-messenger-plugin], a, button')),
        close: box(close),
      };
    });
  }

  for (const [page_, ids] of [
    ['gallery', [GALLERY.bar]],
    ['SPA', [SPA_TOP, SPA_CART]],
  ] as const) {
    test(`${page_}: text and call to action grouped and centred, the close button at the bar's end, vertically centred`, async ({ page }) => {
      if (page_ === 'gallery') await openGallery(page);
      else await openSpaCart(page);
      for (const id of ids) {
        await settledGeometry(page, id);
        const b = await groupBoxes(page, id);
        const what = `bar ${id}`;
        // Where a visitor looks for it (issue 29): at the bar's end, centred on the bar's height.
        expect(b.viewport - b.close.right, `${what}: close at the bar's end`).toBeLessThanOrEqual(16);
        expect(Math.abs((b.close.top + b.close.bottom) / 2 - (b.bar.top + b.bar.bottom) / 2), `${what}: close vertically centred`).toBeLessThanOrEqual(1);
        // No dead gap between the text and the call to action; the group is centred and clear of the ×.
        expect(b.cta.left - b.text.right, `${what}: gap text → call to action`).toBeLessThanOrEqual(48);
        expect(b.cta.left - b.text.right, `${what}: text and call to action do not overlap`).toBeGreaterThanOrEqual(0);
        expect(Math.abs((b.group.left + b.group.right) / 2 - b.viewport / 2), `${what}: centred`).toBeLessThanOrEqual(2);
        expect(b.close.left - b.cta.right, `${what}: the group clear of the close button`).toBeGreaterThan(0);
      }
    });
  }

  test.describe('after submit', () => {
    // Meta's SDK blocked: the host's submit() takes the fallback path straight to after-submit.
    test.use({ messengerSdk: 'abort' });

    test("gallery: submit changes neither the bar's height nor where its close button is", async ({ page }) => {
      await openGallery(page);
      const before = await settledGeometry(page, GALLERY.bar);
      const closeBefore = (await groupBoxes(page, GALLERY.bar)).close;
      // React, not the painted view, submits (it is the one that knows the SDK is blocked).
      const frame = await widgetFrame(page, GALLERY.bar);
      await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-commit').length)).toBeGreaterThan(0);
      await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { submit(): void } } }).MC.getWidget(id).submit(), String(GALLERY.bar));
      await expect(frame.locator('[data-success-view]')).toBeVisible();
      const after = await settledGeometry(page, GALLERY.bar);
      expect(after.rect.height, 'bar height after submit').toBe(before.rect.height);
      expect((await groupBoxes(page, GALLERY.bar)).close, 'close button after submit').toEqual(closeBefore);
    });
  });
});
