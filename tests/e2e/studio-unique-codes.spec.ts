/**
 * The studio's "Unique codes" part (issue 48 item 5) at 375 px: an SMS card's code to copy switched to a
 * different code per subscriber, a CSV uploaded through the part's file picker (a dropped file: unit test,
 * Chromium gives a synthetic drop's file no entry, so React Aria skips it), the codes left and the
 * "Only N codes left" warning shown, a file with a bad line refused with its line named; saved as the
 * next step's shape. Screenshot of the part in docs/screenshots.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { expect, test } from './test';
import { useStudioSession } from './studioSession';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.use({ viewport: { width: 375, height: 800 }, messengerSdk: 'abort', reducedMotion: 'reduce' });

test('an SMS card gets unique codes: upload, codes left, the low warning, a refused line', async ({ page }) => {
  const pageId = `e2e-codes-${Date.now().toString(36)}`;
  await page.context().route(/facebook\.(net|com)/, (route) => route.abort());
  await useStudioSession(page.context());
  await page.goto(`${WIDGET_ORIGIN}/studio/`);
  const created = await page.evaluate(async (id) => {
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);
    return [await post('/studio/api/pages', { id }), await post(`/studio/api/pages/${id}/widgets`, { widget_type: 'box', channel: 'sms' })];
  }, pageId);
  expect(created).toEqual([201, 201]);

  await page.goto(`${WIDGET_ORIGIN}/studio/pages/${pageId}/widgets/1`);
  await expect(page.getByRole('heading', { name: 'SMS inline box', level: 1 })).toBeVisible({ timeout: 30_000 });
  // On a phone only Content is open.
  await page.getByRole('button', { name: /^After submit/ }).click();
  // React Aria's radios and switches are visually hidden inputs under their labels: chosen by keyboard.
  const codeStep = page.getByRole('radio', { name: /^A code to copy/ });
  await codeStep.focus();
  await page.keyboard.press('Space');
  await expect(codeStep).toBeChecked();
  const unique = page.getByRole('switch', { name: /^A different code for each subscriber/ });
  await unique.focus();
  await page.keyboard.press('Space');
  await expect(unique).toBeChecked();
  const part = page.getByTestId('coupon-codes');
  await expect(part).toContainText('No codes uploaded yet.');
  await expect(page.getByRole('textbox', { name: /^Code/ })).toHaveCount(0);

  const input = part.locator('input[type="file"]');
  await input.setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from('code\nSPRING-A1\nSPRING-B2\nSPRING-C3\nSPRING-A1\n') });
  await expect(part).toContainText('3 codes left of 3.');
  await expect(part).toContainText('Only 3 codes left.');
  await expect(part).toContainText('Added 3 codes (skipped 1 repeat in the file).');
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: path.join(SHOTS, 'studio_unique_codes_375.png'), animations: 'disabled', caret: 'hide' });

  await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`GOOD-1\n${'X'.repeat(70)}\n`) });
  await expect(part).toContainText('Line 2: the code is longer than 64 characters');

  await page.getByRole('textbox', { name: /^When no code is left, say/ }).fill('All gone, sorry');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const stored = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  const { page: saved } = (await stored.json()) as { page: { config: { widgets: { data: { submitted?: { nextStep?: unknown } } }[] } } };
  expect(saved.config.widgets[0]?.data.submitted?.nextStep).toMatchObject({ type: 'code', unique: true, fallback_text: 'All gone, sorry' });
});
