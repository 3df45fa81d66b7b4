/**
 * Issue 7 acceptance against the real server: the pixel session and its events, the token link, events
 * fired while the page is hidden or unloading, the queue snippet, a Prototype.js-style host page, and
 * the public API's parse() and rejections. Events are read back from the server (admin API).
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { ADMIN_HEADERS, WIDGET_ORIGIN } from './origins';
import { widgetIframe } from './support';

interface StoredEvent {
  kind: string;
  event: string;
  session_id: string | null;
  body: Record<string, unknown>;
}

async function serverEvents(request: APIRequestContext, page = 'pixel'): Promise<StoredEvent[]> {
  const answer = await request.get(`${WIDGET_ORIGIN}/admin/pages/${page}/events`, { headers: ADMIN_HEADERS });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: StoredEvent[] }).events;
}

async function storedSession(page: Page): Promise<{ sessionId: string; token: string | null; pageId: string; hasOptedIn: boolean }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mc_pixel_session') ?? 'null') as never);
}

async function waitForMC(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { MC?: { status?: string } }).MC?.status === 'ready');
}

/** A token the server signed for the page, as a site owner gets one for an `mcp_token` link (admin API). */
async function issuedToken(request: APIRequestContext, page = 'pixel'): Promise<string> {
  const answer = await request.post(`${WIDGET_ORIGIN}/admin/pages/${page}/pixel-tokens`, { data: { ttl_seconds: 3600 }, headers: ADMIN_HEADERS });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test('a first visit stores a pixel session and sends new_pixel_session', async ({ page, request }) => {
  const sent = page.waitForRequest((r) => r.url().endsWith('/pixel/logEvent') && (r.postData() ?? '').includes('new_pixel_session'));
  await page.goto('/pixel.html');
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
  const session = await storedSession(page);
  expect(session.sessionId).toMatch(/^[0-9a-f]{40}$/);
  expect(session).toMatchObject({ pageId: 'pixel', token: null, hasOptedIn: false });
  expect(body).toMatchObject({ event: 'new_pixel_session', account_id: 'pixel', app_id: '111111111111111', session_id: session.sessionId, b: expect.any(Boolean) });
  expect(body.payload).toMatchObject({ new_session_id: session.sessionId, old_session_id: null, new_page_id: 'pixel', is_new_token_valid: false, local_storage_available: true, version: '1.0' });
  await expect.poll(async () => (await serverEvents(request)).some((e) => e.event === 'new_pixel_session' && e.session_id === session.sessionId)).toBe(true);

  // A second page view continues the session: no new event, the same id.
  await page.reload();
  await waitForMC(page);
  expect((await storedSession(page)).sessionId).toBe(session.sessionId);
});

test('a link with a valid token sends authentication and leaves no token in the address bar', async ({ page, request }) => {
  const token = await issuedToken(request);
  const auth = page.waitForRequest((r) => r.url().endsWith('/pixel/logEvent') && (r.postData() ?? '').includes('"authentication"'));
  await page.goto(`/pixel.html?utm_source=mail&mcp_token=${encodeURIComponent(token)}#offer`);
  const body = JSON.parse((await auth).postData() ?? '{}') as { payload: { token: string } };
  expect(body.payload.token).toBe(token);
  expect(page.url()).not.toContain('mcp_token');
  expect(new URL(page.url()).search).toBe('?utm_source=mail');
  expect(new URL(page.url()).hash).toBe('#offer');
  expect((await storedSession(page)).token).toBe(token);
  await expect.poll(async () => (await serverEvents(request)).some((e) => e.event === 'authentication' && (e.body.payload as { token?: string }).token === token)).toBe(true);
  // The token is the session's: a conversion needs no token argument.
  await page.evaluate(() => (window as unknown as { MC: { fireLogConversionEvent(e: string): Promise<void> } }).MC.fireLogConversionEvent('e2e_conversion'));
  await expect.poll(async () => (await serverEvents(request)).some((e) => e.kind === 'conversion' && e.event === 'e2e_conversion')).toBe(true);
});

test('events fired while the page is hidden or unloading reach the server (sendBeacon)', async ({ page, request }) => {
  await page.goto('/pixel.html');
  await waitForMC(page);
  const hiddenMarker = `hidden_${Date.now()}`;
  // The visitor switches tabs: the document is hidden, the event goes as a beacon and arrives.
  // Counted are the beacons that carry this event: the loader's own idle-time events (the pixel session's
  // opening ones, sent once its lazy chunk is in) may go as beacons in the same moment, rightly.
  const beacons = await page.evaluate(async (event) => {
    const sent: BodyInit[] = [];
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data) sent.push(data);
      return beacon(url, data);
    };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await (window as unknown as { MC: { fireEvent(e: string, p?: unknown): Promise<void> } }).MC.fireEvent(event, { when: 'hidden' });
    const texts = await Promise.all(sent.map((d) => new Response(d).text()));
    return texts.filter((t) => t.includes(event)).length;
  }, hiddenMarker);
  expect(beacons).toBe(1);
  await expect.poll(async () => (await serverEvents(request)).find((e) => e.event === hiddenMarker)?.body.payload).toEqual({ when: 'hidden' });

  // The page goes away: an event fired from pagehide still reaches the server.
  await page.reload();
  await waitForMC(page);
  const unloadMarker = `unload_${Date.now()}`;
  await page.evaluate((event) => {
    addEventListener('pagehide', () => void (window as unknown as { MC: { fireEvent(e: string, p?: unknown): Promise<void> } }).MC.fireEvent(event, { when: 'pagehide' }));
  }, unloadMarker);
  await page.goto('/index.html');
  await expect.poll(async () => (await serverEvents(request)).find((e) => e.event === unloadMarker)?.body.payload, { timeout: 10_000 }).toEqual({ when: 'pagehide' });
});

test('the queue snippet replays the calls made before load, in order', async ({ page, request }) => {
  await page.goto('/pixel.html');
  await waitForMC(page);
  // MC('on', 'initialized') was queued before the loader existed, then MC('fireEvent'), then MC('on', 'ready').
  expect(await page.evaluate(() => (window as unknown as { __queueLog: string[] }).__queueLog)).toEqual(['initialized', 'ready']);
  await expect.poll(async () => (await serverEvents(request)).some((e) => e.event === 'queued_before_load')).toBe(true);
  // After load the call form still works.
  await page.evaluate(() => (window as unknown as { MC: (...args: unknown[]) => unknown }).MC('fireEvent', 'called_after_load'));
  await expect.poll(async () => (await serverEvents(request)).some((e) => e.event === 'called_after_load')).toBe(true);
});

test('a host page with Prototype.js-style toJSON patches still sends correct JSON, and its widget works', async ({ page, request }) => {
  await page.goto('/pixel-prototype.html');
  await waitForMC(page);
  const marker = `proto_${Date.now()}`;
  await page.evaluate((event) => (window as unknown as { MC: { fireEvent(e: string, p: unknown): Promise<void> } }).MC.fireEvent(event, { list: [1, 2, 3], nested: { words: ['a', 'b'] } }), marker);
  await expect.poll(async () => (await serverEvents(request)).find((e) => e.event === marker)?.body.payload).toEqual({ list: [1, 2, 3], nested: { words: ['a', 'b'] } });
  await expect(widgetIframe(page, 121)).toBeVisible();
});

test('MC.parse() renders an embed added after load; refused pixel calls reject with the SPEC texts', async ({ page }) => {
  await page.goto('/pixel.html');
  await waitForMC(page);
  await expect(widgetIframe(page, 121)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a box and call MC.parse()' }).click();
  await expect(widgetIframe(page, 121)).toBeVisible();

  const refusals = await page.evaluate(async () => {
    const mc = (window as unknown as { MC: { fireLogConversionEvent(e: string): Promise<void>; fireLogMoneyEvent(e: string, w: number, c: string, t: string): Promise<void>; fireEvent(e: string): Promise<void> } }).MC;
    const reason = (p: Promise<unknown>) => p.then(() => 'sent', (e: Error) => e.message);
    return {
      conversion: await reason(mc.fireLogConversionEvent('purchase')),
      money: await reason(mc.fireLogMoneyEvent('purchase', Number.NaN, 'USD', 'x')),
      event: await reason(mc.fireEvent('')),
    };
  });
  expect(refusals).toEqual({ conversion: 'Token is required to fire event!', money: 'Token expired!', event: 'Event is required to fire event!' });
});
