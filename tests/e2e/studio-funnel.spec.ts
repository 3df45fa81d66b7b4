/**
 * A widget's funnel and revenue in the studio (issue 47, item 5): visitors seeded through the real pixel
 * and sign-up endpoints with a real signed widget configuration (impressions carrying the arm, the test's
 * key and the browser's user agent; SMS sign-ups for some; money events with their session, one of a
 * session that never opted in), then the page screen's row shows the revenue, and the widget's results
 * screen, opened from the row by keyboard, shows the steps, the revenue, the device and arm tables, with
 * axe clean. Screenshots at 1280 and 375 px go to /tmp/funnel-shots/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { tabTo, useStudioSession } from './studioSession';
import { pageAxeProblems } from './support';

const STUDIO = `${WIDGET_ORIGIN}/studio/`;
const SHOTS = '/tmp/funnel-shots';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EXPERIMENT = { key: 'funnel-headline', status: 'running', arms: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'Free shipping' } } }] };

/** A page with one SMS box running a split test, stored through the admin API; its id. */
async function seededPage(page: Page): Promise<string> {
  const pageId = `e2e-funnel-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const config = { pageId, widgets: [{ widget_id: 1, widget_type: 'box', channel: 'sms', name: 'Welcome box', data: { main: { title: 'Get 10% off' }, experiment: EXPERIMENT } }] };
  expect((await page.request.put(`${WIDGET_ORIGIN}/admin/pages/${pageId}`, { headers: ADMIN_HEADERS, data: config })).status()).toBe(200);
  return pageId;
}

/** 6 visitors (4 on phones), 2 sign-ups in b and 1 in control; money: 30 + 12.5 USD from opted-in sessions, 999 from one that did not opt in. */
async function seedVisitors(page: Page, pageId: string): Promise<void> {
  const served = (await (await page.request.get(`${WIDGET_ORIGIN}/widget/config?page_id=${pageId}`)).json()) as { widgets: { widget_sign: string }[] };
  const sign = served.widgets[0]!.widget_sign;
  const visitors = [
    ['v1', 'b', PHONE, true],
    ['v2', 'b', PHONE, true],
    ['v3', 'b', DESKTOP, false],
    ['v4', 'control', PHONE, true],
    ['v5', 'control', PHONE, false],
    ['v6', 'control', DESKTOP, false],
  ] as const;
  for (const [n, [visitor, arm, agent, optsIn]] of visitors.entries()) {
    const session = `${pageId}-${visitor}`;
    const payload = { widget_id: 1, widget_type: 'box', widget_sign: sign, variant: arm, experiment: EXPERIMENT.key, user_agent: agent };
    const logged = await page.request.post(`${WIDGET_ORIGIN}/pixel/logEvent`, { data: { app_id: '1', account_id: pageId, event: 'impression', session_id: session, payload, b: false }, headers: { 'User-Agent': agent } });
    expect(logged.status()).toBe(200);
    if (!optsIn) continue;
    const signUp = { account_id: pageId, widget_id: 1, phone_number: `+1 201 555 01${String(n).padStart(2, '0')}`, session_id: session, widget_sign: sign };
    const answer = await page.request.post(`${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`, { data: signUp, headers: { 'User-Agent': agent } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const issued = await page.request.post(`${WIDGET_ORIGIN}/admin/pages/${pageId}/pixel-tokens`, { data: { ttl_seconds: 3600 }, headers: ADMIN_HEADERS });
  const { token } = (await issued.json()) as { token: string };
  for (const [visitor, weight] of [['v1', 30], ['v4', 12.5], ['v5', 999]] as const) {
    const money = await page.request.post(`${WIDGET_ORIGIN}/pixel/logMoneyEvent`, { data: { event: 'purchase', account_id: pageId, weight, currency: 'USD', token, session_id: `${pageId}-${visitor}` } });
    expect(money.status()).toBe(200);
  }
}

test('shows a widget’s funnel and revenue on its row and its results screen, by keyboard, axe clean', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const pageId = await seededPage(page);
  await seedVisitors(page, pageId);
  await useStudioSession(page.context());

  await page.goto(`${STUDIO}pages/${pageId}`);
  const row = page.getByRole('listitem').filter({ hasText: 'Welcome box' });
  await expect(row.getByRole('definition').last()).toHaveText('$42.50', { timeout: 30_000 });
  await expect(row).toContainText('50%');
  await page.screenshot({ path: `${SHOTS}/row_1280.png` });

  const link = row.getByRole('link', { name: 'Funnel and revenue of Welcome box' });
  await tabTo(page, link, 'Tab', 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Funnel and revenue', level: 1 })).toBeFocused({ timeout: 30_000 });

  const steps = page.getByRole('list', { name: 'Funnel' });
  await expect(steps.getByRole('listitem')).toHaveText([/Impressions\s*6/, /Opt-ins\s*3\s*50% of impressions/]);
  await expect(page.getByRole('list', { name: 'Amount per currency' })).toContainText('$42.50');
  await expect(page.getByRole('list', { name: 'Amount per currency' })).toContainText('2 events');
  const devices = page.getByRole('table', { name: 'By device' });
  await expect(devices.getByRole('row', { name: /Mobile/ })).toContainText(/4\s*3\s*75%/);
  await expect(devices.getByRole('row', { name: /Desktop/ })).toContainText(/2\s*0\s*0%/);
  const arms = page.getByRole('table', { name: 'By arm of the split test' });
  await expect(arms.getByRole('row', { name: /^b/ })).toContainText('$30.00');
  await expect(arms.getByRole('row', { name: /^control/ })).toContainText('$12.50');
  await expect(page.getByRole('img', { name: /Bar chart: 6 impressions over 30 days/ })).toBeVisible();

  // The chart's step, by keyboard: the group is one tab stop, the arrow moves to opt-ins.
  const optIns = page.getByRole('radio', { name: 'Opt-ins' });
  await tabTo(page, page.getByRole('radio', { name: 'Impressions' }), 'Tab', 60);
  await page.keyboard.press('ArrowRight');
  await expect(optIns).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('img', { name: /Bar chart: 3 opt-ins over 30 days/ })).toBeVisible();
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/results_1280.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(steps).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await pageAxeProblems(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/results_375.png`, fullPage: true });
  await page.goto(`${STUDIO}pages/${pageId}`);
  await expect(row.getByRole('definition').last()).toHaveText('$42.50', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/row_375.png`, fullPage: true });
});
