/**
 * Issue 3, the display engine in a real browser: every entrance trigger, devices, repeat display with a
 * fake clock, single-page-app routes (whitelist, blacklist, timers restarted), a page whose
 * localStorage throws, and the impression event through the pixel.
 */
import { devices, expect, test, type Page } from './test';
import { expectHidden, expectVisible, scrollToPercent, widgetFrame } from './support';

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { MC?: { status: string } }).MC?.status === 'ready');
}

test.describe('entrance triggers and devices (desktop)', () => {
  test('always opens at once, seconds "5" on the 5 s mark, seconds "5s" never; desktop-only shows, mobile-only does not', async ({ page }) => {
    // When widget 52 first shows, on the page's own clock (from its navigation, before any of the
    // widget's timers): a check that 52 is still hidden would race the 5 s on a slow machine instead.
    await page.addInitScript(() => {
      const w = window as unknown as { __shown52At?: number };
      new MutationObserver(() => {
        const frame = document.querySelector('iframe[data-widget-id="52"]');
        if (w.__shown52At !== undefined || frame === null) return;
        if (frame.getBoundingClientRect().height > 0 && getComputedStyle(frame).visibility === 'visible') w.__shown52At = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/triggers.html');
    await ready(page);
    await expectVisible(page, 51);
    await expectVisible(page, 54);
    await expectHidden(page, 55);
    await expectVisible(page, 52);
    expect(await page.evaluate(() => (window as unknown as { __shown52At?: number }).__shown52At)).toBeGreaterThanOrEqual(5_000);
    await page.waitForTimeout(1_000);
    await expectHidden(page, 53);
    await expectHidden(page, 55);
  });
});

test.describe('devices (mobile)', () => {
  // The phone's viewport, touch, mobile emulation and user agent, in our Chromium.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  test('hideOnMobile true hides the widget on a phone; "mobile" shows only there', async ({ page }) => {
    await page.goto('/triggers.html');
    await ready(page);
    await expectVisible(page, 51);
    await expectVisible(page, 55);
    await page.waitForTimeout(500);
    await expectHidden(page, 54);
  });
});

test('repeat display: hidden for 3 days after an impression, shown again once 3 days have passed', async ({ page }) => {
  const day = 86_400_000;
  const storedImpression = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null')?.widgets?.['7']?.lastImpression ?? null);
  // The impression as if it was recorded `ago` ms before now. The real clock, not Playwright's fake one:
  // the frame is out of process, and a run (1 in ~200 under load) saw the frame decide as if the fixed
  // time of the visit before still held (issue 24's CI R2). The rule under test reads the same two
  // numbers either way: the stored impression and the frame's now.
  const impressionAgo = (ago: number) =>
    page.evaluate((ms) => {
      const session = JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null');
      session.widgets['7'].lastImpression = Date.now() - ms;
      localStorage.setItem('mc_widget_session', JSON.stringify(session));
    }, ago);
  const visit = async (expectShown: boolean) => {
    await page.goto('/');
    await ready(page);
    await scrollToPercent(page, 45);
    if (expectShown) await expectVisible(page, 7);
    else {
      await page.waitForTimeout(1_200);
      await expectHidden(page, 7);
    }
  };
  const before = Date.now();
  await visit(true);
  // The frame recorded the impression on its own clock, in the host's storage.
  await expect.poll(storedImpression).not.toBeNull();
  expect(await storedImpression()).toBeGreaterThanOrEqual(before);
  expect(await storedImpression()).toBeLessThanOrEqual(Date.now());
  // A minute short of 3 days: still hidden. A minute past: shown again (and a new impression recorded).
  await impressionAgo(3 * day - 60_000);
  await visit(false);
  await impressionAgo(3 * day + 60_000);
  const third = Date.now();
  await visit(true);
  await expect.poll(storedImpression).toBeGreaterThanOrEqual(third);
});

test('MC.clearSession() (SPEC §4 session persistence) forgets the impression and stores nothing more: the next visit shows the bar again', async ({ page }) => {
  const stored = () => page.evaluate(() => localStorage.getItem('mc_widget_session'));
  const visit = async () => {
    await page.goto('/');
    await ready(page);
    await scrollToPercent(page, 45);
  };
  await visit();
  await expectVisible(page, 7);
  await expect.poll(async () => JSON.parse((await stored()) ?? 'null')?.widgets?.['7']?.lastImpression ?? null).not.toBeNull();
  await page.evaluate(() => window.MC!.clearSession());
  expect(await stored()).toBeNull();
  // A manual close after clearing is not written either.
  await (await widgetFrame(page, 7)).getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, 7);
  await page.waitForTimeout(500);
  expect(await stored()).toBeNull();
  // The next page view starts without history: the bar (showAgain days 3) shows again.
  await visit();
  await expectVisible(page, 7);
});

test('repeat display does not hide an embed: the SMS card is still shown after a reload; the shop bar (showAgain days 3) is not', async ({ page }) => {
  const storedImpression = (id: number) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null')?.widgets?.[key]?.lastImpression ?? null, String(id));

  // The SMS card (widget 71, kind defaults: showAgain days 3): shown, its impression stored, shown again.
  await page.goto('/sms.html');
  await ready(page);
  await expectVisible(page, 71);
  await expect.poll(() => storedImpression(71)).not.toBeNull();
  await page.reload();
  await ready(page);
  await expectVisible(page, 71);
  const frame = await widgetFrame(page, 71);
  await expect(frame.getByLabel('Mobile number')).toBeVisible();
  // Hidden for another reason (the host closes it), it leaves no hole: the iframe is 0×0 and out of the
  // flow, so its anchor collapses.
  await page.evaluate(() => (window as unknown as { MC: { getWidget(id: string): { close(): void } } }).MC.getWidget('71').close());
  await expectHidden(page, 71);
  expect(await page.evaluate(() => document.querySelector('div[data-widget-id="71"]')!.getBoundingClientRect().height)).toBe(0);

  // The control: the shop's floating bar (widget 7, showAgain days 3) stays hidden after a reload, and
  // its hidden iframe takes no room in the page (0×0, out of the flow).
  await page.goto('/');
  await ready(page);
  await scrollToPercent(page, 45);
  await expectVisible(page, 7);
  await expect.poll(() => storedImpression(7)).not.toBeNull();
  await page.reload();
  await ready(page);
  await scrollToPercent(page, 45);
  await page.waitForTimeout(1_200);
  await expectHidden(page, 7);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('iframe[data-widget-id="7"]')!).position)).toBe('fixed');
});

test('single-page app: a pushState to a whitelisted route shows the widget the previous route blocked, after restarting its timer', async ({ page }) => {
  // On the page's own clock: when the route became /spa/cart (registered before the loader's listener,
  // so no later than its timers restart) and when widget 41 first shows. A stamp taken in the test after
  // the URL assertion came late by however long that assertion took to poll on a loaded machine.
  await page.addInitScript(() => {
    const w = window as unknown as { __cartAt?: number; __shown41At?: number };
    window.addEventListener('mc:locationchange', () => {
      if (w.__cartAt === undefined && location.pathname.endsWith('/spa/cart')) w.__cartAt = performance.now();
    });
    new MutationObserver(() => {
      const frame = document.querySelector('iframe[data-widget-id="41"]');
      if (w.__shown41At !== undefined || frame === null) return;
      if (frame.getBoundingClientRect().height > 0 && getComputedStyle(frame).visibility === 'visible') w.__shown41At = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/spa/');
  await ready(page);
  await expectVisible(page, 42);
  // The promo bar pushes the page down (pushPage), so it covers none of the app's navigation.
  // The padding follows the bar's slide (a transition), so it is compared once it has arrived.
  const pushedBy = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).paddingTop) - document.querySelector('iframe[data-widget-id="42"]')!.getBoundingClientRect().height);
  await expect.poll(pushedBy).toBe(0);
  // The cart bar is whitelisted for /spa/cart only: 6 s on the home route do not show it.
  await page.waitForTimeout(6_000);
  await expectHidden(page, 41);

  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/spa\/cart$/);
  await expectVisible(page, 41);
  // The timer restarted with the route: seconds spent was 0 again, so it showed 5 s after the route
  // change, not at once (the 6 s spent on the home route did not count).
  const { cartAt, shownAt } = await page.evaluate(() => {
    const w = window as unknown as { __cartAt?: number; __shown41At?: number };
    return { cartAt: w.__cartAt ?? NaN, shownAt: w.__shown41At ?? NaN };
  });
  expect(shownAt - cartAt).toBeGreaterThanOrEqual(5_000);
  const frame = await widgetFrame(page, 41);
  await expect(frame.getByText('Checking out? Get your receipt on Messenger')).toBeVisible();

  // Checkout is blacklisted for the promo bar and not whitelisted for the cart bar: both close by themselves.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expectHidden(page, 42);
  await expectHidden(page, 41);
  // The page gets its own padding back when the pushPage bar hides.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).paddingTop)).toBe('0px');
  // Back (popstate) to the cart: the promo bar (showAgain always) comes back on the new route.
  await page.goBack();
  await expect(page).toHaveURL(/\/spa\/cart$/);
  await expectVisible(page, 42);
});

test('a page whose localStorage throws still shows widgets, with one warning', async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('localStorage')) warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/no-storage.html');
  await ready(page);
  await scrollToPercent(page, 50);
  await expectVisible(page, 7);
  const frame = await widgetFrame(page, 7);
  await frame.getByRole('button', { name: 'Close' }).click();
  await expectHidden(page, 7);
  expect(warnings).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('opening commits an impression and fires the pixel impression event of SPEC §7', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/pixel/logEvent') && r.method() === 'POST');
  await scrollToPercent(page, 45);
  const sent = await request;
  const body = JSON.parse(sent.postData() ?? '{}');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null'));
  expect(body).toMatchObject({
    app_id: '111111111111111',
    account_id: 'demo',
    event: 'impression',
    session_id: session.sessionId,
    external_id: null,
    b: true, // HeadlessChrome is a bot by its user agent
    payload: { widget_id: 7, widget_type: 'bar', version: '1.0', timestamp: session.widgets['7'].lastImpression },
  });
  expect(body.payload.hash).toMatch(/^[0-9a-f]{40}$/);
  expect(body.payload.guid).toMatch(/^[0-9a-f-]{32,36}$/);
  expect((await sent.response())?.status()).toBe(200);
});
