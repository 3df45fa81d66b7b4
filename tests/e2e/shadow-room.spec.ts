/**
 * No iframe clips what its content draws around itself (frame-app/parts/shadows.ts): for every kind,
 * every element's box plus its box-shadow's reach (offsets, blur, spread; inset shadows excluded) lies
 * inside the iframe, and so does the focus ring (outline + offset, or a ring drawn as a box-shadow)
 * of every control that Tab reaches. The slide-in in all six positions, the bubbles closed and open,
 * the embeds, the bar, the modals, at 1280 and 375 px.
 */
import { expect, test, type Frame, type Page } from './test';
import { GALLERY, SHOWN_ON_LOAD, openOverlay, settledGeometry, waitForReady } from './gallery-support';
import { alterConfig } from './hostileChecks';
import { widgetFrame, widgetIframe } from './support';

/** Runs in a frame: the parts of elements' shadows (or of the focused element's ring) outside the frame's viewport. */
function overflowsInFrame([focusedOnly, fillsViewport]: [boolean, boolean]): string[] {
  const splitTop = (value: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const ch of value) {
      if (ch === '(') depth++;
      if (ch === ')') depth--;
      if (ch === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += ch;
    }
    if (current.trim()) parts.push(current.trim());
    return parts;
  };
  /** [left, top, right, bottom] reach of a box-shadow beyond the border box. */
  const shadowReach = (value: string): [number, number, number, number] => {
    const reach: [number, number, number, number] = [0, 0, 0, 0];
    if (value === 'none') return reach;
    for (const layer of splitTop(value)) {
      if (/\binset\b/.test(layer)) continue;
      const lengths = layer.replace(/[a-z-]+\([^)]*\)/gi, ' ').match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (/rgba?\([^)]*,\s*0\)|transparent/.test(layer)) continue;
      reach[0] = Math.max(reach[0], blur + spread - x);
      reach[1] = Math.max(reach[1], blur + spread - y);
      reach[2] = Math.max(reach[2], blur + spread + x);
      reach[3] = Math.max(reach[3], blur + spread + y);
    }
    return reach;
  };
  const W = document.documentElement.clientWidth;
  const H = document.documentElement.clientHeight;
  const out: string[] = [];
  const check = (el: Element, what: string, [l, t, r, b]: number[]) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const edges = { left: box.left - l!, top: box.top - t!, right: box.right + r!, bottom: box.bottom + b! };
    const tol = 0.5;
    // An iframe that fills the host viewport cuts nothing off there: the screen's own edge does. A
    // full-width sheet's shadow past the screen's sides is not clipped by the iframe.
    const flush = (edge: number, at: number) => fillsViewport && Math.abs(edge - at) <= tol;
    const out_ = {
      left: edges.left < -tol && !flush(box.left, 0),
      top: edges.top < -tol && !flush(box.top, 0),
      right: edges.right > W + tol && !flush(box.right, W),
      bottom: edges.bottom > H + tol && !flush(box.bottom, H),
    };
    if (out_.left || out_.top || out_.right || out_.bottom) {
      const name = `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).slice(0, 50)}`;
      out.push(`${what} of ${name}: ${JSON.stringify(edges)} outside ${W}×${H}`);
    }
  };
  const elements = focusedOnly ? [document.activeElement].filter((e): e is Element => e !== null && e !== document.body) : Array.from(document.querySelectorAll('*'));
  for (const el of elements) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const cs = getComputedStyle(el);
    check(el, 'shadow', shadowReach(cs.boxShadow));
    if (focusedOnly && cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) {
      const ring = parseFloat(cs.outlineWidth) + Math.max(0, parseFloat(cs.outlineOffset) || 0);
      check(el, 'focus ring', [ring, ring, ring, ring]);
    }
  }
  return out;
}

/** Waits for the frame's entrance to end, so the shadows are measured at rest. */
async function atRest(frame: Frame): Promise<void> {
  await expect.poll(() => frame.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
}

/** The iframe covers the whole host viewport (modal, takeover, the omnichat phone sheet). */
async function fillsViewport(page: Page, id: number): Promise<boolean> {
  return page.evaluate((widgetId) => {
    const r = document.querySelector(`iframe[data-widget-id="${widgetId}"]`)!.getBoundingClientRect();
    return r.x <= 0 && r.y <= 0 && r.right >= innerWidth && r.bottom >= innerHeight;
  }, id);
}

/**
 * Brings the widget into view as a visitor's scroll does, and lets its frame render once: Chromium does
 * not render a cross-origin frame that is off screen, so an embed below the fold still has the width it
 * was measured at while hidden until it comes into view (the frame's ResizeObserver then gives it 100 %).
 */
async function inView(page: Page, id: number, frame: Frame): Promise<void> {
  await widgetIframe(page, id).scrollIntoViewIfNeeded();
  await frame.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

async function shadowsOf(page: Page, id: number): Promise<string[]> {
  const frame = await widgetFrame(page, id);
  await inView(page, id, frame);
  await atRest(frame);
  return frame.evaluate(overflowsInFrame, [false, await fillsViewport(page, id)] as [boolean, boolean]);
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tabs through the frame's controls. Focus enters on the first control (focused, then Shift+Tab and Tab,
 * so the browser shows the keyboard focus ring), then each Tab moves on until focus leaves the frame or
 * comes round again (a focus trap).
 */
async function focusRingsOf(page: Page, id: number): Promise<string[]> {
  const frame = await widgetFrame(page, id);
  await atRest(frame);
  const problems: string[] = [];
  const seen = new Set<string>();
  if ((await frame.locator(TABBABLE).count()) === 0) return problems;
  // The first control a visitor can reach: a messenger call to action keeps its hidden half in place.
  await frame.locator(TABBABLE).filter({ visible: true }).first().focus();
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const state = await frame.evaluate(() => {
      const el = document.activeElement;
      if (!document.hasFocus() || !el || el === document.body) return null;
      return `${el.tagName}:${el.getAttribute('aria-label') ?? ''}:${(el.textContent ?? '').slice(0, 30)}:${Array.from(el.parentElement?.children ?? []).indexOf(el)}`;
    });
    if (state === null || seen.has(state)) break;
    seen.add(state);
    await atRest(frame);
    problems.push(...(await frame.evaluate(overflowsInFrame, [true, await fillsViewport(page, id)] as [boolean, boolean])));
  }
  expect(seen.size, `widget ${id}: Tab reached no control`).toBeGreaterThan(0);
  return problems;
}

/**
 * The gallery with only the widget under test: what a frame draws around itself does not depend on the
 * other frames, and one frame instead of nine keeps each test a few seconds on a loaded machine (the
 * nine frames share one renderer thread). `edit` changes that widget's `data.main` first.
 */
async function galleryWith(page: Page, id: number, edit: (main: Record<string, unknown>) => void = () => undefined): Promise<void> {
  await alterConfig(page, (config) => {
    const widgets = (config.widgets as { widget_id: number; data: { main: Record<string, unknown> } }[]).filter((w) => w.widget_id === id);
    expect(widgets, `widget ${id} in the gallery config`).toHaveLength(1);
    edit(widgets[0]!.data.main);
    return { ...config, widgets };
  });
  await page.goto('/gallery.html');
  await waitForReady(page);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    // One test per kind: walking every control of nine frames in one test took close to a minute on a
    // loaded machine, and a failure here names the kind.
    for (const kind of SHOWN_ON_LOAD) {
      test(`gallery ${kind}: shadows and focus rings inside its iframe`, async ({ page }) => {
        await galleryWith(page, GALLERY[kind]);
        await settledGeometry(page, GALLERY[kind]);
        expect(await shadowsOf(page, GALLERY[kind]), `${kind} shadows`).toEqual([]);
        expect(await focusRingsOf(page, GALLERY[kind]), `${kind} focus rings`).toEqual([]);
      });
    }

    for (const kind of ['modal', 'page_takeover'] as const) {
      test(`gallery ${kind}, open: shadows and focus rings inside its iframe`, async ({ page }) => {
        await galleryWith(page, GALLERY[kind]);
        await openOverlay(page, kind, viewport.width < 400);
        expect(await shadowsOf(page, GALLERY[kind]), `${kind} shadows`).toEqual([]);
        expect(await focusRingsOf(page, GALLERY[kind]), `${kind} focus rings`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(async () => (await widgetIframe(page, GALLERY[kind]).boundingBox())?.height ?? 0).toBe(0);
      });
    }

    test('the customer-chat bubble with its greeting open', async ({ page }) => {
      await galleryWith(page, GALLERY.customer_chat);
      await settledGeometry(page, GALLERY.customer_chat);
      const frame = await widgetFrame(page, GALLERY.customer_chat);
      const bubble = frame.getByRole('link', { name: 'Chat with us on Messenger' }).or(frame.getByRole('button', { name: 'Chat with us on Messenger' }));
      if ((await frame.getByRole('region', { name: 'Greeting' }).count()) === 0 && (await bubble.evaluate((el) => el.tagName)) === 'BUTTON') await bubble.click();
      await settledGeometry(page, GALLERY.customer_chat);
      expect(await shadowsOf(page, GALLERY.customer_chat)).toEqual([]);
    });

    for (const position of ['lt', 'lm', 'lb', 'rt', 'rm', 'rb']) {
      test(`slide-in at ${position}: shadow and focus rings inside its iframe`, async ({ page }) => {
        await galleryWith(page, GALLERY.slide_in, (main) => {
          main.slideInPlacement = position;
        });
        await settledGeometry(page, GALLERY.slide_in);
        expect(await shadowsOf(page, GALLERY.slide_in)).toEqual([]);
        expect(await focusRingsOf(page, GALLERY.slide_in)).toEqual([]);
      });
    }

    test('SMS card and SMS modal', async ({ page }) => {
      await page.goto('/sms.html');
      await waitForReady(page);
      await settledGeometry(page, 71);
      expect(await shadowsOf(page, 71)).toEqual([]);
      expect(await focusRingsOf(page, 71)).toEqual([]);
      await page.evaluate(() => (window as unknown as { MC: { getWidget(id: number): { forceOpen(): void } } }).MC.getWidget(72).forceOpen());
      await settledGeometry(page, 72);
      expect(await shadowsOf(page, 72)).toEqual([]);
      expect(await focusRingsOf(page, 72)).toEqual([]);
    });

    test('omnichat bubble, closed and open', async ({ page }) => {
      await page.goto('/omnichat.html');
      await waitForReady(page);
      // The popup message comes on its 5 s trigger and widens the frame: measured once it has come and
      // been dismissed, as omnichat.spec.ts does (a check before it raced the 5 s on a loaded machine).
      const popupFrame = await widgetFrame(page, 81);
      await expect(popupFrame.getByTestId('omnichat-popup-message')).toBeVisible({ timeout: 15_000 });
      await popupFrame.getByRole('button', { name: 'Close message' }).click();
      await expect(popupFrame.getByTestId('omnichat-popup-message')).toHaveCount(0);
      await settledGeometry(page, 81);
      expect(await shadowsOf(page, 81), 'closed').toEqual([]);
      expect(await focusRingsOf(page, 81), 'closed, focus').toEqual([]);
      const toggle = popupFrame.locator('button[aria-expanded]').last();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await settledGeometry(page, 81);
      expect(await shadowsOf(page, 81), 'open').toEqual([]);
      expect(await focusRingsOf(page, 81), 'open, focus').toEqual([]);
    });
  });
}
