/**
 * Issue 29 "Success without a jump": an inline widget sits in the host page's flow, its iframe exactly
 * its card's size, so a success view shorter than the form would pull the host's content up. Submitting
 * the SMS card (demo/sms.html, 71), the box (65) and the landing (67) of the gallery moves no host content:
 * the host's layout-shift entries after the submit sum to 0, and the iframe keeps its height.
 */
import { expect, test, type Frame, type Page } from './test';
import { WIDGET_ORIGIN } from './origins';
import { expectVisible, widgetFrame, widgetIframe } from './support';
import { GALLERY, settledGeometry, waitForReady } from './gallery-support';

test.use({ reducedMotion: 'reduce' });

/** Starts summing the host page's layout shifts (from now on). */
async function watchShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) w.__shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
}

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const frameHeight = (page: Page, id: number) => widgetIframe(page, id).evaluate((el) => el.getBoundingClientRect().height);

/** After the success view is up, two animation frames of the host: any resize has been laid out. */
async function settle(page: Page, frame: Frame): Promise<void> {
  await expect(frame.locator('[data-success-view]')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe('messenger embeds', () => {
      test.use({ messengerSdk: 'abort' });

      for (const kind of ['box', 'landing'] as const) {
        test(`submitting the ${kind} moves no host content`, async ({ page }) => {
          await page.goto('/gallery.html');
          await waitForReady(page);
          const id = GALLERY[kind];
          await widgetIframe(page, id).scrollIntoViewIfNeeded();
          await settledGeometry(page, id);
          const before = await frameHeight(page, id);
          const frame = await widgetFrame(page, id);
          await watchShifts(page);
          await page.evaluate((widgetId) => (window as unknown as { MC: { getWidget(id: string): { submit(): void } } }).MC.getWidget(widgetId).submit(), String(id));
          await settle(page, frame);
          expect(await frameHeight(page, id)).toBeCloseTo(before, 0);
          expect(await shifted(page)).toBe(0);
        });
      }
    });

    test('submitting the SMS card moves no host content', async ({ page }) => {
      await page.route(`${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: true }) }),
      );
      await page.goto('/sms.html');
      await expectVisible(page, 71);
      const frame = await widgetFrame(page, 71);
      await expect(frame.getByRole('button', { name: /^Country code: United States \+1$/ })).toBeVisible();
      await frame.getByLabel('Mobile number').fill('(201) 555-0123');
      const before = await frameHeight(page, 71);
      await watchShifts(page);
      await frame.getByRole('button', { name: 'Subscribe' }).click();
      await settle(page, frame);
      expect(await frameHeight(page, 71)).toBeCloseTo(before, 0);
      expect(await shifted(page)).toBe(0);
    });
  });
}
