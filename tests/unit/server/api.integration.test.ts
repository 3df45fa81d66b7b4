// SPEC §7 API against the running server (startServers on free ports), on both storages (storages.ts).
import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';
import { SMS_LEGAL_TEXT } from '../../../server/stores/subscribers';
import { onEveryStorage, type Storage } from './storages';

/** The shop's Facebook page and the Meta app secrets of the Messenger webhook (fixed for the tests). */
const FB_PAGE_ID = '987654321';
const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';

const shopConfig = {
  pageId: 'shop',
  whitelist: ['example.com'],
  fb_page_id: FB_PAGE_ID,
  widgets: [
    // SPEC §3 data.actions / setup.ref_payload_field_id: what the server routes each opt-in by.
    { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: { actions: { sequence: 42, opt_in_keywords: 'JOIN, start' } } },
    { widget_id: 72, widget_type: 'bar', channel: 'fb', name: 'bar', data: { actions: { sequence: 'welcome' }, setup: { ref_payload_field_id: 'cf_campaign' } } },
    { widget_id: 73, widget_type: 'omnichat', channel: 'omni', name: 'bubble', data: {} },
  ],
};

interface Widget {
  widget_id: number;
  widget_sign: string;
}

/** A token whose first segment is base64 JSON with `exp` (SPEC §5). */
const token = (expSeconds: number) => `${Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64')}.sig`;

/** What Meta sends in X-Hub-Signature-256. */
const metaSignature = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** A Messenger webhook payload: one entry (a Facebook page) with its messaging items. */
const pageEvent = (messaging: unknown[], fbPageId = FB_PAGE_ID) => ({ object: 'page', entry: [{ id: fbPageId, time: 1_700_000_000_000, messaging }] });
const messaging = (fields: Record<string, unknown>, psid: string | null = 'PSID-1') => ({
  ...(psid === null ? {} : { sender: { id: psid } }),
  recipient: { id: FB_PAGE_ID },
  timestamp: 1_700_000_000_000,
  ...fields,
});

function apiSuite(label: string, storage: Storage) {
  describe(`SPEC §7 API on ${label}`, () => {
    let fixture = '';
    let servers: RunningServers;
    let options: StartServersOptions;
    let cleanup: () => Promise<void> = async () => undefined;
    let signs: Record<number, string> = {};
    let api = '';

    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${p}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const subscribe = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      post('/widget/createSubscriberByPhoneNumber', {
        account_id: 'shop',
        widget_id: 71,
        phone_number: '+1 (201) 555-0123',
        session_id: 'sess-1',
        widget_sign: signs[71],
        ...over,
      }, headers);

    /** POST /webhook/messenger, signed with `secret` (null: no signature header). */
    const webhook = (body: unknown, secret: string | null = APP_SECRET, headers: Record<string, string> = {}) => {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return fetch(`${api}/webhook/messenger`, {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { 'X-Hub-Signature-256': metaSignature(raw, secret) }), ...headers },
      });
    };
    const handshake = (query: Record<string, string>, base = api) =>
      fetch(`${base}/webhook/messenger?${new URLSearchParams(query).toString()}`);
    const optedIn = async (sessionId: string) => {
      const res = await fetch(`${api}/pixel/checkOptin?account_id=shop&session_id=${sessionId}`);
      return ((await res.json()) as { has_opted_in: boolean }).has_opted_in;
    };
    const optinRows = (sessionId: string) =>
      servers.database.query<Record<string, unknown>>(
        'SELECT page_id, widget_id, session_id, instance_id, payload, psid, user_ref, source FROM messenger_optins WHERE session_id = $1 ORDER BY id',
        [sessionId],
      );

    beforeAll(async () => {
      fixture = await mkdtemp(path.join(tmpdir(), 'api-it-'));
      await mkdir(path.join(fixture, 'dist'), { recursive: true });
      await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
      await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
      const s = await storage();
      cleanup = s.cleanup;
      options = {
        demoPort: 0,
        widgetPort: 0,
        rootDir: fixture,
        logRequests: false,
        dataDir: path.join(fixture, 'data'),
        adminToken: 'admin-secret-0123456789abcdefghijklmn',
        messengerAppSecret: APP_SECRET,
        messengerVerifyToken: VERIFY_TOKEN,
        rateLimits: { perIp: { max: 100_000, timeWindowMs: 60_000 }, perPhone: { max: 3, timeWindowMs: 3_600_000 } },
        ...s.options,
      };
      servers = await startServers(options);
      api = servers.widgetOrigin;
      const config = (await (await fetch(`${api}/widget/config?page_id=shop`)).json()) as { widgets: Widget[] };
      signs = Object.fromEntries(config.widgets.map((w) => [w.widget_id, w.widget_sign]));
    }, 60_000);

    afterAll(async () => {
      await servers?.close();
      await cleanup();
      await rm(fixture, { recursive: true, force: true });
    });

    it('serves /widget/config from the database with a widget_sign per widget', () => {
      expect(servers.seededPages).toEqual(['shop']);
      expect(Object.keys(signs)).toEqual(['71', '72', '73']);
      expect(signs[71]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('creates a subscriber with its consent record, in E.164, idempotently', async () => {
      const res = await subscribe({}, { Origin: 'https://www.example.com', Referer: 'https://www.example.com/p?x=1', 'User-Agent': 'UA-test' });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
      expect(await res.json()).toEqual({ state: true, errors: [] });
      const again = await subscribe({ session_id: 'sess-2' });
      expect(await again.json()).toEqual({ state: true, errors: [] });
      const list = await fetch(`${api}/admin/pages/shop/subscribers`, { headers: { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn' } });
      const { subscribers } = (await list.json()) as { subscribers: Record<string, string>[] };
      expect(subscribers).toHaveLength(1);
      expect(subscribers[0]).toMatchObject({
        page_id: 'shop',
        widget_id: '71',
        phone: '+12015550123',
        session_id: 'sess-1',
        legal_text: SMS_LEGAL_TEXT,
        page_url: 'https://www.example.com/p?x=1',
        user_agent: 'UA-test',
        // Routed as the widget is configured (its keywords normalised from "JOIN, start").
        sequence: '42',
        opt_in_keywords: ['JOIN', 'start'],
      });
      expect(Date.parse(subscribers[0]?.consented_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('SPEC §3 data.actions: accepts the sequence and keywords the widget is configured with, refuses others with a 400', async () => {
      const ok = await subscribe({ phone_number: '+12015550188', session_id: 'sess-route', sequence: 42, opt_in_keywords: ['start', 'JOIN'] });
      expect(ok.status).toBe(200);
      const other = await subscribe({ phone_number: '+12015550189', sequence: 99, opt_in_keywords: ['JOIN', 'start'] });
      expect(other.status).toBe(400);
      expect(await other.json()).toEqual({ state: false, errors: [{ message: expect.stringContaining('differ from the widget configuration'), field: 'sequence' }] });
      const fewer = await subscribe({ phone_number: '+12015550189', sequence: 42, opt_in_keywords: ['JOIN'] });
      expect(fewer.status).toBe(400);
    });

    it.each([
      ['keywords that are not a list', { opt_in_keywords: 'JOIN' }],
      ['too many keywords', { opt_in_keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
      ['a keyword too long', { opt_in_keywords: ['x'.repeat(65)] }],
      ['a sequence object', { sequence: { $gt: 1 } }],
      ['a sequence too long', { sequence: 's'.repeat(65) }],
    ])('hostile routing: %s is a 400 naming the field, never a 500', async (_label, over) => {
      const res = await subscribe({ phone_number: '+12015550190', ...over });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { state: boolean; errors: { field?: string }[] };
      expect(body.state).toBe(false);
      expect(['sequence', 'opt_in_keywords']).toContain(body.errors[0]?.field);
    });

    it('accepts the omni widget too', async () => {
      const res = await subscribe({ widget_id: '73', widget_sign: signs[73], phone_number: '+442079460958' });
      expect(await res.json()).toEqual({ state: true, errors: [] });
    });

    it.each([
      ['bad JSON', () => post('/widget/createSubscriberByPhoneNumber', '{"account_id":'), 400, { message: 'Body is not valid JSON' }],
      ['a missing field', () => subscribe({ phone_number: undefined }), 400, { message: 'phone_number is required', field: 'phone_number' }],
      ['a wrong type', () => subscribe({ session_id: 5 }), 400, { message: expect.stringContaining('body.session_id'), field: 'session_id' }],
      ['an invalid phone number', () => subscribe({ phone_number: '+1 555' }), 400, { message: expect.stringMatching(/valid phone number/), field: 'phone_number' }],
      ['a number without +', () => subscribe({ phone_number: '2015550123' }), 400, { message: expect.stringMatching(/valid phone number/), field: 'phone_number' }],
      ['a bad widget_sign', () => subscribe({ widget_sign: 'x'.repeat(43) }), 403, { message: expect.stringMatching(/widget_sign/), field: 'widget_sign' }],
      ['another widget\'s sign', () => subscribe({ widget_sign: signs[73] }), 403, { message: expect.stringMatching(/widget_sign/), field: 'widget_sign' }],
      ['an unknown page', () => subscribe({ account_id: 'nope' }), 404, { message: expect.stringMatching(/Unknown account_id/), field: 'account_id' }],
      ['an unknown widget', () => subscribe({ widget_id: 99 }), 404, { message: expect.stringMatching(/Unknown widget_id/), field: 'widget_id' }],
      ['a non-SMS widget', () => subscribe({ widget_id: 72, widget_sign: signs[72] }), 400, { message: 'Widget 72 is not an SMS widget', field: 'widget_id' }],
      ['a body over 16 KB', () => subscribe({ session_id: 'x'.repeat(17_000) }), 413, { message: 'Body larger than 16384 bytes' }],
      ['a refused origin', () => subscribe({}, { Origin: 'https://evil.test' }), 403, { message: expect.stringMatching(/not allowed/) }],
    ])('refuses %s with {state:false, errors:[{message, field?}]}', async (_name, send, status, error) => {
      const res = await send();
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ state: false, errors: [error] });
    });

    it('gives a refused origin no CORS header, and answers preflights', async () => {
      const res = await subscribe({}, { Origin: 'https://evil.test' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const pre = await fetch(`${api}/widget/createSubscriberByPhoneNumber`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://www.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect((await fetch(`${api}/widget/createSubscriberByPhoneNumber`)).status).toBe(405);
    });

    it('rate-limits one phone number with 429 and Retry-After', async () => {
      const phone = '+1 202 555 0147';
      for (let i = 0; i < 3; i++) expect((await subscribe({ phone_number: phone })).status).toBe(200);
      const res = await subscribe({ phone_number: '+12025550147' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ state: false, errors: [{ message: expect.stringMatching(/^Too many requests, try again in \d+ s$/) }] });
    });

    it('rate-limits one IP with 429', async () => {
      const limited = await startServers({ ...options, database: servers.database, rateLimits: { perIp: { max: 2, timeWindowMs: 100_000 }, perPhone: { max: 100, timeWindowMs: 1_000 } } });
      try {
        const hit = () => fetch(`${limited.widgetOrigin}/pixel/checkOptin?account_id=shop&session_id=s`);
        expect((await hit()).status).toBe(200);
        expect((await hit()).status).toBe(200);
        const res = await hit();
        expect(res.status).toBe(429);
        expect(res.headers.get('retry-after')).toBe('100');
        expect(await res.json()).toEqual({ state: false, errors: [{ message: 'Too many requests, try again in 100 s' }] });
      } finally {
        await limited.close();
      }
    });

    it('generates a short unguessable SMS ref and stores it', async () => {
      const a = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 'sess-1', widget_sign: signs[71] });
      const b = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 'sess-1', widget_sign: signs[71] });
      const ja = (await a.json()) as { state: boolean; ref: string };
      const jb = (await b.json()) as { state: boolean; ref: string };
      expect(ja.state).toBe(true);
      expect(ja.ref).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(jb.ref).not.toBe(ja.ref);
      const rows = await servers.database.query<{ ref: string }>('SELECT ref FROM sms_refs WHERE ref = $1', [ja.ref]);
      expect(rows).toHaveLength(1);
      const bad = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 72, session_id: 's', widget_sign: signs[72] });
      expect(bad.status).toBe(400);
      const unsigned = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 's', widget_sign: 'x'.repeat(43) });
      expect(unsigned.status).toBe(403);
      const missing = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, widget_sign: signs[71] });
      expect(await missing.json()).toEqual({ state: false, errors: [{ message: 'session_id is required', field: 'session_id' }] });
    });

    it('answers checkOptin per session', async () => {
      const yes = await fetch(`${api}/pixel/checkOptin?account_id=shop&session_id=sess-1`, { headers: { Origin: 'https://example.com' } });
      expect(await yes.json()).toEqual({ state: true, has_opted_in: true });
      expect(yes.headers.get('access-control-allow-origin')).toBe('https://example.com');
      const no = await fetch(`${api}/pixel/checkOptin?account_id=shop&session_id=other`);
      expect(await no.json()).toEqual({ state: true, has_opted_in: false });
      expect((await fetch(`${api}/pixel/checkOptin?account_id=shop`)).status).toBe(400);
      expect((await fetch(`${api}/pixel/checkOptin?account_id=nope&session_id=s`)).status).toBe(404);
    });

    it('Messenger webhook: answers the verification handshake only with the verify token', async () => {
      const ok = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(ok.headers.get('access-control-allow-origin')).toBeNull();
      expect(await ok.text()).toBe('1158201444');
      const wrong = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual({ state: false, errors: [{ message: expect.stringMatching(/verify_token/) }] });
      expect((await handshake({ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' })).status).toBe(403);
      expect((await handshake({ 'hub.challenge': '1' })).status).toBe(403);
      expect((await fetch(`${api}/webhook/messenger`, { method: 'PUT' })).status).toBe(405);
    });

    it('Messenger webhook: a signed opt-in makes checkOptin true for that session only', async () => {
      expect(await optedIn('fb-sess-1')).toBe(false);
      const res = await webhook(
        pageEvent([
          // send-to-messenger button: a sender (PSID) and optin.ref
          messaging({ optin: { ref: 'w72.fb-sess-1.inst01.promo-10' } }),
          // checkbox plugin: no sender yet, optin.user_ref
          messaging({ optin: { ref: 'w72.fb-sess-cb.inst02', user_ref: 'uref-42' } }, null),
        ]),
        APP_SECRET,
        { Origin: 'http://localhost:3000' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await res.json()).toEqual({ state: true, received: 2, skipped: 0 });
      expect(await optedIn('fb-sess-1')).toBe(true);
      expect(await optedIn('fb-sess-cb')).toBe(true);
      expect(await optedIn('fb-sess-other')).toBe(false);
      expect(await optinRows('fb-sess-1')).toEqual([
        { page_id: 'shop', widget_id: '72', session_id: 'fb-sess-1', instance_id: 'inst01', payload: 'promo-10', psid: 'PSID-1', user_ref: null, source: 'optin' },
      ]);
      expect(await optinRows('fb-sess-cb')).toEqual([
        { page_id: 'shop', widget_id: '72', session_id: 'fb-sess-cb', instance_id: 'inst02', payload: null, psid: null, user_ref: 'uref-42', source: 'optin' },
      ]);
      // Another page's checkOptin does not see the shop's opt-in.
      const other = await fetch(`${api}/pixel/checkOptin?account_id=nope&session_id=fb-sess-1`);
      expect(other.status).toBe(404);
    });

    it('Messenger webhook: takes the ref of an m.me referral and of a get-started postback', async () => {
      const res = await webhook(
        pageEvent([
          messaging({ referral: { ref: 'w72.fb-sess-ref.inst03', source: 'SHORTLINK', type: 'OPEN_THREAD' } }, 'PSID-2'),
          messaging({ postback: { title: 'Get Started', payload: 'GET_STARTED', referral: { ref: 'w72.fb-sess-pb.inst04', source: 'SHORTLINK', type: 'OPEN_THREAD' } } }, 'PSID-3'),
        ]),
      );
      expect(await res.json()).toEqual({ state: true, received: 2, skipped: 0 });
      expect(await optedIn('fb-sess-ref')).toBe(true);
      expect(await optedIn('fb-sess-pb')).toBe(true);
      expect(await optinRows('fb-sess-ref')).toEqual([expect.objectContaining({ source: 'referral', psid: 'PSID-2', instance_id: 'inst03' })]);
      expect(await optinRows('fb-sess-pb')).toEqual([expect.objectContaining({ source: 'postback', psid: 'PSID-3', instance_id: 'inst04' })]);
    });

    it('Messenger webhook: takes the quick reply of a click-to-Messenger ad whose payload is a reference value (ads_json)', async () => {
      const res = await webhook(
        pageEvent([
          messaging({ message: { mid: 'm-1', text: 'Subscribe', quick_reply: { payload: 'w72.static.ad.spring' } } }, 'PSID-4'),
          // Another page's quick reply (not a reference value) is not ours.
          messaging({ message: { mid: 'm-2', text: 'Yes', quick_reply: { payload: 'YES' } } }, 'PSID-5'),
        ]),
      );
      expect(await res.json()).toEqual({ state: true, received: 1, skipped: 1 });
      expect(await optinRows('static')).toEqual([
        { page_id: 'shop', widget_id: '72', session_id: 'static', instance_id: 'ad', payload: 'spring', psid: 'PSID-4', user_ref: null, source: 'quick_reply' },
      ]);
    });

    it('Messenger webhook: refuses a wrong or missing signature with 403 and stores nothing', async () => {
      const body = pageEvent([messaging({ optin: { ref: 'w72.fb-sess-forged.inst05' } })]);
      const raw = JSON.stringify(body);
      const attempts = [
        webhook(body, 'not-the-app-secret'),
        webhook(body, null),
        // A signature of another body.
        webhook(raw, null, { 'X-Hub-Signature-256': metaSignature(`${raw} `) }),
        webhook(raw, null, { 'X-Hub-Signature-256': 'sha1=abc' }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ state: false, errors: [{ message: 'invalid signature' }] });
      }
      expect(await optedIn('fb-sess-forged')).toBe(false);
      expect(await optinRows('fb-sess-forged')).toEqual([]);
    });

    it('Messenger webhook: skips unknown pages, unknown widgets and refs that are not ours', async () => {
      const body = {
        object: 'page',
        entry: [
          { id: '111000111', time: 1, messaging: [messaging({ optin: { ref: 'w72.fb-sess-unknown-page.inst06' } })] },
          {
            id: FB_PAGE_ID,
            time: 1,
            messaging: [
              messaging({ optin: { ref: 'somebody-elses-ref' } }),
              messaging({ referral: { ref: 'w999.fb-sess-unknown-widget.inst07' } }),
              messaging({ message: { mid: 'm1', text: 'hello' } }),
              messaging({ optin: { ref: 'w72.fb-sess-kept.inst08' } }),
            ],
          },
        ],
      };
      const res = await webhook(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ state: true, received: 1, skipped: 4 });
      expect(await optedIn('fb-sess-unknown-page')).toBe(false);
      expect(await optedIn('fb-sess-unknown-widget')).toBe(false);
      expect(await optedIn('fb-sess-kept')).toBe(true);
    });

    it('Messenger webhook: answers 400 to a signed body that is not JSON', async () => {
      const res = await webhook('{"object":"page",');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ state: false, errors: [{ message: 'Body is not valid JSON' }] });
    });

    it('admin API lists the Messenger opt-ins of a page', async () => {
      expect((await fetch(`${api}/admin/pages/shop/messenger-optins`)).status).toBe(401);
      const res = await fetch(`${api}/admin/pages/shop/messenger-optins`, { headers: { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn' } });
      expect(res.status).toBe(200);
      const { state, messenger_optins: rows } = (await res.json()) as { state: boolean; messenger_optins: Record<string, string | null>[] };
      expect(state).toBe(true);
      expect(rows.map((r) => r.session_id)).toEqual(['fb-sess-1', 'fb-sess-cb', 'fb-sess-ref', 'fb-sess-pb', 'static', 'fb-sess-kept']);
      expect(rows[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        page_id: 'shop',
        widget_id: '72',
        session_id: 'fb-sess-1',
        instance_id: 'inst01',
        payload: 'promo-10',
        psid: 'PSID-1',
        user_ref: null,
        source: 'optin',
        received_at: expect.any(String),
        // Meta returns only the ref: the routing comes from widget 72's configuration, and its payload is
        // filed under the configured ref_payload_field_id.
        sequence: 'welcome',
        opt_in_keywords: null,
        payload_field_id: 'cf_campaign',
      });
      expect(Date.parse(rows[0]?.received_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect((await fetch(`${api}/admin/pages/nope/messenger-optins`, { headers: { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn' } })).status).toBe(404);
    });

    it('Messenger webhook: without explicit secrets they are generated once and stored', async () => {
      vi.stubEnv('MESSENGER_APP_SECRET', '');
      vi.stubEnv('MESSENGER_VERIFY_TOKEN', '');
      const generated = { ...options, database: servers.database, messengerAppSecret: undefined, messengerVerifyToken: undefined };
      const first = await startServers(generated);
      try {
        const stored = await servers.database.query<{ key: string; value: string }>(
          "SELECT key, value FROM settings WHERE key IN ('messenger_app_secret', 'messenger_verify_token') ORDER BY key",
        );
        expect(stored.map((r) => r.key)).toEqual(['messenger_app_secret', 'messenger_verify_token']);
        const verifyToken = stored[1]?.value ?? '';
        expect(verifyToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
        const ok = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': 'c1' }, first.widgetOrigin);
        expect(await ok.text()).toBe('c1');
        expect((await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': 'c1' }, first.widgetOrigin)).status).toBe(403);
      } finally {
        await first.close();
        vi.unstubAllEnvs();
      }
    });

    it('persists conversion and money events and refuses them per SPEC §5', async () => {
      const future = Math.floor(Date.now() / 1000) + 3600;
      const issued = await fetch(`${api}/admin/pages/shop/pixel-tokens`, {
        method: 'POST',
        body: JSON.stringify({ ttl_seconds: 3600 }),
        headers: { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn', 'Content-Type': 'application/json' },
      });
      const { token: signed, exp } = (await issued.json()) as { token: string; exp: number };
      expect(Math.abs(exp - future)).toBeLessThan(5);
      expect(await (await post('/pixel/logConversionEvent', { event: 'purchase', account_id: 'shop', token: signed })).json()).toEqual({ state: true });
      expect(await (await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 12.5, token: signed })).json()).toEqual({ state: true });
      const cases: [unknown, string, string][] = [
        [{ event: 'x', account_id: 'shop' }, 'Token is required to fire event!', 'token'],
        [{ event: 'x', account_id: 'shop', token: token(1) }, 'Token expired!', 'token'],
        [{ account_id: 'shop', token: token(future) }, 'Event is required to fire event!', 'event'],
      ];
      for (const [body, message, field] of cases) {
        const res = await post('/pixel/logConversionEvent', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ state: false, errors: [{ message, field }] });
      }
      const noWeight = await post('/pixel/logMoneyEvent', { event: 'x', account_id: 'shop', token: token(future) });
      expect(await noWeight.json()).toEqual({ state: false, errors: [{ message: 'Weight is required to fire event!', field: 'weight' }] });
      const rows = await servers.database.query<{ kind: string; currency: string | null; weight: number | null }>(
        "SELECT kind, currency, weight FROM pixel_events WHERE account_id = 'shop' AND kind <> 'event' ORDER BY id",
      );
      expect(rows).toEqual([{ kind: 'conversion', currency: null, weight: null }, { kind: 'money', currency: 'USD', weight: 12.5 }]);
    });

    it('admin API: token required, lists, edits a whole config, validates', async () => {
      expect((await fetch(`${api}/admin/pages`)).status).toBe(401);
      const auth = { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn' };
      const list = (await (await fetch(`${api}/admin/pages`, { headers: auth })).json()) as { pages: { id: string; source: string }[] };
      expect(list.pages).toEqual([expect.objectContaining({ id: 'shop', source: 'file', widgets: 3 })]);
      const edited = { ...shopConfig, page_name: 'Edited', widgets: shopConfig.widgets.slice(0, 2) };
      const put = await fetch(`${api}/admin/pages/shop`, { method: 'PUT', body: JSON.stringify(edited), headers: auth });
      expect(put.status).toBe(200);
      const served = (await (await fetch(`${api}/widget/config?page_id=shop`)).json()) as { page_name: string; widgets: unknown[] };
      expect(served.page_name).toBe('Edited');
      expect(served.widgets).toHaveLength(2);
      // The removed omni widget is gone from the API too.
      expect((await subscribe({ widget_id: 73, widget_sign: signs[73] })).status).toBe(404);
      const bad = await fetch(`${api}/admin/pages/shop`, { method: 'PUT', body: JSON.stringify({ widgets: [{ name: 'no id' }] }), headers: auth });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ state: false, errors: [{ message: 'config.widgets[0].widget_id: expected string or number', field: 'config' }] });
      // The growth settings (issue 47): a split test and the page's overlay cap, checked at their paths.
      const putConfig = (config: unknown) => fetch(`${api}/admin/pages/shop`, { method: 'PUT', body: JSON.stringify(config), headers: auth });
      const experiment = { key: 'spring', status: 'running', arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1, data: { main: { title: 'B' } } }], holdout: 10 };
      const withGrowth = (exp: unknown, frequency?: unknown) => ({
        ...edited,
        ...(frequency === undefined ? {} : { frequency }),
        widgets: [edited.widgets[0], { ...edited.widgets[1], data: { ...(edited.widgets[1] as { data?: object }).data, experiment: exp } }],
      });
      const badHoldout = await putConfig(withGrowth({ ...experiment, holdout: 90 }));
      expect(badHoldout.status).toBe(400);
      expect(await badHoldout.json()).toEqual({ state: false, errors: [{ message: 'config.widgets[1].data.experiment.holdout: The holdout is a percent of visitors from 0 to 50.', field: 'widgets[1].data.experiment.holdout' }] });
      const badCap = await putConfig(withGrowth(experiment, { overlaysPerPageView: -1 }));
      expect(badCap.status).toBe(400);
      expect(((await badCap.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('frequency.overlaysPerPageView');
      const good = await putConfig(withGrowth(experiment, { overlaysPerPageView: 1, overlaysPerSession: 3, cooldownAfterClose: { type: 'hours', value: 24 } }));
      expect(good.status).toBe(200);
      expect((await putConfig(edited)).status).toBe(200);
      expect((await fetch(`${api}/admin/pages/nope`, { headers: auth })).status).toBe(404);
    });

    it('keeps everything across a restart on the same storage, and an admin edit wins over the file', async () => {
      await servers.close();
      servers = await startServers(options);
      api = servers.widgetOrigin;
      const auth = { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn' };
      const { subscribers } = (await (await fetch(`${api}/admin/pages/shop/subscribers`, { headers: auth })).json()) as { subscribers: { phone: string }[] };
      expect(subscribers.map((s) => s.phone)).toContain('+12015550123');
      const served = (await (await fetch(`${api}/widget/config?page_id=shop`)).json()) as { page_name: string; widgets: Widget[] };
      expect(served.page_name).toBe('Edited');
      // Same stored secret: the signs issued before the restart still hold.
      expect(served.widgets[0]?.widget_sign).toBe(signs[71]);
      expect(await (await subscribe({ phone_number: '+12015550188' })).json()).toEqual({ state: true, errors: [] });
      // The Messenger opt-ins too.
      expect(await optedIn('fb-sess-1')).toBe(true);
      expect(await optedIn('fb-sess-other')).toBe(false);
      const optins = (await (await fetch(`${api}/admin/pages/shop/messenger-optins`, { headers: auth })).json()) as { messenger_optins: { session_id: string }[] };
      expect(optins.messenger_optins.map((r) => r.session_id)).toContain('fb-sess-1');
    }, 60_000);
  });
}

onEveryStorage('api_test', apiSuite);
