// Hostile requests against the running reference server (issue 13), on both storages (storages.ts): every answer is a 4xx with `{state:false, errors}` (never a 500), nothing is
// stored, and the server keeps serving. Includes the cases that already held before the move to Fastify.
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';
import { MAX_JSON_DEPTH } from '../../../server/policies/jsonSafety';
import { rawGet, rawRequest, type RawAnswer } from './rawHttp';
import { onEveryStorage, type Storage } from './storages';

const APP_SECRET = 'hostile-app-secret';
const FB_PAGE_ID = '555000555';

const shopConfig = {
  pageId: 'shop',
  whitelist: ['example.com'],
  fb_page_id: FB_PAGE_ID,
  widgets: [
    { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: {} },
    { widget_id: 72, widget_type: 'bar', channel: 'fb', name: 'bar', data: {} },
  ],
};

const raw = rawRequest;
const json = (r: RawAnswer): unknown => JSON.parse(r.body);

const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

function hostileSuite(label: string, storage: Storage) {
  describe(`hostile requests on ${label}`, () => {
    let fixture = '';
    let servers: RunningServers;
    let cleanup: () => Promise<void> = async () => undefined;
    let port = 0;
    let signs: Record<string, string> = {};

    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      raw(port, 'POST', p, { 'Content-Type': 'application/json', ...headers }, typeof body === 'string' ? body : JSON.stringify(body));
    /** An admin API call with the server's (generated) admin token, as the operator's tools send it. */
    const admin = (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
      raw(
        port,
        method,
        p,
        { Authorization: `Bearer ${servers.studioToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      );
    const issueToken = async (page = 'shop'): Promise<string> => ((json(await admin('POST', `/admin/pages/${page}/pixel-tokens`, {})) as { token: string }).token);
    const count = async (sql: string, params: unknown[] = []): Promise<number> =>
      Number((await servers.database.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]?.n ?? 0);
    /** Every hostile answer: the status, the `{state:false, errors:[{message}]}` body, and a message matching. */
    const refused = (r: RawAnswer, status: number, message: RegExp) => {
      expect(r.status, r.body.slice(0, 500)).toBe(status);
      const body = json(r) as { state: boolean; errors: { message: string }[] };
      expect(body.state).toBe(false);
      expect(body.errors[0]?.message).toMatch(message);
    };

    beforeAll(async () => {
      fixture = await mkdtemp(path.join(tmpdir(), 'hostile-it-'));
      await mkdir(path.join(fixture, 'dist', 'frame'), { recursive: true });
      await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
      await mkdir(path.join(fixture, 'demo', 'provider'), { recursive: true });
      await writeFile(path.join(fixture, 'dist', 'loader.js'), `/* loader */ ${'var x = 1;\n'.repeat(400)}`);
      await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), '<!doctype html><title>frame</title>');
      await mkdir(path.join(fixture, 'dist', 'frame', 'assets'), { recursive: true });
      const asset = `export const x = "${'a'.repeat(2000)}";`;
      await writeFile(path.join(fixture, 'dist', 'frame', 'assets', 'index-X1.js'), asset);
      await writeFile(path.join(fixture, 'dist', 'frame', 'assets', 'index-X1.js.br'), brotliCompressSync(asset));
      await writeFile(path.join(fixture, 'secret.txt'), 'top secret');
      await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
      await writeFile(path.join(fixture, 'demo', 'config', 'other.json'), JSON.stringify({ pageId: 'other', widgets: [] }));
      await writeFile(path.join(fixture, 'demo', 'provider', 'bare.html'), 'provider only');
      await writeFile(path.join(fixture, 'demo', 'index.html'), '<!doctype html>demo');
      await writeFile(path.join(fixture, 'demo', 'styles.css'), 'body{}');
      const s = await storage();
      cleanup = s.cleanup;
      servers = await startServers({
        demoPort: 0,
        widgetPort: 0,
        rootDir: fixture,
        logRequests: false,
        dataDir: path.join(fixture, 'data'),
        // The default setup: no ADMIN_TOKEN (one is generated, kept in the database and a 0600 file).
        adminToken: undefined,
        messengerAppSecret: APP_SECRET,
        requestTimeoutMs: 1_500,
        rateLimits: { perIp: { max: 100_000, timeWindowMs: 60_000 }, perPhone: { max: 100, timeWindowMs: 60_000 } },
        ...s.options,
      });
      port = servers.widgetPort;
      const config = (await (await fetch(`${servers.widgetOrigin}/widget/config?page_id=shop`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
      signs = Object.fromEntries(config.widgets.map((w) => [String(w.widget_id), w.widget_sign]));
    }, 60_000);

    afterAll(async () => {
      await servers?.close();
      await cleanup();
      await rm(fixture, { recursive: true, force: true });
    });

    describe('forged revenue', () => {
      const forged = `${Buffer.from('{"exp":4102444800}').toString('base64').replace(/=+$/, '')}.x`;

      it('refuses a token the server did not sign, for conversions and money, and stores nothing', async () => {
        const before = await count('pixel_events WHERE kind <> $1', ['event']);
        refused(await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 10, currency: 'usd', token: forged }, { Origin: 'https://evil.test' }), 403, /not issued by this server/);
        refused(await post('/pixel/logConversionEvent', { event: 'purchase', account_id: 'shop', token: forged }), 403, /not issued by this server/);
        // A signed token with its signature swapped, and one signed for another page.
        const good = await issueToken('shop');
        const [segment] = good.split('.');
        refused(await post('/pixel/logConversionEvent', { event: 'purchase', account_id: 'shop', token: `${segment}.${'A'.repeat(43)}` }), 403, /not issued/);
        refused(await post('/pixel/logConversionEvent', { event: 'purchase', account_id: 'shop', token: await issueToken('other') }), 403, /another account_id/);
        expect(await count('pixel_events WHERE kind <> $1', ['event'])).toBe(before);
      });

      it('refuses absurd, negative and unknown-currency amounts even with a signed token', async () => {
        const token = await issueToken('shop');
        refused(await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 1e308, currency: 'usd', token }), 400, /weight: expected an amount from 0 to/);
        refused(await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: -5, currency: 'usd', token }), 400, /weight/);
        refused(await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 5, currency: 'ABC', token }), 400, /ISO 4217/);
        const ok = await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight: 19.99, currency: 'eur', token });
        expect(json(ok)).toEqual({ state: true });
        const rows = await servers.database.query<{ weight: number; currency: string }>("SELECT weight, currency FROM pixel_events WHERE kind = 'money'");
        expect(rows).toEqual([{ weight: 19.99, currency: 'EUR' }]);
      });

      it('issues tokens only through the admin API, with a bounded lifetime', async () => {
        refused(await admin('POST', '/admin/pages/shop/pixel-tokens', { ttl_seconds: 10 }), 400, /ttl_seconds/);
        refused(await admin('POST', '/admin/pages/shop/pixel-tokens', { ttl_seconds: 1e12 }), 400, /ttl_seconds/);
        refused(await admin('POST', '/admin/pages/nope/pixel-tokens', {}), 404, /Unknown page/);
        const issued = json(await admin('POST', '/admin/pages/shop/pixel-tokens', {})) as { token: string; exp: number };
        // SPEC §5's shape: the first segment is base64 JSON with exp (what the loader reads).
        const payload = JSON.parse(Buffer.from(issued.token.split('.')[0] ?? '', 'base64').toString('utf8')) as { exp: number };
        expect(payload.exp).toBe(issued.exp);
        expect(issued.exp - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
      });
    });

    describe('admin API by DNS rebinding', () => {
      it('refuses a Host that is not the server’s own name with 421, even from loopback', async () => {
        const r = await admin('GET', '/admin/pages/shop/subscribers', undefined, { Host: `rebind.attacker.example:${port}` });
        refused(r, 421, /not a name of this server/);
        expect(r.body).not.toContain('phone');
        refused(await admin('PUT', '/admin/pages/shop', { widgets: [] }, { Host: 'rebind.attacker.example' }), 421, /Host/);
        refused(await admin('GET', '/admin/pages', undefined, { Host: '' }), 421, /Host/);
        expect((await admin('GET', '/admin/pages', undefined, { Host: `localhost:${port}` })).status).toBe(200);
        expect((await admin('GET', '/admin/pages', undefined, { Host: `127.0.0.1:${port}` })).status).toBe(200);
      });
    });

    describe('4xx instead of 500', () => {
      it('refuses NUL and lone surrogates in any string', async () => {
        refused(await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 'a\u0000b', widget_sign: signs['71'] }), 400, /NUL/);
        const event = { app_id: '1', account_id: 'shop', payload: '\ud800', event: 'impression', session_id: 's', b: false };
        refused(await post('/pixel/logEvent', JSON.stringify(event)), 400, /unpaired surrogates/);
        refused(await post('/pixel/logEvent', '{"app_id":"1","account_id":"shop","payload":{"\\udc00":1},"event":"e","session_id":"s","b":false}'), 400, /unpaired surrogates/);
        refused(await post('/widget/createSubscriberByPhoneNumber', { account_id: 'shop', widget_id: 71, phone_number: '+12015550123\u0000', session_id: 's', widget_sign: signs['71'] }), 400, /NUL/);
      });

      it('refuses a 5,000-deep JSON body', async () => {
        refused(await post('/pixel/logEvent', `{"payload":${deepArray(5_000)}}`), 400, new RegExp(`nested more than ${MAX_JSON_DEPTH} levels`));
      });

      it('refuses a malformed percent-encoding and a non-string pageId', async () => {
        refused(await admin('GET', '/admin/pages/%ZZ'), 400, /Malformed URL|Invalid page id/);
        refused(await admin('PUT', '/admin/pages/shop', { pageId: { toString: 'x' } }), 400, /pageId: expected a string/);
        refused(await admin('PUT', '/admin/pages/shop', '{"__proto__":{"x":1}}'), 400, /__proto__/);
      });

      it('keeps serving after all of it', async () => {
        expect((await fetch(`${servers.widgetOrigin}/widget/config?page_id=shop`)).status).toBe(200);
      });
    });

    describe('private folders of the demo site', () => {
      it.each(['/provider/bare.html', '/%70rovider/bare.html', '//provider/bare.html', '/provider%2fbare.html', '/provider%2Fbare.html', '/Provider/bare.html', '/./provider/bare.html', '/x/../provider/bare.html', '/%63onfig/shop.json', '/config%2fshop.json', '/styles.css/../config/shop.json'])(
        '%s is not served',
        async (p) => {
          const r = await raw(servers.demoPort, 'GET', p);
          expect(r.status, p).toBeGreaterThanOrEqual(400);
          expect(r.status, p).toBeLessThan(500);
          expect(r.body).not.toContain('provider only');
          expect(r.body).not.toContain('"pageId"');
        },
      );

      it('still serves its public files', async () => {
        expect((await raw(servers.demoPort, 'GET', '/styles.css')).status).toBe(200);
        expect((await raw(servers.demoPort, 'GET', '/')).status).toBe(200);
      });
    });

    describe('path traversal on the widget provider (held before, kept)', () => {
      it.each([
        '/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/frame/..%2f..%2fsecret.txt', '/frame/%2e%2e/%2e%2e/secret.txt',
        '/..%5csecret.txt', '/%252e%252e/secret.txt', '/frame/..%00/secret.txt', '/%c0%ae%c0%ae/secret.txt', '/.%2e/secret.txt', '//secret.txt',
        '/frame//../../secret.txt', '/frame/assets/../../../secret.txt', '/loader.js/../../secret.txt', '/%E0%A4%A', '/.build-stamp',
      ])('%s', async (p) => {
        const r = await raw(port, 'GET', p);
        expect(r.status, p).toBeGreaterThanOrEqual(400);
        expect(r.status, p).toBeLessThan(500);
        expect(r.body).not.toContain('top secret');
      });
    });

    describe('webhook replay', () => {
      it('stores a captured, correctly signed delivery once', async () => {
        const body = JSON.stringify({
          object: 'page',
          entry: [{ id: FB_PAGE_ID, time: 1, messaging: [{ sender: { id: 'P1' }, recipient: { id: FB_PAGE_ID }, timestamp: 1, optin: { ref: 'w72.replay-sess.inst01' } }] }],
        });
        const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
        const send = () => post('/webhook/messenger', body, { 'X-Hub-Signature-256': signature });
        expect(json(await send())).toEqual({ state: true, received: 1, skipped: 0 });
        expect(json(await send())).toEqual({ state: true, received: 0, skipped: 0, duplicate: true });
        expect(json(await send())).toMatchObject({ duplicate: true });
        expect(await count('messenger_optins WHERE session_id = $1', ['replay-sess'])).toBe(1);
      });
    });

    describe('bounded configuration on write', () => {
      it('refuses widget data nested 3,000 arrays deep with a clear error and keeps the page', async () => {
        const before = json(await admin('GET', '/admin/pages/shop')) as { page: { config: unknown } };
        const r = await admin('PUT', '/admin/pages/shop', `{"pageId":"shop","widgets":[{"widget_id":71,"data":{"main":${deepArray(3_000)}}}]}`);
        refused(r, 400, new RegExp(`nested more than ${MAX_JSON_DEPTH} levels deep`));
        const after = json(await admin('GET', '/admin/pages/shop')) as { page: { config: unknown } };
        expect(after.page.config).toEqual(before.page.config);
        // The served configuration still serialises.
        expect((await fetch(`${servers.widgetOrigin}/widget/config?page_id=shop`)).status).toBe(200);
      });

      it('refuses a wrong-typed page field, which the loader would drop', async () => {
        refused(await admin('PUT', '/admin/pages/shop', { pageId: 'shop', fb_page_id: { id: 1 }, widgets: [] }), 400, /^config\.fb_page_id: expected/);
      });

      it('refuses a configuration over 256 KB', async () => {
        const r = await admin('PUT', '/admin/pages/shop', { pageId: 'shop', pad: 'x'.repeat(300 * 1024) });
        refused(r, 413, /Body larger than 262144 bytes/);
      });
    });

    describe('generateSMSRef needs a widget sign', () => {
      it('writes no row without a valid one', async () => {
        const before = await count('sms_refs');
        refused(await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 's' }), 400, /widget_sign is required/);
        refused(await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 71, session_id: 's', widget_sign: signs['72'] ?? '' }), 403, /widget_sign/);
        expect(await count('sms_refs')).toBe(before);
      });
    });

    describe('a body trickled in slowly', () => {
      it('is cut off after the request timeout, and the server keeps serving', async () => {
        const started = Date.now();
        const closed = await new Promise<string>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write(`POST /pixel/logEvent HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
            const drip = setInterval(() => socket.write(' '), 200);
            let answer = '';
            socket.on('data', (d) => (answer += d.toString()));
            socket.on('close', () => {
              clearInterval(drip);
              resolve(answer);
            });
            socket.on('error', () => undefined);
          });
        });
        const elapsed = Date.now() - started;
        expect(elapsed).toBeLessThan(8_000);
        expect(closed === '' || /^HTTP\/1\.1 408/.test(closed)).toBe(true);
        expect((await fetch(`${servers.widgetOrigin}/widget/config?page_id=shop`)).status).toBe(200);
      }, 15_000);
    });

    describe('held before the move, kept', () => {
      it('treats SQL injection strings as data', async () => {
        for (const evil of ["shop' OR '1'='1", "shop'; DROP TABLE pages; --", 'shop" OR 1=1 --']) {
          const r = await post('/pixel/logEvent', { app_id: '1', account_id: evil, payload: null, event: 'e', session_id: "x'; DELETE FROM pixel_events; --", b: false });
          expect([400, 404]).toContain(r.status);
          const q = await raw(port, 'GET', `/pixel/checkOptin?account_id=shop&session_id=${encodeURIComponent(evil)}`);
          expect(json(q)).toEqual({ state: true, has_opted_in: false });
        }
        expect(await count('pages')).toBeGreaterThanOrEqual(2);
      });

      it('answers 413 to a body over 16 KB and 415 to a body that is not JSON', async () => {
        refused(await post('/pixel/logEvent', { payload: 'x'.repeat(17_000) }), 413, /Body larger than 16384 bytes/);
        refused(await raw(port, 'POST', '/pixel/logEvent', { 'Content-Type': 'application/xml' }, '<x/>'), 415, /Content-Type/);
      });

      it('refuses a foreign origin a state change and gives it no CORS header', async () => {
        const r = await post('/widget/createSubscriberByPhoneNumber', { account_id: 'shop', widget_id: 71, phone_number: '+12015550100', session_id: 's', widget_sign: signs['71'] }, { Origin: 'https://evil.test' });
        refused(r, 403, /not allowed/);
        expect(r.headers['access-control-allow-origin']).toBeUndefined();
      });

      it('refuses a forged widget sign', async () => {
        refused(await post('/widget/createSubscriberByPhoneNumber', { account_id: 'shop', widget_id: 71, phone_number: '+12015550100', session_id: 's', widget_sign: 'f'.repeat(43) }), 403, /widget_sign/);
      });

      it('does not believe a spoofed X-Forwarded-For (no trusted proxy)', async () => {
        const limited = await startServers({
          demoPort: 0,
          widgetPort: 0,
          rootDir: fixture,
          logRequests: false,
          database: servers.database,
          rateLimits: { perIp: { max: 2, timeWindowMs: 60_000 }, perPhone: { max: 100, timeWindowMs: 60_000 } },
        });
        try {
          const hit = (ip: string) => raw(limited.widgetPort, 'GET', '/pixel/checkOptin?account_id=shop&session_id=s', { 'X-Forwarded-For': ip });
          expect((await hit('10.0.0.1')).status).toBe(200);
          expect((await hit('10.0.0.2')).status).toBe(200);
          refused(await hit('10.0.0.3'), 429, /Too many requests/);
        } finally {
          await limited.close();
        }
      }, 60_000);
    });

    describe('the studio and the admin API closed for real deployments (issue 24)', () => {
      const LONG_TOKEN = 'hostile-admin-token-0123456789abcdefghij';
      const limits = { perIp: { max: 100_000, timeWindowMs: 60_000 }, perPhone: { max: 100, timeWindowMs: 60_000 } };
      const other = (options: Partial<StartServersOptions>) =>
        startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, database: servers.database, rateLimits: limits, ...options });
      const shopConfigNow = async () => (json(await admin('GET', '/admin/pages/shop')) as { page: { config: unknown } }).page.config;
      const studioHost = () => ({ Host: `localhost:${port}` });
      const signIn = async (p = port, headers: Record<string, string> = { Host: `localhost:${p}` }, token = servers.studioToken): Promise<string> => {
        const r = await raw(p, 'POST', '/studio/api/session', { ...headers, 'Content-Type': 'application/json' }, JSON.stringify({ token }));
        expect(r.status, r.body).toBe(200);
        const setCookie = [r.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('mc_studio_session=')) ?? '';
        return setCookie.split(';')[0] ?? '';
      };
      const studio = (method: string, p: string, cookie: string, body?: unknown) =>
        raw(port, method, p, { ...studioHost(), Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body === undefined ? undefined : JSON.stringify(body));

      it('1. behind a reverse proxy on the same machine, without ADMIN_TOKEN: every admin request needs the token', async () => {
        const proxied = await other({ trustProxy: '127.0.0.1', serverNames: ['widgets.example.com'], adminToken: undefined });
        try {
          const p = proxied.widgetPort;
          const before = await shopConfigNow();
          const through = { Host: 'widgets.example.com', 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' };
          const read = await raw(p, 'GET', '/admin/pages/shop/subscribers', through);
          refused(read, 401, /Authorization: Bearer/);
          expect(read.headers['www-authenticate']).toBe('Bearer');
          expect(read.body).not.toContain('phone');
          refused(await raw(p, 'PUT', '/admin/pages/shop', { ...through, 'Content-Type': 'application/json' }, JSON.stringify({ pageId: 'shop', widgets: [] })), 401, /Bearer/);
          // nginx's bare proxy_pass: the upstream's own address as Host and no forwarding header at all.
          refused(await raw(p, 'GET', '/admin/pages', { Host: `127.0.0.1:${p}` }), 401, /Bearer/);
          expect(await shopConfigNow()).toEqual(before);
          // The token opens it, through the proxy too.
          expect((await raw(p, 'GET', '/admin/pages', { ...through, Authorization: `Bearer ${proxied.studioToken}` })).status).toBe(200);
        } finally {
          await proxied.close();
        }
        // The same holds without a proxy: a request from this machine needs the token as well.
        refused(await raw(port, 'GET', '/admin/pages/shop/subscribers', { Host: `localhost:${port}` }), 401, /Bearer/);
      }, 60_000);

      it('2. limits admin token guessing: 40 wrong Bearer tokens meet 429 after ten, and the studio’s sign-in shares the budget', async () => {
        const limited = await other({ adminToken: LONG_TOKEN, trustProxy: '127.0.0.1', rateLimits: { ...limits, wrongTokens: { max: 10, timeWindowMs: 60_000 } } });
        try {
          const p = limited.widgetPort;
          const from = (ip: string) => ({ Host: `localhost:${p}`, 'X-Forwarded-For': ip });
          const statuses: number[] = [];
          for (let i = 0; i < 40; i++) statuses.push((await raw(p, 'GET', '/admin/pages', { ...from('203.0.113.7'), Authorization: `Bearer guess-${i}` })).status);
          expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
          expect(statuses.slice(10)).toEqual(Array(30).fill(429));
          const held = await raw(p, 'GET', '/admin/pages', { ...from('203.0.113.7'), Authorization: `Bearer ${LONG_TOKEN}` });
          refused(held, 429, /Too many wrong tokens from your address: try again in \d+ s/);
          expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
          const studioTry = await raw(p, 'POST', '/studio/api/session', { ...from('203.0.113.7'), 'Content-Type': 'application/json' }, JSON.stringify({ token: LONG_TOKEN }));
          refused(studioTry, 429, /Too many wrong tokens/);
          // The other way round: wrong sign-ins in the studio hold the admin API back for that client.
          for (let i = 0; i < 10; i++) {
            expect((await raw(p, 'POST', '/studio/api/session', { ...from('203.0.113.8'), 'Content-Type': 'application/json' }, JSON.stringify({ token: `guess-${i}` }))).status).toBe(401);
          }
          refused(await raw(p, 'GET', '/admin/pages', { ...from('203.0.113.8'), Authorization: `Bearer ${LONG_TOKEN}` }), 429, /Too many wrong tokens/);
          // Requests without any token are not guesses, and another client is not held back.
          expect((await raw(p, 'GET', '/admin/pages', from('203.0.113.20'))).status).toBe(401);
          expect((await raw(p, 'GET', '/admin/pages', { ...from('203.0.113.9'), Authorization: `Bearer ${LONG_TOKEN}` })).status).toBe(200);
        } finally {
          await limited.close();
        }
      }, 60_000);

      it('3. signing out ends the session on the server; signing out everywhere ends every one', async () => {
        const kept = await signIn();
        expect((await raw(port, 'DELETE', '/studio/api/session', { ...studioHost(), Cookie: kept })).status).toBe(200);
        const pagesBefore = await count('pages');
        refused(await studio('POST', '/studio/api/pages', kept, { id: 'after-sign-out' }), 401, /Not signed in/);
        refused(await studio('GET', '/studio/api/pages', kept), 401, /Not signed in/);
        expect(await count('pages')).toBe(pagesBefore);

        const [a, b] = [await signIn(), await signIn()];
        expect((await studio('GET', '/studio/api/pages', b)).status).toBe(200);
        const everywhere = await studio('DELETE', '/studio/api/sessions', a);
        expect(everywhere.status).toBe(200);
        for (const cookie of [a, b]) refused(await studio('POST', '/studio/api/pages', cookie, { id: 'after-everywhere' }), 401, /Not signed in/);
        expect(await count('studio_sessions')).toBe(0);
        expect(await count('pages')).toBe(pagesBefore);
      });

      it('4. refuses to start with an ADMIN_TOKEN under 32 characters, and listens on nothing', async () => {
        for (const short of ['abc', 'x'.repeat(31)]) {
          await expect(other({ adminToken: short })).rejects.toThrow(new RegExp(`ADMIN_TOKEN: ${short.length} characters is too short`));
        }
        const exactly32 = await other({ adminToken: 'y'.repeat(32) });
        expect(exactly32.studioTokenSource).toBe('ADMIN_TOKEN');
        await exactly32.close();
      }, 60_000);

      it('5. refuses TRUST_PROXY=true; behind a named proxy a client that rewrites its X-Forwarded-For is still one client', async () => {
        await expect(other({ trustProxy: 'true' })).rejects.toThrow(/TRUST_PROXY=true would believe an X-Forwarded-For a client writes itself/);
        const proxied = await other({ adminToken: LONG_TOKEN, trustProxy: '127.0.0.1', rateLimits: { ...limits, wrongTokens: { max: 10, timeWindowMs: 60_000 } } });
        try {
          const p = proxied.widgetPort;
          const statuses: number[] = [];
          for (let i = 0; i < 25; i++) {
            // What the client wrote, then what the proxy appended: the address it really came from.
            const headers = { Host: `localhost:${p}`, 'X-Forwarded-For': `10.${i}.0.1, 198.51.100.4`, 'Content-Type': 'application/json' };
            statuses.push((await raw(p, 'POST', '/studio/api/session', headers, JSON.stringify({ token: `guess-${i}` }))).status);
          }
          expect(statuses.filter((s) => s === 401)).toHaveLength(10);
          expect(statuses.slice(10)).toEqual(Array(15).fill(429));
        } finally {
          await proxied.close();
        }
      }, 60_000);

      it('6. prints no lasting secret: the start gives a one-time link, used once, and the generated token lives in a 0600 file', async () => {
        expect(servers.studioSignInUrl).toMatch(/#sign-in=[A-Za-z0-9_-]{43}$/);
        expect(servers.studioSignInUrl).not.toContain(servers.studioToken);
        // Beside the PGlite data directory, or under .data/ on PostgreSQL: in the server's folders either way.
        expect([path.join(fixture, 'admin-token'), path.join(fixture, '.data', 'admin-token')]).toContain(servers.adminTokenFile);
        expect((await readFile(servers.adminTokenFile ?? '', 'utf8')).trim()).toBe(servers.studioToken);
        expect(((await stat(servers.adminTokenFile ?? '')).mode & 0o777).toString(8)).toBe('600');
        // The link signs one browser in, once, even when two race for it.
        const code = /#sign-in=(.+)$/.exec(servers.studioSignInUrl ?? '')?.[1] ?? '';
        const use = () => raw(port, 'POST', '/studio/api/session', { ...studioHost(), 'Content-Type': 'application/json' }, JSON.stringify({ code }));
        const statuses = (await Promise.all([use(), use(), use()])).map((r) => r.status).sort();
        expect(statuses).toEqual([200, 401, 401]);
        refused(await use(), 401, /This sign-in link has been used or has expired/);
      });

      it('7. warns when a deployed studio shares its host name, and answers on a name of its own when given one', async () => {
        const shared = await other({ adminToken: LONG_TOKEN, serverNames: ['widgets.example.com'] });
        try {
          expect(shared.warnings.join('\n')).toMatch(/session cookie to every server on a host name, whatever the port.*STUDIO_NAMES=/);
        } finally {
          await shared.close();
        }
        const own = await other({ adminToken: LONG_TOKEN, serverNames: ['widgets.example.com'], studioNames: ['studio.example.com'] });
        try {
          const p = own.widgetPort;
          expect(own.warnings).toEqual([]);
          const onStudio = await raw(p, 'GET', '/studio/api/session', { Host: 'studio.example.com' });
          expect(onStudio.status).toBe(200);
          refused(await raw(p, 'GET', '/studio/api/session', { Host: 'widgets.example.com' }), 421, /Studio: Host "widgets\.example\.com" is not a name of this server/);
          expect((await raw(p, 'GET', '/studio/', { Host: 'widgets.example.com' })).status).toBe(421);
          // The widget provider keeps its name; the admin API stays on the provider's names.
          expect((await raw(p, 'GET', '/admin/pages', { Host: 'widgets.example.com', Authorization: `Bearer ${LONG_TOKEN}` })).status).toBe(200);
          expect((await raw(p, 'GET', '/admin/pages', { Host: 'studio.example.com', Authorization: `Bearer ${LONG_TOKEN}` })).status).toBe(421);
        } finally {
          await own.close();
        }
      }, 60_000);

      it('8. gives no CORS header to any error under /studio or /admin, whatever the origin', async () => {
        const local = { Origin: 'http://localhost:3000' };
        const answers: [string, RawAnswer, number][] = [
          ['admin 401', await raw(port, 'GET', '/admin/pages', { ...local, Host: `localhost:${port}` }), 401],
          ['admin 404', await admin('GET', '/admin/nothing', undefined, local), 404],
          ['admin 421', await admin('GET', '/admin/pages', undefined, { ...local, Host: 'rebind.example' }), 421],
          ['studio 401', await raw(port, 'GET', '/studio/api/pages', { ...local, ...studioHost() }), 401],
          ['studio 403', await raw(port, 'POST', '/studio/api/session', { ...local, ...studioHost(), 'Content-Type': 'application/json' }, '{"token":"x"}'), 403],
          ['studio 404', await studio('GET', '/studio/api/nothing', await signIn()), 404],
          ['studio 421', await raw(port, 'GET', '/studio/api/pages', { ...local, Host: 'rebind.example' }), 421],
          ['studio 400 bad URL', await raw(port, 'GET', '/studio/api/pages/%ZZ', { ...local, ...studioHost() }), 400],
        ];
        for (const [label, r, status] of answers) {
          expect(r.status, label).toBe(status);
          expect(r.headers['access-control-allow-origin'], label).toBeUndefined();
        }
        // The control: the widget API's own errors stay readable by a local host page.
        const widget = await post('/widget/createSubscriberByPhoneNumber', { account_id: 'shop' }, local);
        expect(widget.status).toBe(400);
        expect(widget.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      });

      it('9. keeps every page within 256 KB on every write path: a copy that would grow it past is refused', async () => {
        const cookie = await signIn();
        expect((await studio('POST', '/studio/api/pages', cookie, { id: 'weighty' })).status).toBe(201);
        const created = json(await studio('POST', '/studio/api/pages/weighty/widgets', cookie, { widget_type: 'box', channel: 'fb' })) as { widgetId: string; page: { config: { widgets: Record<string, unknown>[] } } };
        // Padded so that the page ends 50 bytes under the limit: any further widget, or any copy, is too much.
        const bare = Buffer.byteLength(JSON.stringify(created.page.config));
        const padding = 256 * 1024 - 50 - bare - Buffer.byteLength(',"unknown_field":""');
        const widget = { ...created.page.config.widgets[0], unknown_field: 'x'.repeat(padding) };
        const saved = await studio('PUT', `/studio/api/pages/weighty/widgets/${created.widgetId}`, cookie, widget);
        expect(saved.status, saved.body.slice(0, 300)).toBe(200);
        const weight = Buffer.byteLength(JSON.stringify((json(saved) as { page: { config: unknown } }).page.config));
        expect(256 * 1024 - weight).toBe(50);
        const before = await count('widgets WHERE page_id = $1', ['weighty']);
        for (let i = 0; i < 7; i++) {
          const copy = await studio('POST', '/studio/api/pages/weighty/widgets', cookie, { duplicateOf: created.widgetId });
          refused(copy, 413, /The page would weigh \d+ KB, over the 256 KB a page may have: make a widget smaller or remove one/);
        }
        refused(await studio('POST', '/studio/api/pages/weighty/widgets', cookie, { widget_type: 'bar', channel: 'fb' }), 413, /over the 256 KB/);
        expect(await count('widgets WHERE page_id = $1', ['weighty'])).toBe(before);
        const served = await fetch(`${servers.widgetOrigin}/widget/config?page_id=weighty`);
        expect(served.status).toBe(200);
        expect((await served.arrayBuffer()).byteLength).toBeLessThanOrEqual(256 * 1024 + 1024);
      });
    });

    describe('compression', () => {
      it('serves the loader and JSON with brotli or gzip as the client asks', async () => {
        const br = await raw(port, 'GET', '/loader.js', { 'Accept-Encoding': 'br' });
        expect(br.headers['content-encoding']).toBe('br');
        const gz = await raw(port, 'GET', '/loader.js', { 'Accept-Encoding': 'gzip' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        const plain = await raw(port, 'GET', '/loader.js');
        expect(plain.headers['content-encoding']).toBeUndefined();
      });

      it('serves the brotli file of the build as it is when there is one (npm run build writes them)', async () => {
        const r = await rawGet(port, '/frame/assets/index-X1.js', { 'Accept-Encoding': 'br, gzip' });
        expect(r.headers['content-encoding']).toBe('br');
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotliDecompressSync(r.bytes).toString()).toContain('export const x');
      });
    });
  });
}

onEveryStorage('hostile_test', hostileSuite);
