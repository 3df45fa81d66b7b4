/** Shared e2e helpers: problem collection (console errors, CSP violations) and page actions. */
import AxeBuilder from '@axe-core/playwright';
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

export async function expectVisible(page: Page, widgetId: string | number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await iframeBox(page, widgetId);
      return box !== null && box.display !== 'none' && box.visibility === 'visible' && box.width > 0 && box.height > 0;
    })
    .toBe(true);
}

export function isWidgetOrigin(url: string): boolean {
  return new URL(url).origin === WIDGET_ORIGIN;
}

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe inside one widget frame. The scan must really have reached inside the frame (a frame's nodes are
 * targeted through the iframe): @axe-core/playwright silently skips a frame when injecting axe into it
 * takes over 1 s, which happens on a loaded machine, so a scan that missed the frame is run again.
 */
export async function axeInFrame(page: Page, widgetId: string | number, label = `frame ${widgetId}`): Promise<AxeResults> {
  const reachedFrame = (r: AxeResults) => [...r.passes, ...r.violations].some((rule) => rule.nodes.some((node) => node.target.length > 1));
  const scan = () => new AxeBuilder({ page }).include(`iframe[data-widget-id="${widgetId}"]`).analyze();
  let results = await scan();
  for (let attempt = 1; attempt < 4 && !reachedFrame(results); attempt++) results = await scan();
  expect(reachedFrame(results), `axe analysed the inside of ${label}`).toBe(true);
  return results;
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
