/**
 * Issue 27, "widgets survive sites that swap their pages": the demo's two-page sites
 * (server/demo/swapPages.ts), each with its library as published on npm: Turbo 8 (body swaps and a
 * morphing refresh), htmx 2's hx-boost, an Astro-style `document.body.replaceWith` inside a view
 * transition, and Swup 4 (only a content container swapped, the address changed first). Page A → B → A
 * → B by clicking links; after each swap: one frame per floating widget, still visible in its place and
 * not reloaded (a marker set inside each frame survives), the omnichat panel open with the number typed
 * into its text-message field, the new page's inline box in its anchor, the top bar (whitelisted for
 * page A) only on page A, and no error in the host page.
 */
import { expect, test, type Frame, type Page } from './test';
import { expectHidden, expectVisible, watchProblems, widgetFrame, widgetIframe, type Problems } from './support';
import { waitForReady } from './gallery-support';

const BOTTOM_BAR = 91;
const BOX = 92;
const OMNICHAT = 93;
/** Whitelisted for `*\/a`: shown on page A only. */
const TOP_BAR_A = 94;
const FLOATING = [BOTTOM_BAR, OMNICHAT] as const;
const NUMBER = '2015550123';

const SITES = ['turbo', 'htmx', 'astro', 'swup'] as const;

/** A marker in the frame's window: gone if the frame's document was ever loaded again. */
async function markFrame(page: Page, id: number): Promise<void> {
  await (await widgetFrame(page, id)).evaluate(() => ((window as unknown as { __keep: string }).__keep = 'kept'));
}
async function frameMarker(page: Page, id: number): Promise<string | undefined> {
  return (await widgetFrame(page, id)).evaluate(() => (window as unknown as { __keep?: string }).__keep);
}

/** Every `iframe[data-widget-id]` of the host page, by widget id. */
async function frameCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const el of document.querySelectorAll('iframe[data-widget-id]')) {
      const id = el.getAttribute('data-widget-id') ?? '';
      counts[id] = (counts[id] ?? 0) + 1;
    }
    return counts;
  });
}

/** The omnichat panel, open on its text-message channel with the visitor's number typed. */
async function openPanelAndType(page: Page): Promise<Frame> {
  const frame = await widgetFrame(page, OMNICHAT);
  await frame.getByTestId('omnichat-bubble').click();
  await frame.locator('[data-channel="sms"]').click();
  await frame.getByLabel('Mobile number').fill(NUMBER);
  return frame;
}

async function expectPanelKept(page: Page): Promise<void> {
  const frame = await widgetFrame(page, OMNICHAT);
  await expect(frame.getByRole('dialog', { name: 'How can we help you?' })).toBeVisible();
  await expect(frame.getByLabel('Mobile number')).toHaveValue(NUMBER);
}

/** Clicks the page's own link to the other page and waits for the library to have swapped it in. */
async function goTo(page: Page, target: 'a' | 'b'): Promise<void> {
  await page.locator(`a[data-page-link="${target}"]`).click();
  await expect(page.locator('main[data-page]')).toHaveAttribute('data-page', target);
  await expect(page).toHaveURL(new RegExp(`/${target}$`));
}

async function expectSwappedPage(page: Page, target: 'a' | 'b', problems: Problems): Promise<void> {
  // The new page's box, in the new page's anchor.
  await expect(page.locator(`main[data-page="${target}"] [data-widget-id="${BOX}"] iframe[data-widget-id="${BOX}"]`)).toBeVisible();
  await expectVisible(page, BOX);
  if (target === 'a') await expectVisible(page, TOP_BAR_A);
  else await expectHidden(page, TOP_BAR_A);
  for (const id of FLOATING) {
    await expectVisible(page, id);
    expect(await frameMarker(page, id), `widget ${id}'s frame was loaded again`).toBe('kept');
  }
  await expectPanelKept(page);
  const counts = await frameCounts(page);
  for (const id of [BOTTOM_BAR, OMNICHAT, TOP_BAR_A, BOX]) expect(counts[String(id)], `frames of widget ${id}`).toBe(1);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const site of SITES) {
  test(`${site}: A → B → A → B keeps the floating widgets, their frames and the open chat panel; each page gets its box`, async ({ page }) => {
    const problems = await watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('included more than once')) warnings.push(message.text());
    });
    await page.goto(`/swap/${site}/a`);
    await waitForReady(page);
    for (const id of [...FLOATING, BOX, TOP_BAR_A]) await expectVisible(page, id);
    for (const id of FLOATING) await markFrame(page, id);
    await openPanelAndType(page);
    for (const target of ['b', 'a', 'b'] as const) {
      await goTo(page, target);
      await expectSwappedPage(page, target, problems);
    }
    // Back and forward: the library's own restoration (Turbo's and htmx's page caches, a popstate swap).
    await page.goBack();
    await expect(page.locator('main[data-page]')).toHaveAttribute('data-page', 'a');
    await expectSwappedPage(page, 'a', problems);
    await page.goForward();
    await expect(page.locator('main[data-page]')).toHaveAttribute('data-page', 'b');
    await expectSwappedPage(page, 'b', problems);
    // A click on the host page (a link of its own) keeps the panel and the number too.
    await page.locator('main h1').click();
    await expectPanelKept(page);
    // The tag that comes back with each new body is the running loader's own: no "included twice" warning.
    expect(warnings).toEqual([]);
  });
}

test('turbo: a morphing refresh (turbo-refresh-method morph) leaves every widget and its frame alone', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/swap/turbo/a');
  await waitForReady(page);
  for (const id of [...FLOATING, BOX]) await expectVisible(page, id);
  for (const id of [...FLOATING, BOX]) await markFrame(page, id);
  await openPanelAndType(page);
  await page.evaluate(() => {
    const w = window as unknown as { __morphed: boolean };
    w.__morphed = false;
    document.addEventListener('turbo:morph', () => (w.__morphed = true));
  });
  await page.getByRole('button', { name: 'Refresh this page' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __morphed: boolean }).__morphed)).toBe(true);
  await expectSwappedPage(page, 'a', problems);
  expect(await frameMarker(page, BOX), 'the box was reloaded by the morph').toBe('kept');
  await expect(widgetIframe(page, BOX)).toHaveCount(1);
});

test("the browser's back-forward cache: back from another site's page shows each widget once", async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/swap/turbo/a');
  await waitForReady(page);
  for (const id of [...FLOATING, BOX, TOP_BAR_A]) await expectVisible(page, id);
  // A page load, not a swap: the document is left (and kept in the back-forward cache where the browser can).
  await page.goto('/double-loader.html');
  await page.goBack();
  await expect(page).toHaveURL(/\/swap\/turbo\/a$/);
  await waitForReady(page);
  for (const id of [...FLOATING, BOX, TOP_BAR_A]) await expectVisible(page, id);
  const counts = await frameCounts(page);
  for (const id of [BOTTOM_BAR, OMNICHAT, TOP_BAR_A, BOX]) expect(counts[String(id)], `frames of widget ${id}`).toBe(1);
  expect(problems.pageErrors).toEqual([]);
});
