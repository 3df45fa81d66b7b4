// Unique coupon codes (issue 48 item 5) on the running server: the upload (admin and studio), the code each
// SMS sign-up is given in its own transaction, the repeat sign-up's same code, the fallback when none is
// left, and the acceptance run: two servers on one PostgreSQL, 150 codes, 200 concurrent sign-ups.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';
import { onEveryStorage, type Storage } from './storages';

const ADMIN = 'coupon-admin-secret-0123456789abcdefghij';
const config = {
  pageId: 'coupons',
  whitelist: ['example.com'],
  widgets: [
    {
      widget_id: 81,
      widget_type: 'box',
      channel: 'sms',
      name: 'Unique codes',
      data: { submitted: { nextStep: { type: 'code', unique: true, text: 'Your code', fallback_text: 'All gone, sorry', low_warning: 5 } } },
    },
    { widget_id: 82, widget_type: 'box', channel: 'sms', name: 'Shared code', data: { submitted: { nextStep: { type: 'code', code: 'SAME10' } } } },
  ],
};

interface Answer {
  state: boolean;
  errors?: { message: string; field?: string }[];
  code?: string | null;
}

interface Fixture {
  servers: RunningServers[];
  signs: Record<string, string>;
  close: () => Promise<void>;
}

/** `count` servers (startServers each) on one storage, rate limits off, the page seeded from its file. */
async function start(storage: Storage, count: number): Promise<Fixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'coupons-it-'));
  for (const sub of ['dist/studio', 'demo/config']) await mkdir(path.join(dir, sub), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'studio', 'index.html'), '<!doctype html><title>Studio</title>');
  await writeFile(path.join(dir, 'demo', 'config', 'coupons.json'), JSON.stringify(config));
  const s = await storage();
  const options: StartServersOptions = {
    demoPort: 0,
    widgetPort: 0,
    rootDir: dir,
    logRequests: false,
    dataDir: path.join(dir, 'data'),
    adminToken: ADMIN,
    rateLimits: false,
    ...s.options,
  };
  const servers: RunningServers[] = [];
  // One after another: the first applies the migrations, the next find them applied. On PostgreSQL each
  // server opens its own pool; PGlite is one process's database, so the next servers share the first's.
  const pglite = options.databaseUrl === '';
  for (let i = 0; i < count; i += 1) servers.push(await startServers(pglite && servers[0] ? { ...options, database: servers[0].database } : options));
  const first = servers[0] as RunningServers;
  const answer = (await (await fetch(`${first.widgetOrigin}/widget/config?page_id=coupons`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
  const signs = Object.fromEntries(answer.widgets.map((w) => [String(w.widget_id), w.widget_sign]));
  return {
    servers,
    signs,
    close: async () => {
      // The servers that borrowed the first one's database close before it.
      for (const server of [...servers].reverse()) await server.close();
      await s.cleanup();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const admin = (origin: string, widgetId: string) => `${origin}/admin/pages/coupons/widgets/${widgetId}/coupon-codes`;

async function upload(origin: string, csv: string, widgetId = '81'): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(admin(origin, widgetId), { method: 'POST', body: csv, headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'text/csv' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signUp(f: Fixture, origin: string, phone: string, widgetId = '81', sessionId = `s-${phone}`): Promise<Answer> {
  const res = await fetch(`${origin}/widget/createSubscriberByPhoneNumber`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account_id: 'coupons', widget_id: Number(widgetId), phone_number: phone, session_id: sessionId, widget_sign: f.signs[widgetId] }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

/** A distinct valid US number per index (+1 201 555 01xx, then 02xx, …). */
const phoneOf = (i: number) => `+1201555${String(1000 + i).padStart(4, '0')}`;

/** Codes, sign-ups and the database afterwards: every code given once, to the sign-up that got it. */
async function acceptance(f: Fixture, codes: number, signUps: number): Promise<void> {
  const origins = f.servers.map((s) => s.widgetOrigin);
  const csv = ['code', ...Array.from({ length: codes }, (_, i) => `CODE-${i}`)].join('\n');
  expect((await upload(origins[0] as string, csv)).body).toMatchObject({ added: codes, left: codes });
  const phones = Array.from({ length: signUps }, (_, i) => phoneOf(i));
  // All at once, spread over the servers.
  const answers = await Promise.all(phones.map((phone, i) => signUp(f, origins[i % origins.length] as string, phone)));
  expect(answers.every((a) => a.state)).toBe(true);
  const given = answers.map((a) => a.code).filter((c): c is string => typeof c === 'string');
  expect(given).toHaveLength(codes);
  expect(new Set(given).size).toBe(codes);
  expect(answers.filter((a) => a.code === null)).toHaveLength(signUps - codes);
  const db = (f.servers[0] as RunningServers).database;
  const rows = await db.query<{ code: string; phone: string; given_session_id: string }>(
    `SELECT c.code, s.phone, c.given_session_id FROM coupon_codes c JOIN subscribers s ON s.id = c.given_to WHERE c.page_id = 'coupons' AND c.widget_id = '81'`,
  );
  expect(rows).toHaveLength(codes);
  expect(new Set(rows.map((r) => r.phone)).size).toBe(codes);
  const byPhone = new Map(phones.map((p, i) => [p, answers[i]?.code]));
  for (const row of rows) {
    expect(byPhone.get(row.phone)).toBe(row.code);
    expect(row.given_session_id).toBe(`s-${row.phone}`);
  }
  const free = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM coupon_codes WHERE given_at IS NULL OR given_to IS NULL`);
  expect(Number(free[0]?.n)).toBe(0);
}

function couponSuite(label: string, storage: Storage) {
  describe(`unique coupon codes on ${label}`, () => {
    let f: Fixture;
    let origin = '';
    beforeAll(async () => {
      f = await start(storage, 1);
      origin = (f.servers[0] as RunningServers).widgetOrigin;
    }, 60_000);
    afterAll(async () => f?.close());

    it('uploads a file: trims, drops blanks and duplicates, keeps codes it had, counts what is left', async () => {
      const first = await upload(origin, ' A1 \n\nB2\r\nA1\n"C,3"\n');
      expect(first).toEqual({ status: 200, body: { state: true, added: 3, duplicates: 1, existing: 0, total: 3, given: 0, left: 3 } });
      const again = await upload(origin, 'id,code\n1,B2\n2,D4\n');
      expect(again.body).toMatchObject({ added: 1, existing: 1, total: 4, left: 4 });
      const counts = await fetch(admin(origin, '81'), { headers: { Authorization: `Bearer ${ADMIN}` } });
      expect(await counts.json()).toEqual({ state: true, total: 4, given: 0, left: 4 });
    });

    it('refuses a bad file with a 400 naming the line, the wrong type with a 415, an unknown widget with a 404, no token with a 401', async () => {
      expect(await upload(origin, `OK1\n${'x'.repeat(65)}\n`)).toEqual({ status: 400, body: { state: false, errors: [{ message: 'Line 2: the code is longer than 64 characters', field: 'file' }] } });
      expect((await upload(origin, 'OK1\nOK\u00072\n')).body.errors).toEqual([{ message: 'Line 2: the code contains a control character', field: 'file' }]);
      expect((await upload(origin, '\n \n')).status).toBe(400);
      const json = await fetch(admin(origin, '81'), { method: 'POST', body: '{"codes":["A"]}', headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' } });
      expect(json.status).toBe(415);
      expect((await upload(origin, 'A\n', '99')).status).toBe(404);
      expect((await fetch(admin(origin, '81'), { method: 'POST', body: 'A', headers: { 'Content-Type': 'text/csv' } })).status).toBe(401);
      const big = await upload(origin, 'X'.repeat(2 * 1024 * 1024 + 10));
      expect(big.status).toBe(413);
    });

    it('gives each sign-up its own code, the same one again to a repeat sign-up, then the fallback (null)', async () => {
      const a = await signUp(f, origin, phoneOf(900));
      const b = await signUp(f, origin, phoneOf(901));
      expect([a.code, b.code]).toEqual(['A1', 'B2']);
      expect((await signUp(f, origin, phoneOf(900), '81', 'another-session')).code).toBe('A1');
      expect((await signUp(f, origin, phoneOf(902))).code).toBe('C,3');
      expect((await signUp(f, origin, phoneOf(903))).code).toBe('D4');
      expect(await signUp(f, origin, phoneOf(904))).toEqual({ state: true, errors: [], code: null });
      // A widget whose code is the same for everyone answers as before: no `code` field.
      expect(await signUp(f, origin, phoneOf(905), '82')).toEqual({ state: true, errors: [] });
    });

    it('one phone signing up five times at once gets one code, the same in every answer', async () => {
      await upload(origin, 'R1\nR2\nR3\n');
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(f, origin, phoneOf(950), '81', `race-${i}`)));
      expect(new Set(answers.map((a) => a.code))).toEqual(new Set(['R1']));
      const counts = (await (await fetch(admin(origin, '81'), { headers: { Authorization: `Bearer ${ADMIN}` } })).json()) as { left: number };
      expect(counts.left).toBe(2);
    });

    it('the admin API refuses a page whose unique code step is malformed, at its path', async () => {
      const bad = { ...config, widgets: [{ ...config.widgets[0], data: { submitted: { nextStep: { type: 'code', unique: true, low_warning: -1 } } } }] };
      const res = await fetch(`${origin}/admin/pages/coupons`, { method: 'PUT', body: JSON.stringify(bad), headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('widgets[0].data.submitted.nextStep.low_warning');
    });

    it('uploads through the studio API too (session and Host checks of its scope)', async () => {
      const signIn = await fetch(`${origin}/studio/api/session`, { method: 'POST', body: JSON.stringify({ token: ADMIN }), headers: { 'Content-Type': 'application/json' } });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const url = `${origin}/studio/api/pages/coupons/widgets/82/coupon-codes`;
      expect((await fetch(url, { method: 'POST', body: 'Z1', headers: { 'Content-Type': 'text/csv' } })).status).toBe(401);
      const res = await fetch(url, { method: 'POST', body: 'Z1\nZ2\n', headers: { 'Content-Type': 'text/csv', Cookie: cookie } });
      expect(await res.json()).toMatchObject({ state: true, added: 2, left: 2 });
      expect(await (await fetch(url, { headers: { Cookie: cookie } })).json()).toEqual({ state: true, total: 2, given: 0, left: 2 });
    });
  });
}

onEveryStorage('coupons', couponSuite);

describe('unique coupon codes, concurrent sign-ups (PGlite, two servers on one database)', () => {
  it('15 codes, 20 sign-ups at once over both servers: 15 distinct codes given, 5 fallbacks', async () => {
    const f = await start(async () => ({ options: { databaseUrl: '' }, cleanup: async () => undefined }), 2);
    try {
      await acceptance(f, 15, 20);
    } finally {
      await f.close();
    }
  }, 60_000);
});

onEveryStorage('coupons_two', (label, storage) => {
  describe.skipIf(label !== 'PostgreSQL')(`acceptance: two servers on one ${label}`, () => {
    it('150 codes, 200 concurrent sign-ups over both servers: 150 distinct codes, 50 fallbacks, each code given once', async () => {
      const f = await start(storage, 2);
      try {
        await acceptance(f, 150, 200);
      } finally {
        await f.close();
      }
    }, 120_000);
  });
});
