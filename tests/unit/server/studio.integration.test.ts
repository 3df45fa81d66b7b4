// The studio on the running reference server (issue 17): sign-in for the session cookie, the checks on every
// studio request (Host → 421, session → 401, a foreign Origin on a state change → 403), its first API
// slice, its documents and files with their own headers, and hostile input answered with a 4xx, never a 500.
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { STUDIO_CSP } from '../../../server/policies/studioHeaders';
import { newSessionId, secretHash, SESSION_COOKIE, SESSION_TTL_MS, sessionIdOf, sessionValue } from '../../../server/policies/studioSession';
import { rawRequest, type RawAnswer } from './rawHttp';

const TOKEN = 'studio-test-token-0123456789abcdef';
const shopConfig = {
  pageId: 'shop',
  widgets: [
    { widget_id: 7, widget_type: 'bar', channel: 'fb', name: 'Spring bar', data: {} },
    { widget_id: 'sms-1', widget_type: 'box', channel: 'sms', data: { main: { title: 'Texts from us' } } },
  ],
};

async function fixtureDirs(prefix: string): Promise<string> {
  const fixture = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(fixture, 'dist', 'frame'), { recursive: true });
  await mkdir(path.join(fixture, 'dist', 'studio', 'assets'), { recursive: true });
  await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
  await mkdir(path.join(fixture, 'demo', 'provider'), { recursive: true });
  await writeFile(path.join(fixture, 'dist', 'loader.js'), '/* loader */');
  await writeFile(path.join(fixture, 'dist', 'frame', 'index.html'), '<!doctype html><title>frame</title>');
  await writeFile(path.join(fixture, 'dist', 'studio', 'index.html'), '<!doctype html><title>Studio</title>');
  await writeFile(path.join(fixture, 'dist', 'studio', 'assets', 'index-St1.js'), 'export {};');
  await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
  await writeFile(path.join(fixture, 'demo', 'config', 'empty.json'), JSON.stringify({ pageId: 'empty' }));
  await writeFile(path.join(fixture, 'demo', 'index.html'), '<!doctype html>demo');
  return fixture;
}

const json = (r: RawAnswer): Record<string, unknown> => JSON.parse(r.body) as Record<string, unknown>;
const firstError = (r: RawAnswer): string => ((json(r).errors as { message: string }[] | undefined)?.[0]?.message ?? '');
const setCookieOf = (r: RawAnswer): string => {
  const header = r.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
};
/** `name=value` of a Set-Cookie line, as a browser sends it back. */
const cookiePair = (setCookie: string): string => setCookie.split(';')[0] ?? '';

describe('studio (server)', () => {
  let fixture = '';
  let servers: RunningServers;
  let port = 0;
  let host = '';
  let clientIp = 0;

  /** Each call from its own client address (X-Forwarded-For from the trusted proxy 127.0.0.1), so the token limit is only met where a test means it. */
  const req = (method: string, p: string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(port, method, p, { Host: host, 'X-Forwarded-For': `10.1.0.${++clientIp % 250}`, ...headers }, body);
  const signIn = (token: string, headers: Record<string, string> = {}) =>
    req('POST', '/studio/api/session', { 'Content-Type': 'application/json', ...headers }, JSON.stringify({ token }));
  const signedInCookie = async (): Promise<string> => cookiePair(setCookieOf(await signIn(TOKEN)));
  const sessionSecret = async (): Promise<string> =>
    (await servers.database.query<{ value: string }>("SELECT value FROM settings WHERE key = 'studio_session_secret'"))[0]?.value ?? '';
  /** A cookie as the server would sign it, for a given session id: only the server's secret can make one. */
  const forgedCookie = async (id: string, secret?: string): Promise<string> => `${SESSION_COOKIE}=${cookie.sign(sessionValue(id), secret ?? (await sessionSecret()))}`;
  /** The session id inside a `name=value` cookie pair the server set. */
  const idOfCookie = (pair: string): string => sessionIdOf(cookie.unsign(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)), secretForIds).value ?? '') ?? '';
  let secretForIds = '';
  const sessionRows = async (): Promise<number> => Number((await servers.database.query<{ n: string | number }>('SELECT count(*) AS n FROM studio_sessions'))[0]?.n ?? 0);

  beforeAll(async () => {
    fixture = await fixtureDirs('studio-it-');
    servers = await startServers({
      demoPort: 0,
      widgetPort: 0,
      rootDir: fixture,
      logRequests: false,
      dataDir: 'memory://',
      adminToken: TOKEN,
      trustProxy: '127.0.0.1',
      rateLimits: {
        perIp: { max: 100_000, timeWindowMs: 60_000 },
        perPhone: { max: 100, timeWindowMs: 60_000 },
        wrongTokens: { max: 3, timeWindowMs: 60_000 },
      },
    });
    port = servers.widgetPort;
    host = `localhost:${port}`;
    secretForIds = await sessionSecret();
  }, 60_000);

  afterAll(async () => {
    await servers?.close();
    await rm(fixture, { recursive: true, force: true });
  });

  describe('sign-in', () => {
    it('exchanges the right token for an HttpOnly, SameSite=Strict cookie on /studio that expires in 12 h', async () => {
      const r = await signIn(TOKEN);
      expect(r.status, r.body).toBe(200);
      const body = json(r);
      expect(body).toMatchObject({ state: true, signedIn: true });
      expect(Date.parse(String(body.expiresAt)) - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
      const setCookie = setCookieOf(r);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      expect(setCookie).toMatch(/; Path=\/studio(;|$)/);
      expect(setCookie).toMatch(/; Max-Age=43200/);
      // Plain http on loopback: a Secure cookie would not come back.
      expect(setCookie).not.toMatch(/; Secure/);
      expect(r.headers['cache-control']).toBe('no-store');
    });

    it('marks the cookie Secure when the browser reached the server over https (behind a trusted proxy)', async () => {
      const r = await signIn(TOKEN, { 'X-Forwarded-Proto': 'https' });
      expect(setCookieOf(r)).toMatch(/; Secure/);
    });

    it('refuses a wrong token with 401, a clear message naming the field, and no cookie', async () => {
      for (const wrong of ['nope', `${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase()]) {
        const r = await signIn(wrong);
        expect(r.status, wrong).toBe(401);
        expect(json(r)).toEqual({ state: false, errors: [{ message: 'Wrong admin token: check it and try again.', field: 'token' }] });
        expect(setCookieOf(r)).toBe('');
      }
    });

    it('limits wrong tokens per client address with 429 and Retry-After, the right one included once held back', async () => {
      const from = { 'X-Forwarded-For': '10.9.9.9' };
      // Right tokens do not count: a person signing in many times is never held back.
      for (let i = 0; i < 5; i++) expect((await signIn(TOKEN, from)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await signIn('guess', from)).status).toBe(401);
      const limited = await signIn(TOKEN, from);
      expect(limited.status).toBe(429);
      expect(firstError(limited)).toMatch(/Too many wrong tokens from your address: try again in \d+ s/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(setCookieOf(limited)).toBe('');
      // Another address is not held back.
      expect((await signIn(TOKEN, { 'X-Forwarded-For': '10.9.9.10' })).status).toBe(200);
    });

    it('counts a burst of parallel guesses before any is answered', async () => {
      const from = { 'X-Forwarded-For': '10.9.9.11' };
      const statuses = (await Promise.all(Array.from({ length: 12 }, () => signIn('guess', from)))).map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    });
  });

  describe('every studio request', () => {
    it('refuses /studio/api/pages without the session cookie (401)', async () => {
      const r = await req('GET', '/studio/api/pages');
      expect(r.status).toBe(401);
      expect(firstError(r)).toMatch(/Not signed in/);
      expect(r.body).not.toContain('shop');
    });

    it('refuses a foreign Host with 421, with or without a valid cookie, before anything else', async () => {
      const session = await signedInCookie();
      for (const foreign of ['evil.example', `rebind.attacker.example:${port}`, '', `localhost:${port + 1}`]) {
        const r = await req('GET', '/studio/api/pages', { Host: foreign, Cookie: session });
        expect(r.status, foreign).toBe(421);
        expect(firstError(r)).toMatch(/Studio: Host .* is not a name of this server/);
        expect(r.body).not.toContain('Spring bar');
      }
      expect((await req('POST', '/studio/api/session', { Host: 'evil.example', 'Content-Type': 'application/json' }, JSON.stringify({ token: TOKEN }))).status).toBe(421);
      expect((await req('GET', '/studio/', { Host: 'evil.example' })).status).toBe(421);
      // Every own name is accepted.
      expect((await req('GET', '/studio/api/pages', { Host: `127.0.0.1:${port}`, Cookie: session })).status).toBe(200);
      expect((await req('GET', '/studio/api/pages', { Host: `[::1]:${port}`, Cookie: session })).status).toBe(200);
    });

    it('refuses a tampered cookie (401)', async () => {
      const session = await signedInCookie();
      const value = session.slice(SESSION_COOKIE.length + 1);
      const [v, id, signature] = value.split('.');
      const tampered = [
        `${v}.${newSessionId()}.${signature}`, // another id, same signature
        `${v}.${id}.${(signature ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, // the signature changed
        `${v}.${id}`, // no signature
        `v1.9999999999999.AAAAAAAAAAAAAAAAAAAAAA.${signature}`, // the old format, made up
        '%ZZ',
      ];
      for (const t of tampered) {
        const r = await req('GET', '/studio/api/pages', { Cookie: `${SESSION_COOKIE}=${t}` });
        expect(r.status, t).toBe(401);
      }
      expect((await req('GET', '/studio/api/pages', { Cookie: await forgedCookie(idOfCookie(session), 'another-secret') })).status).toBe(401);
      // Signed with the server's own secret but naming no session it opened: still refused.
      expect((await req('GET', '/studio/api/pages', { Cookie: await forgedCookie(newSessionId()) })).status).toBe(401);
      // The control: the session's own id signed the same way is accepted.
      expect((await req('GET', '/studio/api/pages', { Cookie: await forgedCookie(idOfCookie(session)) })).status).toBe(200);
    });

    it('refuses an expired session (401, saying so) and keeps no session id in the table', async () => {
      const session = await signedInCookie();
      const id = idOfCookie(session);
      const rows = await servers.database.query<{ id_hash: string }>('SELECT id_hash FROM studio_sessions');
      expect(rows.map((r) => r.id_hash)).toContain(secretHash(id));
      expect(JSON.stringify(rows)).not.toContain(id);
      await servers.database.query('UPDATE studio_sessions SET expires_at = $1 WHERE id_hash = $2', [new Date(Date.now() - 1_000), secretHash(id)]);
      const expired = await req('GET', '/studio/api/pages', { Cookie: session });
      expect(expired.status).toBe(401);
      expect(firstError(expired)).toMatch(/expired/);
      expect(json(await req('GET', '/studio/api/session', { Cookie: session }))).toEqual({ state: true, signedIn: false, reason: 'expired' });
    });

    it('refuses a state change sent from another origin (403), even another port of localhost', async () => {
      const session = await signedInCookie();
      const r = await req('DELETE', '/studio/api/session', { Cookie: session, Origin: `http://localhost:${port + 1}` });
      expect(r.status).toBe(403);
      expect(setCookieOf(r)).toBe('');
      expect((await signIn(TOKEN, { Origin: 'http://127.0.0.1:8080' })).status).toBe(403);
      expect((await signIn(TOKEN, { Origin: 'null' })).status).toBe(403);
      expect((await signIn(TOKEN, { Origin: `http://localhost:${port}` })).status).toBe(200);
    });

    it('sends no CORS headers', async () => {
      const session = await signedInCookie();
      const r = await req('GET', '/studio/api/pages', { Cookie: session, Origin: 'https://evil.example' });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await req('OPTIONS', '/studio/api/pages', { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('session and sign-out', () => {
    it('says whether a browser is signed in, then signs out by ending the session on the server and clearing the cookie', async () => {
      expect(json(await req('GET', '/studio/api/session'))).toEqual({ state: true, signedIn: false, reason: 'none' });
      const session = await signedInCookie();
      const other = await signedInCookie();
      expect(json(await req('GET', '/studio/api/session', { Cookie: session }))).toMatchObject({ state: true, signedIn: true });

      const out = await req('DELETE', '/studio/api/session', { Cookie: session });
      expect(out.status).toBe(200);
      expect(json(out)).toEqual({ state: true, signedIn: false });
      const cleared = setCookieOf(out);
      expect(cookiePair(cleared)).toBe(`${SESSION_COOKIE}=`);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/; Path=\/studio/);
      // The old cookie, kept by someone who copied it, opens nothing any more.
      expect((await req('GET', '/studio/api/pages', { Cookie: session })).status).toBe(401);
      expect(json(await req('GET', '/studio/api/session', { Cookie: session }))).toEqual({ state: true, signedIn: false, reason: 'invalid' });
      // Another browser's session goes on.
      expect((await req('GET', '/studio/api/pages', { Cookie: other })).status).toBe(200);
      // Signing out again, or without a session, still answers 200.
      expect((await req('DELETE', '/studio/api/session', { Cookie: session })).status).toBe(200);
      expect((await req('DELETE', '/studio/api/session')).status).toBe(200);
    });

    it('signs out everywhere: every session ends, and only a signed-in browser may ask', async () => {
      const sessions = [await signedInCookie(), await signedInCookie(), await signedInCookie()];
      const open = await sessionRows();
      expect((await req('DELETE', '/studio/api/sessions')).status).toBe(401);
      expect(await sessionRows()).toBe(open);
      const out = await req('DELETE', '/studio/api/sessions', { Cookie: sessions[0] ?? '' });
      expect(out.status).toBe(200);
      expect(json(out)).toMatchObject({ state: true, signedIn: false });
      expect(Number(json(out).ended)).toBeGreaterThanOrEqual(3);
      expect(cookiePair(setCookieOf(out))).toBe(`${SESSION_COOKIE}=`);
      for (const session of sessions) expect((await req('GET', '/studio/api/pages', { Cookie: session })).status).toBe(401);
      expect(await sessionRows()).toBe(0);
      expect((await req('GET', '/studio/api/sessions', { Cookie: await signedInCookie() })).status).toBe(405);
    });

    it('ends every session when the server restarts with another ADMIN_TOKEN', async () => {
      const session = await signedInCookie();
      const again = await startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, database: servers.database, adminToken: `${TOKEN}-rotated` });
      try {
        const r = await rawRequest(again.widgetPort, 'GET', '/studio/api/pages', { Host: `localhost:${again.widgetPort}`, Cookie: session });
        expect(r.status).toBe(401);
        // The control: the same cookie on the server still holding the old token.
        expect((await req('GET', '/studio/api/pages', { Cookie: session })).status).toBe(200);
      } finally {
        await again.close();
      }
    }, 60_000);
  });

  describe('pages', () => {
    it('lists the owner’s pages as GET /admin/pages does, each with its widgets; a page seeded from a file is left out until saved', async () => {
      const session = await signedInCookie();
      const listedIds = async () => (json(await req('GET', '/studio/api/pages', { Cookie: session })).pages as { id: string }[]).map((p) => p.id);
      // Seeded from demo/config (the demo site's test beds): served, not listed.
      expect(await listedIds()).not.toContain('shop');
      const admin = { Host: host, Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
      expect((await rawRequest(port, 'PUT', '/admin/pages/shop', admin, JSON.stringify(shopConfig))).status).toBe(200);
      expect((await rawRequest(port, 'PUT', '/admin/pages/empty', admin, JSON.stringify({ pageId: 'empty' }))).status).toBe(200);
      const r = await req('GET', '/studio/api/pages', { Cookie: session });
      expect(r.status).toBe(200);
      const adminPages = json(await rawRequest(port, 'GET', '/admin/pages', { Host: host, Authorization: `Bearer ${TOKEN}` })).pages as { id: string; source: string }[];
      const pages = json(r).pages as Record<string, unknown>[];
      expect(pages.map(({ widgetList: _list, ...summary }) => summary)).toEqual(adminPages.filter((p) => p.source === 'admin'));
      expect(pages.find((p) => p.id === 'shop')?.widgetList).toEqual([
        { id: 7, type: 'bar', channel: 'fb', name: 'Spring bar' },
        { id: 'sms-1', type: 'box', channel: 'sms', name: 'Texts from us' },
      ]);
      expect(pages.find((p) => p.id === 'empty')).toMatchObject({ widgets: 0, widgetList: [] });
    });

    it('leaves the benchmark’s and the e2e run’s pages out of the list, in natural order, and still serves them', async () => {
      const session = await signedInCookie();
      const create = (id: string) => req('POST', '/studio/api/pages', { Cookie: session, 'Content-Type': 'application/json' }, JSON.stringify({ id }));
      const made = ['promo-10', 'e2e-made-here', 'promo-2', 'bench-3'];
      for (const id of made) expect((await create(id)).status).toBe(201);
      const listed = (json(await req('GET', '/studio/api/pages', { Cookie: session })).pages as { id: string }[]).map((p) => p.id);
      expect(listed.filter((id) => made.includes(id))).toEqual(['promo-2', 'promo-10']);
      for (const id of ['e2e-made-here', 'bench-3']) expect((await req('GET', `/studio/api/pages/${id}`, { Cookie: session })).status).toBe(200);
    });

    it('reads one page as GET /admin/pages/:id does', async () => {
      const session = await signedInCookie();
      const r = await req('GET', '/studio/api/pages/shop', { Cookie: session });
      expect(r.status).toBe(200);
      // The admin API's page, and where the demo site shows it (try.html names the page and its inline widgets).
      const { demoUrl, ...rest } = json(r);
      expect(rest).toEqual(json(await rawRequest(port, 'GET', '/admin/pages/shop', { Host: host, Authorization: `Bearer ${TOKEN}` })));
      expect(new URL(String(demoUrl)).pathname).toBe('/try.html');
      expect(new URL(String(demoUrl)).search).toBe('?page=shop&embed=sms-1');
      expect((await req('GET', '/studio/api/pages/nope', { Cookie: session })).status).toBe(404);
    });

    it('answers a wrong method with 405 and an unknown API path with a JSON 404, after the session check', async () => {
      const session = await signedInCookie();
      const put = await req('PUT', '/studio/api/pages/shop', { Cookie: session, 'Content-Type': 'application/json' }, '{}');
      expect(put.status).toBe(405);
      expect(put.headers.allow).toBe('GET, HEAD');
      const unknown = await req('GET', '/studio/api/secrets', { Cookie: session });
      expect(unknown.status).toBe(404);
      expect(json(unknown)).toMatchObject({ state: false });
      expect((await req('GET', '/studio/api/secrets')).status).toBe(401);
    });
  });

  describe('hostile input: 4xx, never 500', () => {
    it('refuses bodies that are not a token', async () => {
      const post = (body: string, type = 'application/json') => req('POST', '/studio/api/session', { 'Content-Type': type }, body);
      const cases: [string, RawAnswer, number, RegExp][] = [
        ['not JSON', await post('{"token":'), 400, /not valid JSON/],
        ['empty', await post(''), 400, /JSON/],
        ['an array', await post('[]'), 400, /expected a JSON object/],
        ['null', await post('null'), 400, /expected a JSON object/],
        ['no token', await post('{}'), 400, /token is required/],
        ['a number', await post('{"token": 12}'), 400, /token/],
        ['an object', await post('{"token": {"$ne": ""}}'), 400, /token/],
        ['blank', await post('{"token": "   "}'), 400, /Enter the admin token/],
        ['too long', await post(JSON.stringify({ token: 'x'.repeat(600) })), 400, /token/],
        ['NUL', await post('{"token": "a\\u0000b"}'), 400, /NUL/],
        ['lone surrogate', await post('{"token": "\\ud800"}'), 400, /surrogate/],
        ['__proto__', await post('{"__proto__": {"token": "x"}}'), 400, /__proto__/],
        ['deep', await post(`{"token": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`), 400, /nested/],
        ['over 16 KB', await post(JSON.stringify({ token: 'x'.repeat(20_000) })), 413, /Body larger than/],
        ['text/plain', await post(JSON.stringify({ token: TOKEN }), 'text/plain'), 415, /application\/json/],
        ['a form', await post(`token=${TOKEN}`, 'application/x-www-form-urlencoded'), 415, /Content-Type/],
      ];
      for (const [label, r, status, message] of cases) {
        expect(r.status, `${label}: ${r.body}`).toBe(status);
        expect(firstError(r), label).toMatch(message);
        expect(setCookieOf(r), label).toBe('');
      }
    });

    it('refuses hostile page ids and paths', async () => {
      const session = await signedInCookie();
      for (const [p, status] of [
        ['/studio/api/pages/%ZZ', 400],
        ['/studio/api/pages/..%2f..%2fetc%2fpasswd', 400],
        ['/studio/api/pages/shop%00', 400],
        [`/studio/api/pages/${'a'.repeat(65)}`, 400],
        ["/studio/api/pages/shop'%20OR%201=1--", 400],
        ['/studio/api/pages/%F0%9F%92%A9', 400],
      ] as const) {
        const r = await req('GET', p, { Cookie: session });
        expect(r.status, `${p}: ${r.body}`).toBe(status);
      }
      const longCookie = await req('GET', '/studio/api/pages', { Cookie: `${SESSION_COOKIE}=${'x'.repeat(4_000)}` });
      expect(longCookie.status).toBe(401);
      expect((await req('GET', '/studio/api/pages', { Cookie: session })).status).toBe(200);
    });
  });

  describe('the app', () => {
    it('serves the studio document with its own strict CSP, no framing and no CORS', async () => {
      const r = await req('GET', '/studio/');
      expect(r.status).toBe(200);
      expect(r.body).toContain('<title>Studio</title>');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['content-security-policy']).toBe(STUDIO_CSP);
      expect(STUDIO_CSP).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; " +
          "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      );
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves the app for client-side routes, redirects /studio, and serves hashed files for a year without CORS', async () => {
      for (const p of ['/studio/pages/shop', '/studio/anything/deep?x=1', '/studio/index.html']) {
        const r = await req('GET', p);
        expect(r.status, p).toBe(200);
        expect(r.body, p).toContain('<title>Studio</title>');
        expect(r.headers['content-security-policy'], p).toBe(STUDIO_CSP);
      }
      const bare = await req('GET', '/studio');
      expect(bare.status).toBe(308);
      expect(bare.headers.location).toBe('/studio/');
      const asset = await req('GET', '/studio/assets/index-St1.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['access-control-allow-origin']).toBeUndefined();
      expect((await req('GET', '/studio/assets/missing.js')).status).toBe(404);
      // The provider's own static files never serve the studio's (no CORS * on them, and their headers).
      expect((await req('GET', '/%73tudio/assets/index-St1.js')).headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('studio token without ADMIN_TOKEN', () => {
  let fixture = '';
  beforeAll(async () => {
    fixture = await fixtureDirs('studio-token-');
  });
  afterAll(async () => {
    await rm(fixture, { recursive: true, force: true });
  });

  const postCode = (port: number, code: string) =>
    rawRequest(port, 'POST', '/studio/api/session', { Host: `localhost:${port}`, 'Content-Type': 'application/json' }, JSON.stringify({ code }));
  const codeOf = (url: string | null): string => /#sign-in=([A-Za-z0-9_-]+)$/.exec(url ?? '')?.[1] ?? '';

  it('is generated at first start and stored, never shown; each start makes a one-time sign-in link instead', async () => {
    const dataDir = path.join(fixture, 'data');
    const start = () => startServers({ demoPort: 0, widgetPort: 0, rootDir: fixture, logRequests: false, dataDir, adminToken: undefined });
    const first = await start();
    const token = first.studioToken;
    expect(first.studioTokenSource).toBe('generated');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.studioUrl).toBe(`http://localhost:${first.widgetPort}/studio/`);
    expect(first.studioSignInUrl).toMatch(new RegExp(`^http://localhost:${first.widgetPort}/studio/#sign-in=[A-Za-z0-9_-]{43}$`));
    expect(first.studioSignInUrl).not.toContain(token);
    // The admin API asks for it even from this machine; the operator's tools read it from a file only this user may read.
    expect((await rawRequest(first.widgetPort, 'GET', '/admin/pages', { Host: `localhost:${first.widgetPort}` })).status).toBe(401);
    // Beside the PGlite data directory, as `.data/admin-token` is beside `.data/pglite`.
    expect(first.adminTokenFile).toBe(path.join(fixture, 'admin-token'));
    const file = first.adminTokenFile ?? '';
    expect((await readFile(file, 'utf8')).trim()).toBe(token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const fromFile = await rawRequest(first.widgetPort, 'GET', '/admin/pages', { Host: `localhost:${first.widgetPort}`, Authorization: `Bearer ${(await readFile(file, 'utf8')).trim()}` });
    expect(fromFile.status).toBe(200);
    // A file left with wider rights by hand is narrowed at the next start.
    await chmod(file, 0o644);
    const unused = codeOf(first.studioSignInUrl);
    await first.close();

    const second = await start();
    try {
      expect(second.studioToken).toBe(token);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(second.studioSignInUrl).not.toBe(first.studioSignInUrl);
      // The token still signs in (the one an operator read from the database, or the admin API's).
      const withToken = await rawRequest(second.widgetPort, 'POST', '/studio/api/session', { Host: `localhost:${second.widgetPort}`, 'Content-Type': 'application/json' }, JSON.stringify({ token }));
      expect(withToken.status).toBe(200);
      // The link signs one browser in, once.
      const code = codeOf(second.studioSignInUrl);
      const used = await postCode(second.widgetPort, code);
      expect(used.status, used.body).toBe(200);
      expect(setCookieOf(used)).toMatch(/HttpOnly/);
      const again = await postCode(second.widgetPort, code);
      expect(again.status).toBe(401);
      expect(json(again)).toEqual({ state: false, errors: [{ message: expect.stringMatching(/This sign-in link has been used or has expired/), field: 'code' }] });
      expect(setCookieOf(again)).toBe('');
      // An earlier start's link that was never used still works until it expires…
      expect((await postCode(second.widgetPort, unused)).status).toBe(200);
      // …and an expired one does not.
      const third = await start();
      try {
        await third.database.query('UPDATE studio_sign_in_codes SET expires_at = $1', [new Date(Date.now() - 1_000)]);
        expect((await postCode(third.widgetPort, codeOf(third.studioSignInUrl))).status).toBe(401);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  }, 90_000);
});
