/**
 * Unique coupon codes (issue 48 item 5), end to end on the real server: a page of its own with an SMS card
 * whose code to copy is unique, one code uploaded through the admin API; the first visitor who signs up
 * sees that code in the copy box, the next one the owner's fallback text (both at 375 px, screenshots in
 * docs/screenshots), and the admin API counts the code as given.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { expectVisible, widgetFrame, widgetIframe } from './support';

// A page of each run's own: a code given in one run (or a repeat of this test) is never there for the next.
const PAGE = `coupons-e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WIDGET = 1;
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

const config = {
  pageId: PAGE,
  page_name: 'Demo Shop',
  whitelist: ['127.0.0.1', 'localhost'],
  sms_channel_connected: true,
  widget_phone: '+15550100200',
  widgets: [
    {
      widget_id: WIDGET,
      widget_type: 'box',
      channel: 'sms',
      name: 'SMS card: a code of your own',
      data: {
        main: { title: 'Get 10% off your first order', desc: 'Sign up for texts and get a code of your own.', smsButtonText: 'Subscribe', whenDisplay: { type: 'always', value: null } },
        submitted: {
          title: 'You’re subscribed!',
          desc: 'Use your code at checkout.',
          nextStep: { type: 'code', unique: true, text: 'Your welcome code', fallback_text: 'All our welcome codes are gone: watch your texts for the next one.' },
        },
        actions: { opt_in_text: 'Subscribe' },
      },
    },
  ],
};

test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });

/** Opens the page, signs up with `phone`, and returns the frame once its success view shows. */
async function signUp(page: Page, pageId: string, phone: string) {
  await page.goto(`/try.html?page=${pageId}&embed=${WIDGET}`);
  await expectVisible(page, WIDGET);
  const frame = await widgetFrame(page, WIDGET);
  await expect(frame.getByRole('button', { name: /^Country code: United States \+1$/ })).toBeVisible();
  // React, not the painted view, takes the number (as next-step.spec.ts waits).
  await expect.poll(() => frame.evaluate(() => performance.getEntriesByName('mc:frame-commit').length)).toBeGreaterThan(0);
  await frame.getByLabel('Mobile number').fill(phone);
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.locator('[data-success-view]')).toBeVisible();
  return frame;
}

test('the first subscriber gets the uploaded code in the copy box, the next one the fallback text', async ({ page, browser }, testInfo) => {
  const pageId = `${PAGE}-${testInfo.repeatEachIndex}`;
  const CODES_URL = `${WIDGET_ORIGIN}/admin/pages/${pageId}/widgets/${WIDGET}/coupon-codes`;
  expect((await page.request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: { ...config, pageId } })).status()).toBe(200);
  const uploaded = await page.request.post(CODES_URL, { headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/csv' }, data: 'code\nWELCOME-7Q2F\n' });
  expect(await uploaded.json()).toMatchObject({ state: true, added: 1, left: 1 });

  const frame = await signUp(page, pageId, '(201) 555-0142');
  const box = frame.locator('[data-next-step="code"]');
  await expect(box.locator('code')).toHaveText('WELCOME-7Q2F');
  await expect(box).toContainText('Your welcome code');
  await expect(box.getByRole('button', { name: 'Copy' })).toBeVisible();
  await widgetIframe(page, WIDGET).screenshot({ path: path.join(SHOTS, 'unique_code_375.png'), animations: 'disabled', caret: 'hide', scale: 'css' });

  // Another visitor (a browser of their own): no code is left.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce', baseURL: test.info().project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    const second = await signUp(otherPage, pageId, '(201) 555-0143');
    await expect(second.locator('[data-next-step="fallback"]')).toHaveText('All our welcome codes are gone: watch your texts for the next one.');
    await expect(second.locator('[data-next-step="code"]')).toHaveCount(0);
    await widgetIframe(otherPage, WIDGET).screenshot({ path: path.join(SHOTS, 'unique_code_fallback_375.png'), animations: 'disabled', caret: 'hide', scale: 'css' });
  } finally {
    await other.close();
  }
  const counts = await page.request.get(CODES_URL, { headers: ADMIN_HEADERS });
  expect(await counts.json()).toEqual({ state: true, total: 1, given: 1, left: 0 });
});
