/**
 * The studio's reports on the real server (issue 17, "Reports"): real rows first, through the public
 * endpoints (an SMS sign-up through the widget API, pixel events, a conversion and money events with a
 * token from the admin API) and one studio session, then the screen: reached from the pages list, "Last 7 days" picked by
 * keyboard alone shows the subscriber with its consent text; a range typed in 2024 shows the empty state
 * and survives a reload; the CSV export downloads the report; the tabs move by arrow keys; a failed load
 * keeps the range and offers "Try again"; a lost session returns to the sign-in. axe at 1280 and 375 px,
 * no console error, no CSP violation.
 * (The README's studio_reports_*.png show the demo brand: studio-demo.spec.ts writes them.)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csvObjects, parseCsv } from '../parseCsv';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { tabTo, useStudioSession } from './studioSession';
import { cspViolations, pageAxeProblems, type Problems, watchProblems } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOTS = path.join(ROOT, 'docs', 'screenshots');
const STUDIO = `${WIDGET_ORIGIN}/studio/`;
/** SPEC §8, verbatim: the consent every SMS subscriber gave, shown with it in the report. */
const SMS_LEGAL_TEXT =
  'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';
/** The demo's SMS page: widget 71 is its SMS card. */
const PAGE_ID = 'sms';

/**
 * This run's own rows, told apart from those other tests leave on the same page: a number outside the
 * 201-555-01xx range the SMS tests sign up with (a random 2-digit suffix there met one of theirs in CI,
 * and the report's row was theirs), 201-2xx-xxxx from the clock and a random digit; new each time the
 * rows are seeded, so a repeated run (`--repeat-each`) never finds its number twice.
 */
let run = '';
let PHONE_TYPED = '';
let PHONE = '';
let EVENT = '';
function newRun(): void {
  run = String((Date.now() * 10 + Math.floor(Math.random() * 10)) % 1_000_000).padStart(6, '0');
  PHONE_TYPED = `+1 201 2${run.slice(0, 2)} ${run.slice(2)}`;
  PHONE = `+12012${run}`;
  EVENT = `e2e_reports_${run}`;
}

async function seed(request: APIRequestContext): Promise<void> {
  const config = (await (await request.get(`${WIDGET_ORIGIN}/widget/config?page_id=${PAGE_ID}`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
  const sign = config.widgets.find((w) => w.widget_id === 71)?.widget_sign;
  const subscribed = await request.post(`${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`, {
    data: { account_id: PAGE_ID, widget_id: 71, phone_number: PHONE_TYPED, session_id: `e2e-reports-${run}`, widget_sign: sign },
    headers: { Referer: `http://127.0.0.1/${PAGE_ID}.html` },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const logged = await request.post(`${WIDGET_ORIGIN}/pixel/logEvent`, {
    data: { app_id: '111111111111111', account_id: PAGE_ID, payload: {}, event: EVENT, session_id: `e2e-reports-${run}`, b: false },
  });
  expect(logged.status()).toBe(200);
  const issued = await request.post(`${WIDGET_ORIGIN}/admin/pages/${PAGE_ID}/pixel-tokens`, { data: { ttl_seconds: 3600 }, headers: ADMIN_HEADERS });
  const { token } = (await issued.json()) as { token: string };
  expect((await request.post(`${WIDGET_ORIGIN}/pixel/logConversionEvent`, { data: { event: 'signup', account_id: PAGE_ID, token } })).status()).toBe(200);
  for (const [weight, currency] of [[49.5, 'USD'], [1500, 'JPY']] as const) {
    const money = await request.post(`${WIDGET_ORIGIN}/pixel/logMoneyEvent`, { data: { event: 'purchase', account_id: PAGE_ID, weight, currency, token } });
    expect(money.status()).toBe(200);
  }
}

// One worker runs this file's tests in order: they share the rows seeded once below.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  newRun();
  await seed(request);
});

const unexpectedErrors = (problems: Problems, allowed: RegExp | null = null): string[] =>
  [...problems.consoleErrors, ...problems.pageErrors].filter((e) => allowed === null || !allowed.test(e));

/**
 * Opens the studio with the session and the page's reports from its page's screen (an e2e page is served
 * and opens by its address, but the pages list leaves it out: issue 49, server/rules/studioPageList.ts).
 */
async function openReports(page: Page): Promise<void> {
  await useStudioSession(page.context());
  await page.goto(`${STUDIO}pages/${PAGE_ID}`);
  await expect(page.getByRole('heading', { name: PAGE_ID, level: 1 })).toBeFocused();
  await page.getByRole('link', { name: /Reports/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`Reports · ${PAGE_ID} · Studio`);
}

/** The picker's anchor: the button naming the applied range. */
const anchorOf = (page: Page) => page.getByRole('button', { name: /^(Today|Yesterday)?\(?[A-Z][a-z]{2} \d{1,2}, \d{4}/ });

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const queryOf = (page: Page) => new URL(page.url()).searchParams;

test('the calendar keeps one height from month to month (SPEC §9: a grid of 6 weeks), its weeks starting on Sunday in en-US', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReports(page);
  await anchorOf(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The browser's locale is en-US: a Sunday-first locale.
  await expect(dialog.locator('thead th').first()).toHaveText('Sun');
  const heights = new Set<number>();
  const months = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const box = await dialog.boundingBox();
    heights.add(Math.round(box!.height));
    months.add((await dialog.locator('[role="grid"]').first().getAttribute('aria-label')) ?? '');
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  // A year of months (4, 5 and 6 weeks among them), one height.
  expect(months.size).toBe(12);
  expect([...heights]).toHaveLength(1);
});

for (const width of [1280, 375] as const) {
  test(`at ${width} px: "Last 7 days" by keyboard shows the subscriber with its consent text; axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const problems = await watchProblems(page);
    await openReports(page);

    // The last 30 days at first, in the address.
    await expect.poll(() => queryOf(page).get('from')).not.toBeNull();
    expect(daysBetween(queryOf(page).get('from')!, queryOf(page).get('to')!)).toBe(29);

    // From the heading, Tab reaches the picker; Enter opens it; Tab to "Last 7 days"; Enter applies it.
    await page.keyboard.press('Tab');
    const anchor = anchorOf(page);
    await expect(anchor).toBeFocused();
    await page.keyboard.press('Enter');
    const preset = page.getByRole('button', { name: 'Last 7 days' });
    await tabTo(page, preset);
    await page.keyboard.press('Enter');
    await expect(preset).toBeHidden();
    await expect.poll(() => daysBetween(queryOf(page).get('from')!, queryOf(page).get('to')!)).toBe(6);
    await expect(anchor).toBeFocused();

    const subscribers = page.getByRole('tab', { name: /^Subscribers/ });
    await expect(subscribers).toHaveAttribute('aria-selected', 'true');
    // The subscriber, with the consent text it agreed to: a table row on a desktop, a card on a phone.
    const rows =
      width === 1280
        ? page.getByRole('table', { name: 'Subscribers, newest first' }).getByRole('row')
        : page.getByRole('list', { name: 'Subscribers, newest first' }).getByRole('listitem');
    const mine = rows.filter({ hasText: PHONE });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(SMS_LEGAL_TEXT);
    await expect(mine.locator('time')).toHaveAttribute('title', /\d{4}/);
    await expect(mine).toContainText(/seconds? ago|minutes? ago/);
    await expect(page.getByRole('img', { name: /^Bar chart: \d+ subscribers? over 7 days/ })).toBeVisible();

    expect(await pageAxeProblems(page)).toEqual([]);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    // The picture without the anchor's focus ring or a hovered tile: focus on the heading (it draws no ring), pointer away.
    await page.getByRole('heading', { name: 'Reports', level: 1 }).focus();
    await page.mouse.move(0, 0);

    // The other reports, by arrow keys on the tabs: the pixel event, then the money in its currencies.
    await subscribers.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Pixel events/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(EVENT, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Money/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/report=money/);
    const perCurrency = page.getByRole('list', { name: 'Amount per currency' });
    await expect(perCurrency).toContainText('$');
    await expect(perCurrency).toContainText('¥');
    expect(await pageAxeProblems(page)).toEqual([]);

    expect(await cspViolations(page)).toEqual([]);
    expect(unexpectedErrors(problems)).toEqual([]);
  });
}

test('a range typed by keyboard in 2024 shows the empty state, and a reload keeps it', async ({ page }) => {
  const problems = await watchProblems(page);
  await openReports(page);
  await page.keyboard.press('Tab');
  await expect(anchorOf(page)).toBeFocused();
  await page.keyboard.press('Enter');

  // The typed fields: each date's segments take digits and move on by themselves.
  await tabTo(page, page.getByRole('spinbutton', { name: /month/ }).first());
  await page.keyboard.type('01012024');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: /month/ }).nth(1)).toBeFocused();
  await page.keyboard.type('01312024');
  const apply = page.getByRole('button', { name: 'Apply' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');

  await expect(anchorOf(page)).toHaveText('Jan 1, 2024 – Jan 31, 2024');
  await expect(page).toHaveURL(/\?from=2024-01-01&to=2024-01-31$/);
  await expect(page.getByText('No subscribers in this range')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bar chart: no subscribers on any of the 31 days.' })).toBeVisible();
  expect(await pageAxeProblems(page)).toEqual([]);

  await page.reload();
  await expect(anchorOf(page)).toHaveText('Jan 1, 2024 – Jan 31, 2024');
  await expect(page.getByText('No subscribers in this range')).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  expect(unexpectedErrors(problems)).toEqual([]);
});

test('Export CSV downloads the whole report: its header and the subscriber with its consent', async ({ page }) => {
  const problems = await watchProblems(page);
  await openReports(page);
  const { from, to } = { from: queryOf(page).get('from')!, to: queryOf(page).get('to')! };
  const link = page.getByRole('link', { name: 'Export subscribers as CSV' });
  await expect(link).toHaveAttribute('href', new RegExp(`/studio/api/pages/${PAGE_ID}/reports/subscribers\\.csv\\?from=${from}&to=${to}&tz=`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${PAGE_ID}-subscribers-${from}-to-${to}.csv`);
  const text = await readFile(await download.path(), 'utf8');
  expect(parseCsv(text)[0]).toEqual(['consented_at', 'local_time', 'phone', 'widget_id', 'consent_text', 'page_url']);
  const row = csvObjects(text).find((r) => r.phone === PHONE);
  expect(row).toMatchObject({ widget_id: '71', consent_text: SMS_LEGAL_TEXT, page_url: `http://127.0.0.1/${PAGE_ID}.html` });
  expect(Date.parse(row?.consented_at ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000);
  // Still on the reports: the download did not navigate away.
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  expect(unexpectedErrors(problems)).toEqual([]);
});

test('a failed load keeps the range and says so with "Try again"; a lost session returns to the sign-in', async ({ page, context }) => {
  const problems = await watchProblems(page);
  await openReports(page);
  await expect(page.getByRole('tab', { name: /^Subscribers/ })).toBeVisible();
  const before = await anchorOf(page).textContent();

  // The server fails once: the chosen range stays, the reason is said, "Try again" loads it.
  let failures = 1;
  await page.route((url) => url.pathname.endsWith(`/studio/api/pages/${PAGE_ID}/reports`), (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"state":false,"errors":[{"message":"Internal server error, please try again"}]}' }) : route.continue(),
  );
  await anchorOf(page).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The reports could not be loaded: Internal server error, please try again');
  const chosen = await anchorOf(page).textContent();
  expect(chosen).not.toBe(before);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: /^Subscribers/ })).toBeVisible();
  await expect(anchorOf(page)).toHaveText(chosen ?? '');
  await expect(alert).toHaveCount(0);

  // The session ends (the cookie is gone): the next load hands back to the sign-in, saying why.
  await context.clearCookies();
  await anchorOf(page).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByLabel('Admin token')).toBeVisible();
  await expect(page.getByText(/Not signed in/)).toBeVisible();

  // The only console lines: the browser's own for the 500 and the 401 this test asked for.
  expect(unexpectedErrors(problems, /status of (500 \(Internal Server Error\)|401 \(Unauthorized\))/)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('the reports API refuses a request without the session cookie (401)', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: WIDGET_ORIGIN });
  for (const p of [`/studio/api/pages/${PAGE_ID}/reports?from=2024-01-01&to=2024-01-31&tz=UTC`, `/studio/api/pages/${PAGE_ID}/reports/subscribers.csv?from=2024-01-01&to=2024-01-31&tz=UTC`]) {
    const answer = await api.get(p);
    expect(answer.status(), p).toBe(401);
    expect(await answer.text()).not.toContain('+1201');
  }
  await api.dispose();
});
