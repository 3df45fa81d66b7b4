/**
 * QA standalone mode: the frame document opened as a top-level page renders a widget from a fixture,
 * a harness panel sends the page signals by hand, and every bridge message is logged.
 */
import { expect, test } from './test';
import { WIDGET_ORIGIN } from './origins';

test('QA mode renders the bar fixture, drives it with hand-made signals and logs every bridge message', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${WIDGET_ORIGIN}/frame/index.html?qa=bar`);

  const log = page.getByRole('list', { name: 'Bridge messages, newest first' });
  await expect(log.getByText('mc:hello', { exact: true })).toBeVisible();
  await expect(log.getByText('mc:layout', { exact: true }).first()).toBeVisible();
  const slot = page.getByTestId('qa-frame-slot');
  await expect(slot).toBeHidden();

  // 29 % keeps the bar hidden; 30 % opens it (whenDisplay scroll 30).
  await page.getByLabel('Scroll depth (%)', { exact: true }).fill('29');
  await expect(log.getByText('mc:page-signals', { exact: true }).first()).toBeVisible();
  await expect(slot).toBeHidden();
  await page.getByLabel('Scroll depth (%)', { exact: true }).fill('30');
  await expect(slot).toBeVisible();
  await expect(slot.getByText('Get 10% off')).toBeVisible();
  await expect(log.getByText('mc:session-update', { exact: true })).toBeVisible();

  // Close with the widget's own button: hidden again, and the manual close is logged.
  await slot.getByRole('button', { name: 'Close' }).click();
  await expect(slot).toBeHidden();
  await expect(log.getByText(/"manualClose":true/).first()).toBeVisible();

  // The harness can force it open again, whatever the rules say.
  await page.getByRole('button', { name: 'Send command forceOpen' }).click();
  await expect(slot).toBeVisible();
  expect(errors).toEqual([]);
});

test('QA mode lists the fixtures for an unknown name', async ({ page }) => {
  await page.goto(`${WIDGET_ORIGIN}/frame/index.html?qa=nope`);
  await expect(page.getByRole('link', { name: /bar/ }).first()).toBeVisible();
});
