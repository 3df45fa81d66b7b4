/**
 * SPEC §2 "A route change resets the timer and page state and reloads embeds and checkboxes" (issue 28):
 * the single-page app's order-updates box (demo/config/spa.json, widget 43) stays in the page on every
 * route. Submitted on one route, it offers its form again on the next, in the same iframe and the same
 * frame document (nothing is reloaded over the network, nothing blinks).
 */
import { expect, test } from './test';
import { expectVisible, watchProblems, widgetFrame, widgetIframe } from './support';
import { waitForReady } from './gallery-support';

const BOX = 43;

test.use({ messengerSdk: 'abort', viewport: { width: 1280, height: 900 } });

test('a submitted inline box starts over on the next route, in the same frame, without being hidden in between', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/spa/');
  await waitForReady(page);
  await expectVisible(page, BOX);
  const frame = await widgetFrame(page, BOX);
  // Markers that a replaced iframe or a reloaded frame document would lose.
  await widgetIframe(page, BOX).evaluate((iframe) => ((iframe as HTMLIFrameElement & { __kept?: boolean }).__kept = true));
  await frame.evaluate(() => ((window as unknown as { __kept?: boolean }).__kept = true));
  await page.evaluate(() => {
    const w = window as unknown as { MC: { on(name: string, fn: (d: { widgetId: string }) => void): void }; __closed: string[] };
    w.__closed = [];
    w.MC.on('close', (detail) => w.__closed.push(detail.widgetId));
  });

  await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { submit(): void } } }).MC.getWidget(id).submit(), String(BOX));
  await expect(frame.locator('[data-success-view]')).toBeVisible();

  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/spa\/cart$/);
  await expect(frame.locator('[data-success-view]')).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Order updates on Messenger' })).toBeVisible();
  await expectVisible(page, BOX);
  expect(await widgetIframe(page, BOX).evaluate((iframe) => (iframe as HTMLIFrameElement & { __kept?: boolean }).__kept)).toBe(true);
  expect(await frame.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __closed: string[] }).__closed)).toEqual([]);

  // The reloaded form works again: a second submit on the new route.
  await page.evaluate((id) => (window as unknown as { MC: { getWidget(id: string): { submit(): void } } }).MC.getWidget(id).submit(), String(BOX));
  await expect(frame.locator('[data-success-view]')).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  // The SDK is blocked on purpose (the submit takes the link's path): its failed load is the only error.
  expect(problems.consoleErrors.filter((error) => !error.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
});
