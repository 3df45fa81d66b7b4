/**
 * Issue 48 item 3's acceptance, consent mode: demo/consent-mode.html (demo/config/consent-mode.json) waits
 * for consent. A first page view writes nothing to the host's localStorage, sessionStorage or cookies and
 * makes no request to the pixel endpoint until the site grants it, by MC('consent', {analytics: true}), by
 * its IAB TCF v2 CMP (a small fake __tcfapi here) or by a Google Consent Mode update in dataLayer; then the
 * state kept in memory is stored and the pixel events flow. An SMS opt-in works before consent.
 */
import { expect, test, type Page, type Request } from './test';
import { ADMIN_HEADERS, DEMO_ORIGIN, WIDGET_ORIGIN } from './origins';
import { expectVisible, watchProblems, widgetFrame } from './support';

const CARD = 481;
const SUBSCRIBE_URL = `${WIDGET_ORIGIN}/widget/createSubscriberByPhoneNumber`;

test.use({ viewport: { width: 1280, height: 900 } });

/** Every request to the pixel endpoint, from the start of the page view. */
function pixelRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pixel/')) seen.push(request);
  });
  return seen;
}

/** What the host page holds: its localStorage and sessionStorage keys, and its cookies (the page's and the browser's). */
async function hostStorage(page: Page): Promise<{ local: string[]; session: string[]; cookies: string[] }> {
  const held = await page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage), documentCookie: document.cookie }));
  const cookies = (await page.context().cookies(DEMO_ORIGIN)).map((c) => c.name);
  return { local: held.local, session: held.session, cookies: held.documentCookie === '' ? cookies : [...cookies, held.documentCookie] };
}

const NOTHING = { local: [], session: [], cookies: [] };

/** The page started, its card shown, and the idle-time work of the start done (the lazy chunk, the visit's count). */
async function startedAndSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.MC?.status === 'ready');
  await expectVisible(page, CARD);
  // The loader's idle-time work (the growth rules, the pixel session's events) runs within 2 s of ready.
  await page.waitForTimeout(2_500);
}

/** After a grant: the page's state stored, and the pixel session opened on the server's side. */
async function expectStoredAndTracked(page: Page, pixel: Request[]): Promise<void> {
  await expect.poll(async () => (await hostStorage(page)).local).toEqual(expect.arrayContaining(['mc_page_config:consent-mode', 'mc_pixel_session', 'mc_visitor', 'mc_widget_session']));
  await expect.poll(() => pixel.some((r) => (r.postData() ?? '').includes('new_pixel_session'))).toBe(true);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mc_widget_session') ?? 'null') as { widgets: Record<string, { lastImpression: number | null }> });
  // The card's impression, recorded in memory before consent, is kept.
  expect(stored.widgets[String(CARD)]?.lastImpression).toEqual(expect.any(Number));
  const sent = page.waitForRequest((r) => r.url().endsWith('/pixel/logEvent') && (r.postData() ?? '').includes('e2e_after_consent'));
  await page.evaluate(() => window.MC?.fireEvent('e2e_after_consent'));
  await sent;
}

test('nothing stored and no pixel request until MC("consent", {analytics: true}); then state is stored and events flow', async ({ page }) => {
  const problems = await watchProblems(page);
  const pixel = pixelRequests(page);
  await page.goto('/consent-mode.html');
  await startedAndSettled(page);
  // A pixel call of the site's before consent is dropped, not kept for later.
  await page.evaluate(() => window.MC?.fireEvent('e2e_before_consent'));
  await page.waitForTimeout(300);
  expect(await hostStorage(page)).toEqual(NOTHING);
  expect(pixel.map((r) => r.url())).toEqual([]);

  await page.getByRole('button', { name: 'Accept' }).click();
  await expectStoredAndTracked(page, pixel);
  expect(pixel.some((r) => (r.postData() ?? '').includes('e2e_before_consent'))).toBe(false);
  expect((await hostStorage(page)).session).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a visitor who opts in by SMS before consent is subscribed; still nothing stored, no pixel request', async ({ page }) => {
  const pixel = pixelRequests(page);
  const posted = page.waitForRequest((r: Request) => r.url() === SUBSCRIBE_URL && r.method() === 'POST');
  const answered = page.waitForResponse(SUBSCRIBE_URL);
  await page.goto('/consent-mode.html');
  await startedAndSettled(page);
  const frame = await widgetFrame(page, CARD);
  const last2 = String(Date.now() % 100).padStart(2, '0');
  await frame.getByLabel('Mobile number').fill(`(201) 555-01${last2}`);
  await frame.getByRole('button', { name: 'Subscribe' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ account_id: 'consent-mode', widget_id: CARD, phone_number: `+120155501${last2}` });
  expect(await (await answered).json()).toMatchObject({ state: true });
  await expect(frame.getByText("You're subscribed!")).toBeVisible();
  const stored = await page.request.get(`${WIDGET_ORIGIN}/admin/pages/consent-mode/subscribers`, { headers: ADMIN_HEADERS });
  expect(stored.status()).toBe(200);
  expect(JSON.stringify(await stored.json())).toContain(`+120155501${last2}`);
  await page.waitForTimeout(500);
  expect(await hostStorage(page)).toEqual(NOTHING);
  expect(pixel.map((r) => r.url())).toEqual([]);
});

test('the site\'s IAB TCF v2 CMP: purpose 1 consent after the visitor acted stores and tracks', async ({ page }) => {
  // A small CMP: its UI is up until the test answers as the visitor.
  await page.addInitScript(() => {
    const listeners: ((tcData: unknown, success: boolean) => void)[] = [];
    const tcData = (eventStatus: string, consent: boolean) => ({ tcString: 'x', eventStatus, gdprApplies: true, purpose: { consents: { 1: consent } }, listenerId: 1 });
    Object.assign(window, {
      __tcfapi(command: string, version: number, callback: (tcData: unknown, success: boolean) => void) {
        if (command !== 'addEventListener' || version !== 2) return;
        listeners.push(callback);
        callback(tcData('cmpuishown', false), true);
      },
      e2eVisitorChose: (consent: boolean) => listeners.forEach((listener) => listener(tcData('useractioncomplete', consent), true)),
    });
  });
  const pixel = pixelRequests(page);
  await page.goto('/consent-mode.html');
  await startedAndSettled(page);
  expect(await hostStorage(page)).toEqual(NOTHING);
  expect(pixel).toEqual([]);
  await page.evaluate(() => (window as unknown as { e2eVisitorChose(consent: boolean): void }).e2eVisitorChose(true));
  await expectStoredAndTracked(page, pixel);
});

test('Google Consent Mode: a dataLayer update granting analytics_storage stores and tracks', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
    w.dataLayer = [];
    w.gtag = function gtag() {
      // As gtag's snippet does: its arguments object, pushed (the loader must read that shape, not an array).
      w.dataLayer.push(arguments);
    };
    w.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
  });
  const pixel = pixelRequests(page);
  await page.goto('/consent-mode.html');
  await startedAndSettled(page);
  expect(await hostStorage(page)).toEqual(NOTHING);
  expect(pixel).toEqual([]);
  await page.evaluate(() => (window as unknown as { gtag(...args: unknown[]): void }).gtag('consent', 'update', { analytics_storage: 'granted' }));
  await expectStoredAndTracked(page, pixel);
});
