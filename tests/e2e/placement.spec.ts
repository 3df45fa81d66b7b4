/**
 * Issue 15, the placement manager (loader/frames/placementManager.ts): no two widgets cover each other on
 * the gallery and triggers pages at 375×740 (a phone) and 1280×800; two bars at one edge are both fully
 * visible and the other moves into place when one closes; a second modal or takeover waits for the first.
 */
import { devices, expect, test, type Page } from './test';
import { GALLERY, iframeGeometry, settledGeometry, SHOWN_ON_LOAD, topElementAtCentre, waitForReady, type Rect } from './gallery-support';
import { expectHidden, widgetFrame } from './support';

test.use({ reducedMotion: 'reduce' });

// The phone's user agent, touch and mobile emulation (hideOnMobile reads them), at 375×740.
const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
const PHONE = { viewport: { width: 375, height: 740 }, userAgent, deviceScaleFactor, isMobile, hasTouch };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

interface Shown {
  id: string;
  rect: Rect;
  /** Inside a host `[data-widget-id]` anchor: in the page's flow, not floating over it. */
  inline: boolean;
}

/** Every visible widget iframe with its viewport box. */
async function shownWidgets(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe[data-widget-id]'))
      .filter((el) => getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { id: el.getAttribute('data-widget-id') ?? '', rect: { x: r.x, y: r.y, width: r.width, height: r.height }, inline: el.parentElement !== document.documentElement };
      }),
  );
}

/**
 * Pairs of visible widgets whose boxes intersect. An inline widget is part of the page's content, which
 * floating widgets (bars, slide-ins, the bubble) float over as the page scrolls, so those pairs are the
 * page's business, not a widget covering a widget: floating pairs and inline pairs are compared.
 */
function overlaps(widgets: Shown[]): string[] {
  const found: string[] = [];
  for (const [i, a] of widgets.entries()) {
    for (const b of widgets.slice(i + 1)) {
      if (a.inline !== b.inline) continue;
      const x = Math.min(a.rect.x + a.rect.width, b.rect.x + b.rect.width) - Math.max(a.rect.x, b.rect.x);
      const y = Math.min(a.rect.y + a.rect.height, b.rect.y + b.rect.height) - Math.max(a.rect.y, b.rect.y);
      if (x > 0.5 && y > 0.5) found.push(`${a.id} ${JSON.stringify(a.rect)} × ${b.id} ${JSON.stringify(b.rect)}`);
    }
  }
  return found;
}

/** Triggers page: 51 top (always), 52 bottom (at 5 s), 54 top (desktop only), 55 bottom (phone only). */
async function openTriggers(page: Page, phone: boolean): Promise<void> {
  await page.goto('/triggers.html');
  await waitForReady(page);
  for (const id of phone ? [51, 55, 52] : [51, 54, 52]) await settledGeometry(page, id);
}

async function openGallery(page: Page): Promise<void> {
  await page.goto('/gallery.html');
  await waitForReady(page);
  for (const kind of SHOWN_ON_LOAD) await settledGeometry(page, GALLERY[kind]);
}

for (const [name, device, phone] of [
  ['375×740 (phone)', PHONE, true],
  ['1280×800', DESKTOP, false],
] as const) {
  test.describe(name, () => {
    test.use(device);

    test('gallery: no two visible widgets overlap once every widget has shown', async ({ page }) => {
      await openGallery(page);
      const widgets = await shownWidgets(page);
      expect(widgets.filter((w) => !w.inline).map((w) => w.id).sort()).toEqual(['61', '62', '69']);
      expect(overlaps(widgets)).toEqual([]);
      for (const id of [GALLERY.bar, GALLERY.slide_in, GALLERY.customer_chat]) expect(await topElementAtCentre(page, id)).toBe('the iframe');
    });

    test('triggers: no two visible bars overlap, each is fully inside the viewport', async ({ page }) => {
      await openTriggers(page, phone);
      const widgets = await shownWidgets(page);
      expect(widgets.map((w) => w.id).sort()).toEqual(phone ? ['51', '52', '55'] : ['51', '52', '54']);
      expect(overlaps(widgets)).toEqual([]);
      const vh = page.viewportSize()!.height;
      for (const w of widgets) {
        expect(w.rect.y, `${w.id} top`).toBeGreaterThanOrEqual(0);
        expect(w.rect.y + w.rect.height, `${w.id} bottom`).toBeLessThanOrEqual(vh + 0.5);
        expect(await topElementAtCentre(page, Number(w.id))).toBe('the iframe');
      }
    });
  });
}

test.describe('1280×800: moving into place', () => {
  test.use(DESKTOP);

  test('two top bars sit one below the other; when the upper closes the lower moves to the top', async ({ page }) => {
    await openTriggers(page, false);
    // Both show on load, so either may report first and take the top: the order is the order they appeared.
    // The lower's top is the upper's bottom (polled: either frame may still be settling its height).
    const bars = async () => {
      const withRects = await Promise.all([51, 54].map(async (id) => ({ id, rect: (await iframeGeometry(page, id))!.rect })));
      return withRects.sort((a, b) => a.rect.y - b.rect.y);
    };
    const gap = async () => {
      const [upper, lower] = (await bars()).map((b) => b.rect);
      return [Math.round(upper!.y), Math.round(lower!.y - upper!.y - upper!.height)];
    };
    await expect.poll(gap).toEqual([0, 0]);
    const [upperId, lowerId] = (await bars()).map((b) => b.id);
    await (await widgetFrame(page, upperId!)).getByRole('button', { name: 'Close' }).click();
    await expectHidden(page, upperId!);
    await expect.poll(async () => (await iframeGeometry(page, lowerId!))!.rect.y).toBeCloseTo(0, 0);
  });
});

test.describe('375×740: a widget in view that another appears under', () => {
  test.use({ ...PHONE, reducedMotion: 'no-preference' });

  test('the phone slide-in glides up when the chat bubble appears under it: no layout shift, no overlap', async ({ page }) => {
    // The bubble's frame document is held until the slide-in is on screen, so the bubble appears under it.
    let releaseBubble = (): void => undefined;
    const bubbleHeld = new Promise<void>((resolve) => (releaseBubble = resolve));
    await page.route(/\/frame\/(?:index\.html)?\?.*widget_id=69/, async (route) => {
      await bubbleHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __widgetShifts: string[]; __glides: string[] };
      w.__widgetShifts = [];
      w.__glides = [];
      const widgetOf = (node: Node | null | undefined) => (node instanceof HTMLIFrameElement ? node.getAttribute('data-widget-id') : null);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
          for (const source of entry.sources) if (widgetOf(source.node)) w.__widgetShifts.push(widgetOf(source.node)!);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('transitionrun', (event) => {
        if (event.propertyName === 'transform' && widgetOf(event.target as Node)) w.__glides.push(widgetOf(event.target as Node)!);
      });
    });
    await page.goto('/gallery.html');
    await waitForReady(page);
    const before = await settledGeometry(page, GALLERY.slide_in);
    releaseBubble();
    const bubble = await settledGeometry(page, GALLERY.customer_chat);
    // It ends right above the bubble (the slide-in takes the phone's whole edge), where it glided to.
    await expect.poll(async () => Math.round((await iframeGeometry(page, GALLERY.slide_in))!.rect.y + before.rect.height)).toBe(Math.round(bubble.rect.y));
    expect(overlaps(await shownWidgets(page))).toEqual([]);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __widgetShifts: string[]; __glides: string[] };
      return { glides: w.__glides, shifts: w.__widgetShifts };
    });
    expect(new Set(seen.glides)).toEqual(new Set([String(GALLERY.slide_in)]));
    expect(seen.shifts.filter((id) => id === String(GALLERY.slide_in))).toEqual([]);
  });
});

test.describe('1280×800: one modal or takeover at a time', () => {
  test.use(DESKTOP);

  const visibility = async (page: Page, id: number) => (await iframeGeometry(page, id))?.visibility;
  const forceOpen = (page: Page, id: number) => page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { forceOpen(): void } } }).MC.getWidget(String(id)).forceOpen(), id);
  const close = (page: Page, id: number) => page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { close(): void } } }).MC.getWidget(String(id)).close(), id);

  test('a takeover asked for while the modal is open waits, and opens when the modal closes', async ({ page }) => {
    await openGallery(page);
    await forceOpen(page, GALLERY.modal);
    const modal = await widgetFrame(page, GALLERY.modal);
    await expect(modal.getByRole('dialog')).toBeVisible();
    await settledGeometry(page, GALLERY.modal);
    await forceOpen(page, GALLERY.page_takeover);
    await page.waitForTimeout(800);
    expect(await visibility(page, GALLERY.page_takeover)).toBe('hidden');
    expect(await visibility(page, GALLERY.modal)).toBe('visible');
    await modal.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => visibility(page, GALLERY.modal)).toBe('hidden');
    await expect.poll(() => visibility(page, GALLERY.page_takeover)).toBe('visible');
    await expect((await widgetFrame(page, GALLERY.page_takeover)).getByRole('dialog')).toBeVisible();
  });

  test('a waiting one that is closed meanwhile is dropped: it does not open after the first', async ({ page }) => {
    await openGallery(page);
    await forceOpen(page, GALLERY.modal);
    await settledGeometry(page, GALLERY.modal);
    await forceOpen(page, GALLERY.page_takeover);
    await page.waitForTimeout(500);
    await close(page, GALLERY.page_takeover);
    await page.waitForTimeout(300);
    await close(page, GALLERY.modal);
    await expect.poll(() => visibility(page, GALLERY.modal)).toBe('hidden');
    await page.waitForTimeout(800);
    expect(await visibility(page, GALLERY.page_takeover)).toBe('hidden');
  });
});
