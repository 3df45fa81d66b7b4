/** Shared e2e helpers: problem collection (console errors, CSP violations) and page actions. */
import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults } from 'axe-core';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { WIDGET_ORIGIN } from './origins';

export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * Records console errors and uncaught errors of the page and all its frames, and counts
 * `securitypolicyviolation` events in every document (read back with `cspViolations`).
 */
export async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { consoleErrors: [], pageErrors: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(`${msg.location().url}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

/** CSP violations seen by the host document and by every frame document. */
export async function cspViolations(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    const v = await frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
    all.push(...v.map((x) => `${frame.url()}: ${x}`));
  }
  return all;
}

export function widgetIframe(page: Page, widgetId: string | number): Locator {
  return page.locator(`iframe[data-widget-id="${widgetId}"]`);
}

export async function widgetFrame(page: Page, widgetId: string | number): Promise<Frame> {
  const handle = await widgetIframe(page, widgetId).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for widget ${widgetId}`);
  return frame;
}

/** Scrolls the host page to a percentage of its scrollable height. */
export async function scrollToPercent(page: Page, percent: number): Promise<void> {
  await page.evaluate((p) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round((max * p) / 100));
  }, percent);
}

export async function iframeBox(page: Page, widgetId: string | number) {
  return page.evaluate((id) => {
    const el = document.querySelector<HTMLIFrameElement>(`iframe[data-widget-id="${id}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return { display: cs.display, visibility: cs.visibility, x: r.x, y: r.y, width: r.width, height: r.height, viewportHeight: window.innerHeight };
  }, String(widgetId));
}

/** Hidden per the loader: invisible and 0×0 (still laid out, so the frame can measure itself). */
export async function expectHidden(page: Page, widgetId: string | number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await iframeBox(page, widgetId);
      return box !== null && box.visibility === 'hidden' && box.width === 0 && box.height === 0;
    })
    .toBe(true);
}

export async function expectVisible(page: Page, widgetId: string | number, timeout?: number): Promise<void> {
  // Named in the failure: a page of several widgets says which one never showed.
  await expect
    .poll(async () => {
      const box = await iframeBox(page, widgetId);
      return box !== null && box.display !== 'none' && box.visibility === 'visible' && box.width > 0 && box.height > 0;
    }, { message: `widget ${widgetId} is visible`, timeout })
    .toBe(true);
}

export function isWidgetOrigin(url: string): boolean {
  return new URL(url).origin === WIDGET_ORIGIN;
}

export type { AxeResults };

/**
 * axe inside one widget frame: axe-core is evaluated into that frame alone and run on its document.
 * @axe-core/playwright injects into every frame of the page and silently skips a frame whose injection
 * takes over 1 s (usual on a loaded machine), and a page's players and maps can hold it up; a widget's
 * content is all inside its own frame, so that frame is the whole scan. Frames the widget embeds (a
 * video player) are third-party content and are not scanned (`iframes: false`).
 */
export async function axeInFrame(page: Page, widgetId: string | number): Promise<AxeResults> {
  const frame = await widgetFrame(page, widgetId);
  // CDP evaluation is not subject to the frame's CSP; the trailing `undefined` keeps the result serialisable.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(`${axeCore.source}\nundefined`);
  return frame.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { iframes: false, resultTypes: ['violations'] }));
}

/** Serious or critical violations of axe results, one line each. */
const seriousViolations = (results: AxeResults): string[] =>
  results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);

/** Serious or critical axe violations inside one widget frame, one line each. */
export async function axeProblems(page: Page, widgetId: number): Promise<string[]> {
  return seriousViolations(await axeInFrame(page, widgetId));
}

/** Serious or critical axe violations of the whole document (frames included), one line each. */
export async function pageAxeProblems(page: Page): Promise<string[]> {
  return seriousViolations(await new AxeBuilder({ page }).analyze());
}
