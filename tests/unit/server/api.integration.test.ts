// SPEC §7 API against the running server (startServers on free ports), on both storages:
// PGlite always (a temp DATA_DIR), PostgreSQL when TEST_DATABASE_URL is set (a schema of its own per run).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/app';
import { SMS_LEGAL_TEXT } from '../../../server/subscribers';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

const shopConfig = {
  pageId: 'shop',
  whitelist: ['example.com'],
  widgets: [
    { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: {} },
    { widget_id: 72, widget_type: 'bar', channel: 'fb', name: 'bar', data: {} },
    { widget_id: 73, widget_type: 'omnichat', channel: 'omni', name: 'bubble', data: {} },
  ],
};

interface Widget {
  widget_id: number;
  widget_sign: string;
}

/** A token whose first segment is base64 JSON with `exp` (SPEC §5). */
const token = (expSeconds: number) => `${Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64')}.sig`;

function apiSuite(label: string, storage: () => Promise<{ options: Partial<StartServersOptions>; cleanup: () => Promise<void> }>) {
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
        adminToken: 'admin-secret',
        rateLimits: { perIp: { capacity: 10_000, refillPerSecond: 10_000 }, perPhone: { capacity: 3, refillPerSecond: 1 / 3600 } },
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
      const list = await fetch(`${api}/admin/pages/shop/subscribers`, { headers: { Authorization: 'Bearer admin-secret' } });
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
      });
      expect(Date.parse(subscribers[0]?.consented_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
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
      const limited = await startServers({ ...options, database: servers.database, rateLimits: { perIp: { capacity: 2, refillPerSecond: 0.01 }, perPhone: { capacity: 100, refillPerSecond: 1 } } });
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
      const a = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 'sess-1' });
      const b = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 'sess-1' });
      const ja = (await a.json()) as { state: boolean; ref: string };
      const jb = (await b.json()) as { state: boolean; ref: string };
      expect(ja.state).toBe(true);
      expect(ja.ref).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(jb.ref).not.toBe(ja.ref);
      const rows = await servers.database.query<{ ref: string }>('SELECT ref FROM sms_refs WHERE ref = $1', [ja.ref]);
      expect(rows).toHaveLength(1);
      const bad = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 72, session_id: 's' });
      expect(bad.status).toBe(400);
      const missing = await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71 });
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

    it('persists conversion and money events and refuses them per SPEC §5', async () => {
      const future = Math.floor(Date.now() / 1000) + 3600;
      expect(await (await post('/pixel/logConversionEvent', { event: 'purchase', account_id: 'shop', token: token(future) })).json()).toEqual({ state: true });
      expect(await (await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 12.5, token: token(future) })).json()).toEqual({ state: true });
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
      const auth = { Authorization: 'Bearer admin-secret' };
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
      expect((await fetch(`${api}/admin/pages/nope`, { headers: auth })).status).toBe(404);
    });

    it('keeps everything across a restart on the same storage, and an admin edit wins over the file', async () => {
      await servers.close();
      servers = await startServers(options);
      api = servers.widgetOrigin;
      const auth = { Authorization: 'Bearer admin-secret' };
      const { subscribers } = (await (await fetch(`${api}/admin/pages/shop/subscribers`, { headers: auth })).json()) as { subscribers: { phone: string }[] };
      expect(subscribers.map((s) => s.phone)).toContain('+12015550123');
      const served = (await (await fetch(`${api}/widget/config?page_id=shop`)).json()) as { page_name: string; widgets: Widget[] };
      expect(served.page_name).toBe('Edited');
      // Same stored secret: the signs issued before the restart still hold.
      expect(served.widgets[0]?.widget_sign).toBe(signs[71]);
      expect(await (await subscribe({ phone_number: '+12015550188' })).json()).toEqual({ state: true, errors: [] });
    }, 60_000);
  });
}

apiSuite('PGlite', async () => ({ options: { databaseUrl: '' }, cleanup: async () => undefined }));

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => {
  // One schema per run: parallel runs and the PGlite suite never share tables.
  const schema = `api_test_${process.pid}_${Date.now().toString(36)}`;
  apiSuite('PostgreSQL', async () => ({
    options: { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  }));
});
