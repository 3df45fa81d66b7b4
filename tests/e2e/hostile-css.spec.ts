/**
 * Issue 4 acceptance: a hostile-CSS host page (demo/hostile-css.html + hostile.css: global `*` resets
 * with !important, `iframe { border: 8px solid red; max-width: 50% … }`, huge z-indexes on host
 * elements, `html { overflow: hidden }`) renders every widget at the same size and position as the
 * plain gallery page, loaded side by side in the same run, and pixel for pixel the same.
 */
import { expect, routeMessengerSdk, test, type Browser, type Page } from './test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closeOverlay,
  comparePngs,
  FIXED_KINDS,
  GALLERY,
  iframeGeometry,
  INLINE_KINDS,
  openOverlay,
  settledGeometry,
  SHOWN_ON_LOAD,
  soloShot,
  topElementAtCentre,
  waitForReady,
  type IframeGeometry,
  type Kind,
} from './gallery-support';
import { watchProblems, type Problems } from './support';
import { alterConfig } from './hostileChecks';
import { TOP_WIDGET_Z_INDEX } from '../../bridge-protocol/stacking';

const VIEWPORT = { width: 1280, height: 800 };
const HOSTILE_CSS = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/hostile.css'), 'utf8');

// Tolerances: layout is compared to a quarter pixel (sub-pixel anchor offsets differ between the
// pages); pixels may differ by anti-aliasing only, at most 0.5 % of a frame's pixels.
const PX = 0.25;
const MAX_DIFFERING_SHARE = 0.005;

interface Side {
  name: string;
  page: Page;
  problems: Problems;
}

async function openSide(browser: Browser, name: string, url: string): Promise<Side> {
  // One context each: no shared session storage, so neither page's widget state leaks into the other.
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await routeMessengerSdk(page, {});
  // Every element of the hostile page claims z-index 2147483646: a site like that takes the page setting
  // "above everything" (bridge-protocol/stacking.ts, issue 49); both sides wear it, for the same pixels.
  await alterConfig(page, (config) => ({ ...config, stacking: { zIndex: TOP_WIDGET_Z_INDEX } }));
  const problems = await watchProblems(page);
  await page.goto(url);
  await waitForReady(page);
  for (const kind of SHOWN_ON_LOAD) await settledGeometry(page, GALLERY[kind]);
  return { name, page, problems };
}

function expectSameRect(kind: Kind, a: IframeGeometry['rect'], b: IframeGeometry['rect'], what: string): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(a[key] - b[key]), `${kind} ${what} ${key}: plain ${a[key]}, hostile ${b[key]}`).toBeLessThanOrEqual(PX);
  }
}

/** Position of the iframe inside its anchor's content box, and its size. */
function relativeToAnchor(g: IframeGeometry): IframeGeometry['rect'] {
  const a = g.anchorContent!;
  return { x: g.rect.x - a.x, y: g.rect.y - a.y, width: g.rect.width, height: g.rect.height };
}

/**
 * Hides the host page's own content (visibility only: no layout changes) so a translucent part of a
 * widget (the modal backdrop, the bubble's corners, the slide-in's margin) shows the same page
 * background on both pages. Iframes set `visibility: visible !important` themselves, so they stay.
 */
async function hideHostContent(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'body *:not(iframe) { visibility: hidden !important; }' });
}

/**
 * Moves an inline widget's anchor by less than a pixel (relative positioning: nothing else moves) so
 * the iframe starts on a whole pixel on both pages: text rendered at different sub-pixel offsets
 * differs in every anti-aliased pixel.
 */
async function snapToPixelGrid(page: Page, widgetId: number): Promise<void> {
  await page.evaluate((id) => {
    const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${id}"]`);
    const anchor = iframe?.parentElement;
    if (!iframe || !anchor) return;
    anchor.style.setProperty('position', 'relative');
    anchor.style.setProperty('left', '0px');
    anchor.style.setProperty('top', '0px');
    const r = iframe.getBoundingClientRect();
    anchor.style.setProperty('left', `${Math.round(r.x) - r.x}px`);
    anchor.style.setProperty('top', `${Math.round(r.y) - r.y}px`);
  }, String(widgetId));
}

async function compareShots(browser: Browser, plain: Side, hostile: Side, kinds: readonly Kind[]): Promise<string[]> {
  const failures: string[] = [];
  for (const kind of kinds) {
    const [a, b] = [await soloShot(plain.page, GALLERY[kind]), await soloShot(hostile.page, GALLERY[kind])];
    const diff = await comparePngs(browser, a, b);
    const sameSize = diff.widthA === diff.widthB && diff.heightA === diff.heightB;
    if (!sameSize || diff.differing / diff.total > MAX_DIFFERING_SHARE) {
      failures.push(`${kind}: plain ${diff.widthA}×${diff.heightA}, hostile ${diff.widthB}×${diff.heightB}, ${diff.differing} of ${diff.total} pixels differ`);
      for (const [side, body] of [['plain', a], ['hostile', b]] as const) {
        const file = test.info().outputPath(`${kind}-${side}.png`);
        writeFileSync(file, body);
        await test.info().attach(`${kind}-${side}.png`, { path: file, contentType: 'image/png' });
      }
    }
  }
  return failures;
}

test('the hostile stylesheet has every rule of the acceptance text', () => {
  // The comparison below proves nothing if the hostile page quietly lost its teeth.
  const css = HOSTILE_CSS.replace(/\s+/g, ' ');
  expect(css).toMatch(/\* \{[^}]*margin:[^}]*!important/);
  expect(css).toMatch(/\* \{[^}]*padding:[^}]*!important/);
  expect(css).toMatch(/iframe \{[^}]*border: 8px solid red !important/);
  expect(css).toMatch(/iframe \{[^}]*max-width: 50% !important/);
  expect(css).toMatch(/z-index: 21474836\d\d !important/);
  expect(css).toMatch(/html \{[^}]*overflow: hidden/);
});

test('every widget has the same size, position and pixels on the hostile-CSS page as on the plain page', async ({ browser }) => {
  // Two pages, nine frames, eighteen screenshots: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const plain = await openSide(browser, 'plain', '/gallery.html');
  const hostile = await openSide(browser, 'hostile', '/hostile-css.html');
  // The hostile sheet really applies on that page (and only there).
  await expect(hostile.page.locator('main')).toHaveCSS('z-index', '2147483646');
  await expect(plain.page.locator('main')).not.toHaveCSS('z-index', '2147483646');

  // Fixed widgets: the same box in the viewport.
  for (const kind of FIXED_KINDS) {
    const [a, b] = [await settledGeometry(plain.page, GALLERY[kind]), await settledGeometry(hostile.page, GALLERY[kind])];
    expectSameRect(kind, a.rect, b.rect, 'viewport box');
  }

  // Inline widgets: the host's own CSS moves and narrows the anchors (that is the host's business), so
  // each iframe is compared in its anchor: same offset from the anchor's content box, same height,
  // and as wide as the anchor allows (the box: its configured 350 px).
  for (const kind of INLINE_KINDS) {
    for (const side of [plain, hostile]) {
      const g = await settledGeometry(side.page, GALLERY[kind]);
      expect(g.insideAnchor, `${side.name}: ${kind} inside its anchor`).toBe(true);
      const expectedWidth = kind === 'box' ? Math.min(350, g.anchorContent!.width) : g.anchorContent!.width;
      expect(Math.abs(g.rect.width - expectedWidth), `${side.name}: ${kind} width ${g.rect.width}, expected ${expectedWidth}`).toBeLessThanOrEqual(PX);
      expect(Math.abs(relativeToAnchor(g).x) + Math.abs(relativeToAnchor(g).y), `${side.name}: ${kind} at its anchor's content origin`).toBeLessThanOrEqual(PX);
    }
  }
  // Then both hosts give every anchor the same content width: the widgets must become identical.
  for (const kind of INLINE_KINDS) {
    const width = Math.floor(Math.min((await iframeGeometry(plain.page, GALLERY[kind]))!.anchorContent!.width, (await iframeGeometry(hostile.page, GALLERY[kind]))!.anchorContent!.width));
    for (const side of [plain, hostile]) {
      await side.page.evaluate(
        ({ id, w }) => {
          const anchor = Array.from(document.querySelectorAll<HTMLElement>(`[data-widget-id="${id}"]`)).find((el) => el.tagName !== 'IFRAME');
          anchor?.style.setProperty('width', `${w}px`);
          anchor?.style.setProperty('box-sizing', 'content-box');
        },
        { id: String(GALLERY[kind]), w: width },
      );
    }
  }
  for (const kind of INLINE_KINDS) {
    const [a, b] = [await settledGeometry(plain.page, GALLERY[kind]), await settledGeometry(hostile.page, GALLERY[kind])];
    expectSameRect(kind, relativeToAnchor(a), relativeToAnchor(b), 'box in its anchor');
  }

  // Nothing of the host page covers any widget, despite its huge z-indexes.
  for (const side of [plain, hostile]) {
    for (const kind of SHOWN_ON_LOAD) expect(await topElementAtCentre(side.page, GALLERY[kind]), `${side.name}: on top of ${kind}`).toMatch(/^(the iframe|off screen)$/);
  }

  // Pixels: every frame as the host composites it, host content hidden behind translucent parts.
  await Promise.all([hideHostContent(plain.page), hideHostContent(hostile.page)]);
  for (const side of [plain, hostile]) {
    for (const kind of INLINE_KINDS) await snapToPixelGrid(side.page, GALLERY[kind]);
    for (const kind of INLINE_KINDS) {
      const r = (await settledGeometry(side.page, GALLERY[kind])).rect;
      expect([r.x % 1, r.y % 1], `${side.name}: ${kind} on whole pixels`).toEqual([0, 0]);
    }
  }
  const failures = await compareShots(browser, plain, hostile, SHOWN_ON_LOAD);

  for (const overlay of ['modal', 'page_takeover'] as const) {
    // The demo buttons are hidden with the rest of the host content; the public object opens it instead.
    for (const side of [plain, hostile]) {
      await side.page.evaluate((id) => (window as unknown as { MC: { getWidget(id: number): { forceOpen(): void } } }).MC.getWidget(id).forceOpen(), GALLERY[overlay]);
    }
    const [a, b] = [await settledGeometry(plain.page, GALLERY[overlay]), await settledGeometry(hostile.page, GALLERY[overlay])];
    expectSameRect(overlay, a.rect, b.rect, 'viewport box');
    expect(a.rect).toEqual({ x: 0, y: 0, ...VIEWPORT });
    for (const side of [plain, hostile]) expect(await topElementAtCentre(side.page, GALLERY[overlay]), `${side.name}: on top of ${overlay}`).toBe('the iframe');
    failures.push(...(await compareShots(browser, plain, hostile, [overlay])));
    for (const side of [plain, hostile]) await closeOverlay(side.page, overlay);
  }
  expect(failures, failures.join('\n')).toEqual([]);

  for (const side of [plain, hostile]) {
    expect(side.problems.pageErrors, `${side.name} page errors`).toEqual([]);
    expect(side.problems.consoleErrors, `${side.name} console errors`).toEqual([]);
  }
  await Promise.all([plain.page.context().close(), hostile.page.context().close()]);
});
