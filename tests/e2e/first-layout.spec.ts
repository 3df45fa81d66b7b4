/**
 * The first visible size of a widget is its real size, never a transient one: no height the host ever
 * gives the bar's iframe exceeds its settled height (a frame measured while still 0 px wide once reported
 * 301 px for a 73 px bar). The frame's stylesheet is slowed down as well, because an unstyled
 * measurement would be the other way to get a wrong first size.
 */
import { expect, test } from './test';
import { expectVisible, iframeBox, scrollToPercent } from './support';

test('the bar is never shown taller than its settled height, even with a slow stylesheet', async ({ page }) => {
  // Every height the host ever gives the bar's iframe, recorded from the first style change on.
  await page.addInitScript(() => {
    const w = window as unknown as { __barHeights: number[] };
    w.__barHeights = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.tagName !== 'IFRAME' || el.getAttribute('data-widget-id') !== '7') continue;
        const h = el.getBoundingClientRect().height;
        if (h > 0) w.__barHeights.push(h);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.route('**/frame/assets/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await page.goto('/');
  // Ask for the bar at once, while the frame's CSS is still on the wire.
  await scrollToPercent(page, 35);
  await expectVisible(page, 7);
  await page.waitForTimeout(500);
  const final = await iframeBox(page, 7);
  const heights = await page.evaluate(() => (window as unknown as { __barHeights: number[] }).__barHeights);
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights)).toBeLessThanOrEqual(final!.height + 2);
  expect(heights[0]).toBeCloseTo(final!.height, 0);
});
