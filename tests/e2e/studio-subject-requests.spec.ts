/**
 * The studio's privacy screen on the real server (issue 48, item 4): a subscriber signed up through the
 * widget API with a pixel event of the same visit, then, from the header's "Privacy" link, the phone number
 * found (per table), exported as JSON, and erased after the confirmation; found again, nothing is left.
 * axe at 1280 px, no console error, no CSP violation. Writes the README's screenshot: docs/screenshots/studio_subject_requests_1280.png.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { WIDGET_ORIGIN } from './origins';
import { useStudioSession } from './studioSession';
import { cspViolations, pageAxeProblems, watchProblems } from './support';

const PAGE_ID = 'sms';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test('finds, exports and erases one person’s data by phone number', async ({ page, request }) => {
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const phone = `+12013${run}`;
  const session = `e2e-privacy-${run}`;
  const config = (await (await request.get(`${WIDGET_ORIGIN}/widget/config?page_id=${PAGE_ID}`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
  const sign = config.widgets.find((w) => w.widget_id === 71)?.widget_sign;
  const subscribed = await request.post(`${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`, {
    data: { account_id: PAGE_ID, widget_id: 71, phone_number: phone, session_id: session, widget_sign: sign },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const logged = await request.post(`${WIDGET_ORIGIN}/pixel/logEvent`, {
    data: { app_id: '111111111111111', account_id: PAGE_ID, payload: {}, event: `e2e_privacy_${run}`, session_id: session, b: false },
  });
  expect(logged.status()).toBe(200);

  const problems = await watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useStudioSession(page.context());
  await page.goto(`${WIDGET_ORIGIN}/studio/`);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Subject requests', level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Privacy · Studio');

  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: /^Found \d+ rows?$/, level: 2 })).toBeVisible();
  const rowOf = (table: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: table, exact: true }) });
  await expect(rowOf('subscribers').getByRole('cell').last()).toHaveText('1');
  await expect(rowOf('pixel_events').getByRole('cell').last()).toHaveText('1');
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'studio_subject_requests_1280.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subject-request-phone-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { data: { table: string; rows: { phone?: string }[] }[] };
  expect(exported.data.find((d) => d.table === 'subscribers')?.rows[0]?.phone).toBe(phone);

  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('will be deleted for good');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Erased \d+ rows/ })).toBeVisible();

  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing found', level: 2 })).toBeVisible();
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});
