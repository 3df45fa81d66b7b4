/**
 * SPEC §4 "Open variants: manual (by a named trigger event; ignores the entrance trigger)", issue 28: the
 * demo's modal (demo/config/trigger.json, widget 97) names `spring-sale` and waits for a scroll to 80 %.
 * `MC('trigger', 'spring-sale')`, and a click on the page's `data-mc-trigger` button, open it at once;
 * its repeat rule (not again after a manual close) still keeps it closed after the visitor closed it.
 */
import { expect, test, type Page } from './test';
import { expectHidden, expectVisible, watchProblems, widgetFrame } from './support';
import { waitForReady } from './gallery-support';
import { QUEUE_SNIPPET } from '../../loader/queue';

const MODAL = 97;

async function closeByHand(page: Page): Promise<void> {
  const frame = await widgetFrame(page, MODAL);
  await frame.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expectHidden(page, MODAL);
}

test.use({ viewport: { width: 1280, height: 800 } });

test("MC('trigger', 'spring-sale') opens the widget that names it, though its scroll trigger is not met; after a manual close its repeat rule keeps it closed", async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/named-trigger.html');
  await waitForReady(page);
  await page.waitForTimeout(1_000);
  await expectHidden(page, MODAL);
  expect(await page.evaluate(() => window.MC!('trigger', 'spring-sale'))).toBe(1);
  await expectVisible(page, MODAL);
  await expect((await widgetFrame(page, MODAL)).getByRole('dialog')).toContainText('Spring sale: 20% off everything');
  await closeByHand(page);
  // showAgainIfClosed never: the same event no longer opens it.
  await page.evaluate(() => window.MC!('trigger', 'spring-sale'));
  await page.waitForTimeout(1_000);
  await expectHidden(page, MODAL);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a click on a data-mc-trigger element opens it without code; an event no widget names opens nothing', async ({ page }) => {
  await page.goto('/named-trigger.html');
  await waitForReady(page);
  expect(await page.evaluate(() => window.MC!('trigger', 'winter-sale'))).toBe(0);
  await page.waitForTimeout(500);
  await expectHidden(page, MODAL);
  await page.getByRole('button', { name: 'See the spring sale' }).click();
  await expectVisible(page, MODAL);
});

test('a trigger queued before the loader arrived (the queue snippet) opens the widget once it has rendered', async ({ page }) => {
  // The site's own script, before the loader's tag: the queue snippet, then the call.
  await page.addInitScript(`${QUEUE_SNIPPET} MC('trigger', 'spring-sale');`);
  await page.goto('/named-trigger.html');
  await waitForReady(page);
  await expectVisible(page, MODAL);
});

test('"No thanks" under the call to action closes the modal as a manual close: its repeat rule keeps it closed (issue 29)', async ({ page }) => {
  await page.goto('/named-trigger.html');
  await waitForReady(page);
  await page.evaluate(() => window.MC!('trigger', 'spring-sale'));
  await expectVisible(page, MODAL);
  const frame = await widgetFrame(page, MODAL);
  const decline = frame.getByRole('dialog').getByRole('button', { name: 'No thanks', exact: true });
  // Reached by keyboard right after the call to action.
  await frame.getByRole('dialog').getByRole('link', { name: /Send to Messenger/ }).or(frame.getByRole('dialog').getByRole('button', { name: /Send to Messenger/ })).first().focus();
  await page.keyboard.press('Tab');
  await expect(decline).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHidden(page, MODAL);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null')?.widgets?.['97']?.manualClose))
    .toBe(true);
  await page.evaluate(() => window.MC!('trigger', 'spring-sale'));
  await expectHidden(page, MODAL);
});
