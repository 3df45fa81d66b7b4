/**
 * Helpers for the issue-4 acceptance suite on the gallery pages (demo/gallery.html and its hostile-CSS
 * twin): the widget ids of demo/config/gallery.json, waiting for a settled layout, boxes relative to
 * anchors, and a dependency-free PNG comparison (the browser decodes the PNGs).
 */
import { expect, type Browser, type Frame, type Page } from '@playwright/test';
import { widgetFrame, widgetIframe } from './support';

/** demo/config/gallery.json: one widget of every visual kind. */
export const GALLERY = {
  bar: 61,
  slide_in: 62,
  modal: 63,
  page_takeover: 64,
  box: 65,
  button: 66,
  landing: 67,
  checkbox: 68,
  customer_chat: 69,
} as const;

export type Kind = keyof typeof GALLERY;

/** Shown as soon as the page loads (whenDisplay always); the modal and the takeover need a button. */
export const SHOWN_ON_LOAD: readonly Kind[] = ['bar', 'slide_in', 'box', 'button', 'landing', 'checkbox', 'customer_chat'];
/** Fixed to the viewport: compared by their viewport position. */
export const FIXED_KINDS: readonly Kind[] = ['bar', 'slide_in', 'customer_chat'];
/** Rendered inside a `[data-widget-id]` anchor of the host page. */
export const INLINE_KINDS: readonly Kind[] = ['box', 'button', 'landing', 'checkbox'];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface IframeGeometry {
  visibility: string;
  rect: Rect;
  /** The anchor's content box (inside padding and border), for inline widgets; null for the others. */
  anchorContent: Rect | null;
  /** The iframe is a descendant of the `[data-widget-id]` anchor (not of <body> only). */
  insideAnchor: boolean;
}

export async function waitForReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
}

export async function iframeGeometry(page: Page, widgetId: number): Promise<IframeGeometry | null> {
  return page.evaluate((id) => {
    const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${id}"]`);
    if (!iframe) return null;
    const anchor = Array.from(document.querySelectorAll<HTMLElement>(`[data-widget-id="${id}"]`)).find((el) => el.tagName !== 'IFRAME') ?? null;
    const plain = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    let anchorContent = null;
    if (anchor) {
      const r = anchor.getBoundingClientRect();
      const cs = getComputedStyle(anchor);
      const left = parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
      const top = parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
      anchorContent = {
        x: r.x + left,
        y: r.y + top,
        width: r.width - left - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth),
        height: r.height - top - parseFloat(cs.paddingBottom) - parseFloat(cs.borderBottomWidth),
      };
    }
    return {
      visibility: getComputedStyle(iframe).visibility,
      rect: plain(iframe.getBoundingClientRect()),
      anchorContent,
      insideAnchor: anchor !== null && anchor.contains(iframe),
    };
  }, String(widgetId));
}

/**
 * Waits until the widget's iframe is visible with a non-zero size that no longer changes (the frame
 * measures itself and may resize once or twice after it is shown), then returns its geometry.
 */
export async function settledGeometry(page: Page, widgetId: number): Promise<IframeGeometry> {
  let last = '';
  let result: IframeGeometry | null = null;
  await expect
    .poll(
      async () => {
        result = await iframeGeometry(page, widgetId);
        const key = JSON.stringify(result);
        const stable = key === last && result !== null && result.visibility === 'visible' && result.rect.width > 0 && result.rect.height > 0;
        last = key;
        return stable;
      },
      { message: `widget ${widgetId} never settled visible`, intervals: [100, 100, 200, 250] },
    )
    .toBe(true);
  return result as unknown as IframeGeometry;
}

/**
 * Opens the modal or the takeover with its demo button (MC.getWidget(id).forceOpen() behind it). `dispatch`
 * sends the click event to the button without a pointer: on a very small viewport the stacked floating
 * widgets (bar, slide-in, bubble) may cover every place the button can be scrolled to.
 */
export async function openOverlay(page: Page, kind: 'modal' | 'page_takeover', dispatch = false): Promise<Frame> {
  const button = page.getByRole('button', { name: kind === 'modal' ? 'Open the modal' : 'Open the takeover' });
  await (dispatch ? button.dispatchEvent('click') : button.click());
  const frame = await widgetFrame(page, GALLERY[kind]);
  await expect(frame.getByRole('dialog')).toBeVisible();
  await settledGeometry(page, GALLERY[kind]);
  return frame;
}

/** Closes an open modal or takeover with its own close button and waits until its iframe is hidden. */
export async function closeOverlay(page: Page, kind: 'modal' | 'page_takeover'): Promise<void> {
  const frame = await widgetFrame(page, GALLERY[kind]);
  await frame.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(async () => (await iframeGeometry(page, GALLERY[kind]))?.visibility).toBe('hidden');
}

/** The viewport-relative box of an element inside a widget frame (frame offset + element rect). */
export async function boxInFrame(page: Page, widgetId: number, selector: string): Promise<Rect> {
  const outer = await iframeGeometry(page, widgetId);
  const frame = await widgetFrame(page, widgetId);
  const inner = await frame.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, selector);
  if (!outer || !inner) throw new Error(`widget ${widgetId}: no iframe or no ${selector} inside it`);
  return { x: outer.rect.x + inner.x, y: outer.rect.y + inner.y, width: inner.width, height: inner.height };
}

/** Horizontal overflow of a document: how many CSS px its content is wider than its viewport. */
export async function horizontalOverflow(target: Page | Frame): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every host element at the centre of the iframe's visible part is the iframe itself: nothing of the
 * host page (e.g. an element with a huge z-index) covers the widget there.
 */
export async function topElementAtCentre(page: Page, widgetId: number): Promise<string> {
  return page.evaluate((id) => {
    const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${id}"]`);
    if (!iframe) return 'no iframe';
    const r = iframe.getBoundingClientRect();
    const left = Math.max(0, r.left);
    const right = Math.min(window.innerWidth, r.right);
    const top = Math.max(0, r.top);
    const bottom = Math.min(window.innerHeight, r.bottom);
    if (right <= left || bottom <= top) return 'off screen';
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hit === iframe) return 'the iframe';
    return hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${hit.getAttribute('data-widget-id') ? `[data-widget-id="${hit.getAttribute('data-widget-id')}"]` : ''}` : 'nothing';
  }, String(widgetId));
}

/**
 * Hides every other widget's iframe while one is shot (the slide-in's margin shows the box behind it,
 * the modal's backdrop shows everything), then gives them back the loader's own value.
 */
export async function soloShot(page: Page, widgetId: number, file?: string): Promise<Buffer> {
  // `collapse` marks the iframes hidden here, so only they are given back `visible` afterwards.
  const setOthers = (from: string, to: string) =>
    page.evaluate(
      ({ id, from, to }) => {
        for (const el of document.querySelectorAll<HTMLIFrameElement>('iframe[data-widget-id]')) {
          if (el.getAttribute('data-widget-id') !== id && el.style.getPropertyValue('visibility') === from) el.style.setProperty('visibility', to, 'important');
        }
      },
      { id: String(widgetId), from, to },
    );
  await setOthers('visible', 'collapse');
  try {
    return await widgetIframe(page, widgetId).screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', ...(file ? { path: file } : {}) });
  } finally {
    await setOthers('collapse', 'visible');
  }
}

export interface PixelDiff {
  widthA: number;
  heightA: number;
  widthB: number;
  heightB: number;
  /** Pixels where any channel differs by more than the per-channel tolerance. */
  differing: number;
  total: number;
}

/**
 * Compares two PNGs pixel by pixel. The PNGs are decoded by Chromium itself in a blank page, so no
 * image library is needed; a channel difference up to `channelTolerance` is anti-aliasing noise.
 */
export async function comparePngs(browser: Browser, a: Buffer, b: Buffer, channelTolerance = 16): Promise<PixelDiff> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ a64, b64, tolerance }) => {
        const decode = async (b64: string) => {
          const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d');
          if (!ctx) throw new Error('no 2d context');
          ctx.drawImage(bitmap, 0, 0);
          return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = await Promise.all([decode(a64), decode(b64)]);
        const result = { widthA: x.width, heightA: x.height, widthB: y.width, heightB: y.height, differing: 0, total: x.width * x.height };
        if (x.width !== y.width || x.height !== y.height) return { ...result, differing: result.total };
        for (let i = 0; i < x.data.length; i += 4) {
          for (let c = 0; c < 4; c++) {
            if (Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0)) > tolerance) {
              result.differing++;
              break;
            }
          }
        }
        return result;
      },
      { a64: a.toString('base64'), b64: b.toString('base64'), tolerance: channelTolerance },
    );
  } finally {
    await page.close();
  }
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), without decoding it. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How many distinct colours a PNG has, up to `cap`: a blank or unpainted frame has one or two. */
export async function pngColourCount(browser: Browser, png: Buffer, cap = 64): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ b64, cap }) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        const seen = new Set<number>();
        for (let i = 0; i < data.length && seen.size < cap; i += 4) seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
        return seen.size;
      },
      { b64: png.toString('base64'), cap },
    );
  } finally {
    await page.close();
  }
}
