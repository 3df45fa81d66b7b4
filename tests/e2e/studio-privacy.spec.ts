/**
 * The page settings' "Privacy" part in the studio (issue 48, studio/pageSettings/PrivacySection.tsx): the
 * "Wait for consent before storing anything" switch and the "IP address in consent records" select, set
 * by keyboard and saved through PUT /studio/api/pages/:id/settings; the admin API then holds exactly
 * `consent: {waitForConsent: true, ipAddress: 'truncated'}`, and switching both back removes the field.
 * Writes docs/screenshots/studio_privacy_1280.png.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { newStudioPage } from './studioSession';
import { pageAxeProblems, watchProblems } from './support';
import { expect, test, type Page } from './test';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;

test.use({ messengerSdk: 'abort', reducedMotion: 'reduce' });

async function storedConsent(page: Page, pageId: string): Promise<unknown> {
  const answer = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { page: { config: Record<string, unknown> } }).page.config.consent;
}

test('wait for consent and a truncated IP address are saved as the page\'s consent settings; the defaults remove them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = await watchProblems(page);
  const pageId = await newStudioPage(page, 'e2e-privacy', 'box');
  await page.goto(`${STUDIO}pages/${pageId}`);
  const form = page.getByRole('form', { name: 'Privacy' });
  const wait = form.getByRole('switch', { name: 'Wait for consent before storing anything' });
  await expect(wait).not.toBeChecked();
  const ip = form.getByRole('button', { name: /IP address in consent records/ });
  await expect(ip).toContainText('Full address');

  await wait.focus();
  await page.keyboard.press('Space');
  await expect(wait).toBeChecked();
  await ip.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /^Truncated/ }).click();
  await expect(ip).toContainText('Truncated');
  await expect(form.getByText('Unsaved changes')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await page.locator('section').filter({ has: page.getByRole('heading', { name: 'Privacy', level: 2 }) }).screenshot({ path: path.join(SHOTS, 'studio_privacy_1280.png') });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  expect(await storedConsent(page, pageId)).toEqual({ waitForConsent: true, ipAddress: 'truncated' });
  expect(await pageAxeProblems(page)).toEqual([]);

  await wait.focus();
  await page.keyboard.press('Space');
  await expect(wait).not.toBeChecked();
  await ip.click();
  await page.getByRole('option', { name: 'Full address' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved')).toBeVisible();
  expect(await storedConsent(page, pageId)).toBeUndefined();
  expect(problems.consoleErrors).toEqual([]);
});
