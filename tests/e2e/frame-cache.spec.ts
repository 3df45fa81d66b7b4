/**
 * Issue 26 step 1: a frame document's address carries its version (`v`, the configuration's
 * `frame_version`), and the server answers that address as immutable, so a repeat page view opens its
 * frames from the browser's HTTP cache without asking the server again.
 *
 * Playwright's own `test` here, not ./test: that one answers Meta's SDK by request interception, and any
 * interception turns the browser's HTTP cache off. The SMS page loads no SDK.
 */
import { expect, test, type Frame } from '@playwright/test';
import { widgetFrame } from './support';

/** The frame's own navigation entry: its address, and how many bytes came over the network for it. */
const documentLoad = (frame: Frame) =>
  frame.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { url: location.href, transferSize: entry.transferSize };
  });

test('a repeat page view opens its frame document from the HTTP cache, at the versioned address', async ({ page }) => {
  await page.goto('/sms.html');
  const first = await documentLoad(await widgetFrame(page, 71));
  const version = new URL(first.url).searchParams.get('v');
  expect(version).toMatch(/^[\w-]{16}$/);
  expect(first.transferSize).toBeGreaterThan(0);

  await page.goto('/sms.html');
  const again = await documentLoad(await widgetFrame(page, 71));
  expect(new URL(again.url).searchParams.get('v')).toBe(version);
  // Nothing over the network: no request, not even a revalidation (a 304 would transfer its headers).
  expect(again.transferSize).toBe(0);
});
