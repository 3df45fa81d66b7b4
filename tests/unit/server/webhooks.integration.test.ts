// Issue 48, item 1: outbound webhooks against the running server, on both storages (storages.ts): a real
// receiver (a local HTTP server) verifies every delivery with the same Standard Webhooks library.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers, type StartServersOptions } from '../../../server/composition/app';
import type { TargetRule } from '../../../server/webhooks/targetRule';
import { onEveryStorage, TEST_DATABASE_URL, type Storage } from './storages';

const ADMIN = 'admin-secret-0123456789abcdefghijklmn';
const shopConfig = {
  pageId: 'shop',
  whitelist: ['example.com'],
  fb_page_id: '987654321',
  widgets: [{ widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: { actions: { sequence: 42, opt_in_keywords: 'JOIN' } } }],
};

/** The receiver is on 127.0.0.1; everything else private stays refused, as in production. */
const TEST_TARGETS: TargetRule = { http: true, address: (ip) => ip === '127.0.0.1' };

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook receiver: `fail[path]` answers 500 that many times first; `/moved` redirects to `redirectTo`. */
function startReceiver() {
  const received: Received[] = [];
  const fail: Record<string, number> = {};
  let redirectTo = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '/';
      if (p === '/moved') {
        res.writeHead(307, { Location: redirectTo }).end();
        return;
      }
      const failing = (fail[p] ?? 0) > 0;
      if (failing) fail[p] = (fail[p] ?? 0) - 1;
      const answered = failing || p === '/down' ? 500 : 200;
      received.push({ path: p, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered, { 'Content-Type': 'text/plain' }).end(answered === 200 ? 'thanks' : 'receiver is down');
    });
  });
  return new Promise<{ url: string; received: Received[]; fail: typeof fail; redirect: (to: string) => void; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        fail,
        redirect: (to) => {
          redirectTo = to;
        },
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** Waits until `check` returns a value (polling the real system), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function webhookSuite(label: string, storage: Storage) {
  describe(`outbound webhooks on ${label}`, () => {
    let fixture = '';
    let servers: RunningServers;
    let options: StartServersOptions;
    let cleanup: () => Promise<void> = async () => undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let sign = '';
    let api = '';

    const admin = (p: string, method = 'GET', body?: unknown) =>
      fetch(`${api}/admin/pages/shop${p}`, {
        method,
        headers: { Authorization: `Bearer ${ADMIN}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const addEndpoint = async (url: string, events = ['optin.sms.created']) => {
      const res = await admin('/webhooks', 'POST', { url, events, description: 'CRM' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { endpoint: { id: string; secret: string } }).endpoint;
    };
    const subscribe = (base: string, phone: string, widgetSign = sign) =>
      fetch(`${base}/widget/createSubscriberByPhoneNumber`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://www.example.com', Referer: 'https://www.example.com/p' },
        body: JSON.stringify({ account_id: 'shop', widget_id: 71, phone_number: phone, session_id: `s-${phone.replace(/\D/g, '')}`, widget_sign: widgetSign }),
      });
    const deliveries = async (endpointId: string) =>
      ((await (await admin(`/webhooks/${endpointId}/deliveries`)).json()) as { deliveries: { id: string; status: string; attempts: number; last_status: number | null; type: string }[] }).deliveries;

    beforeAll(async () => {
      receiver = await startReceiver();
      fixture = await mkdtemp(path.join(tmpdir(), 'webhooks-it-'));
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
        adminToken: ADMIN,
        rateLimits: false,
        webhooks: { targets: TEST_TARGETS, pollSeconds: 0.5, retryBaseSeconds: 1, retryWindowMs: 4_000 },
        ...s.options,
      };
      servers = await startServers(options);
      api = servers.widgetOrigin;
      const config = (await (await fetch(`${api}/widget/config?page_id=shop`)).json()) as { widgets: { widget_sign: string }[] };
      sign = config.widgets[0]?.widget_sign ?? '';
    }, 60_000);

    afterAll(async () => {
      await servers?.close();
      await receiver?.close();
      await cleanup();
      await rm(fixture, { recursive: true, force: true });
    });

    it('delivers every SMS opt-in exactly as signed, verified with the same library', async () => {
      const endpoint = await addEndpoint(`${receiver.url}/crm`);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect((await subscribe(api, '+1 (201) 555-0101')).status).toBe(200);
      const got = await eventually(() => receiver.received.find((r) => r.path === '/crm'));
      const verified = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
      expect(verified.type).toBe('optin.sms.created');
      expect(verified.data).toMatchObject({ page_id: 'shop', widget_id: '71', channel: 'sms', phone: '+12015550101', sequence: '42', opt_in_keywords: ['JOIN'], page_url: 'https://www.example.com/p' });
      expect(got.headers['webhook-id']).toMatch(/^msg_/);
      // A tampered body fails the same verification.
      expect(() => new Webhook(endpoint.secret).verify(got.body.replace('0101', '0102'), got.headers as Record<string, string>)).toThrow();
      expect(await eventually(async () => (await deliveries(endpoint.id)).find((d) => d.status === 'delivered'))).toMatchObject({ attempts: 1, last_status: 200 });
      // The same phone again stores nothing new and sends nothing new.
      await subscribe(api, '+1 (201) 555-0101');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(receiver.received.filter((r) => r.path === '/crm')).toHaveLength(1);
    }, 30_000);

    it('survives a receiver that fails 5 times: backoff, then one delivery of the event', async () => {
      const endpoint = await addEndpoint(`${receiver.url}/flaky`);
      receiver.fail['/flaky'] = 5;
      await subscribe(api, '+1 (201) 555-0102');
      // The retry window is 4 s in this suite; five failures with backoff take longer, so this one's is a day.
      await servers.database.query(`UPDATE webhook_outbox SET window_started_at = now() + interval '1 day' WHERE endpoint_id = $1`, [endpoint.id]);
      const ok = await eventually(() => receiver.received.find((r) => r.path === '/flaky' && r.answered === 200), 110_000);
      const attempts = receiver.received.filter((r) => r.path === '/flaky');
      expect(attempts.map((a) => a.answered)).toEqual([500, 500, 500, 500, 500, 200]);
      // One event id on every attempt, each attempt signed afresh (its own timestamp).
      expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
      const gaps = attempts.slice(1).map((a, i) => Number(a.headers['webhook-timestamp']) - Number(attempts[i]?.headers['webhook-timestamp']));
      expect(gaps[3]).toBeGreaterThan(gaps[0] ?? 0);
      new Webhook(endpoint.secret).verify(ok.body, ok.headers as Record<string, string>);
      await new Promise((r) => setTimeout(r, 2_000));
      expect(receiver.received.filter((r) => r.path === '/flaky' && r.answered === 200)).toHaveLength(1);
      expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 6, last_status: 200 });
    }, 120_000);

    it('marks a delivery failed when its window runs out, and replays it on request', async () => {
      const endpoint = await addEndpoint(`${receiver.url}/down`);
      await subscribe(api, '+1 (201) 555-0103');
      const failed = await eventually(async () => (await deliveries(endpoint.id)).find((d) => d.status === 'failed'), 30_000);
      expect(failed.last_status).toBe(500);
      await admin(`/webhooks/${endpoint.id}`, 'PUT', { url: `${receiver.url}/crm-replayed`, events: ['optin.sms.created'] });
      const replay = await admin(`/webhooks/${endpoint.id}/replay`, 'POST', { delivery_id: failed.id });
      expect(await replay.json()).toEqual({ state: true, queued: 1 });
      const got = await eventually(() => receiver.received.find((r) => r.path === '/crm-replayed'));
      expect(JSON.parse(got.body)).toMatchObject({ type: 'optin.sms.created', data: { phone: '+12015550103' } });
      expect(await eventually(async () => (await deliveries(endpoint.id)).find((d) => d.status === 'delivered'))).toBeTruthy();
      // Nothing failed is left to replay.
      expect(await (await admin(`/webhooks/${endpoint.id}/replay`, 'POST', {})).json()).toEqual({ state: true, queued: 0 });
    }, 40_000);

    it('sends a test event to one endpoint', async () => {
      const endpoint = await addEndpoint(`${receiver.url}/test-target`, ['experiment.promoted']);
      expect(await (await admin(`/webhooks/${endpoint.id}/test`, 'POST', {})).json()).toEqual({ state: true, queued: 1 });
      const got = await eventually(() => receiver.received.find((r) => r.path === '/test-target'));
      expect((new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as { type: string }).type).toBe('webhook.test');
    });

    it('refuses private and link-local targets, and a redirect to one', async () => {
      for (const url of ['http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:9/x', 'http://127.0.0.2:9/x', 'ftp://example.com/x', 'http://user:pw@127.0.0.1/x']) {
        const res = await admin('/webhooks', 'POST', { url, events: ['optin.sms.created'] });
        expect(res.status, url).toBe(400);
        expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('url');
      }
      const bad = await admin('/webhooks', 'POST', { url: `${receiver.url}/x`, events: ['nope'] });
      expect(bad.status).toBe(400);
      // A public-looking first hop that redirects to the metadata address: the redirect is refused.
      const endpoint = await addEndpoint(`${receiver.url}/moved`);
      receiver.redirect('http://169.254.169.254/latest/meta-data/');
      await subscribe(api, '+1 (201) 555-0104');
      const refused = await eventually(async () => (await deliveries(endpoint.id)).find((d) => d.attempts > 0));
      expect(refused.last_status).toBeNull();
      const [row] = await servers.database.query<{ last_response: string }>('SELECT last_response FROM webhook_outbox WHERE id = $1', [refused.id]);
      expect(row?.last_response).toMatch(/^Redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data\/ refused/);
    });

    it('sends experiment.promoted when the studio promotes an arm, and only then', async () => {
      const endpoint = await addEndpoint(`${receiver.url}/promoted`, ['experiment.promoted']);
      const signIn = await fetch(`${api}/studio/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: ADMIN }) });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const save = (widget: unknown, query = '') =>
        fetch(`${api}/studio/api/pages/shop/widgets/71${query}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(widget) });
      const base = { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: { actions: { sequence: 42, opt_in_keywords: 'JOIN' } } };
      const withTest = { ...base, data: { ...base.data, experiment: { key: 'sms-title', status: 'running', arms: [{ id: 'a', weight: 1 }, { id: 'b', weight: 1, data: { main: { title: 'B' } } }] } } };
      expect((await save(withTest)).status).toBe(200);
      // A save that claims a promotion it is not (the test still there, or an arm it never had) is refused.
      expect((await save(withTest, '?promoted=b')).status).toBe(400);
      expect((await save(base, '?promoted=zz')).status).toBe(400);
      expect((await save(base, '?promoted=b')).status).toBe(200);
      const got = await eventually(() => receiver.received.find((r) => r.path === '/promoted'));
      const event = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
      expect(event).toMatchObject({ type: 'experiment.promoted', data: { page_id: 'shop', widget_id: '71', experiment: 'sms-title', arm: 'b' } });
      expect(receiver.received.filter((r) => r.path === '/promoted')).toHaveLength(1);
    });

    it('loses nothing when the server stops between the opt-in and its delivery', async () => {
      // A second server on its own storage, with no worker: the opt-in commits, nothing is delivered.
      const own = label === 'PGlite' ? { dataDir: path.join(fixture, 'data-crash') } : { databaseSchema: `${options.databaseSchema}_crash` };
      const crashOptions: StartServersOptions = { ...options, ...own, webhooks: { ...options.webhooks, worker: false } };
      let second = await startServers(crashOptions);
      try {
        const base = second.widgetOrigin;
        const res = await fetch(`${base}/admin/pages/shop/webhooks`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ url: `${receiver.url}/after-restart`, events: ['optin.sms.created'] }),
        });
        const { endpoint } = (await res.json()) as { endpoint: { secret: string } };
        const widgetSign = ((await (await fetch(`${base}/widget/config?page_id=shop`)).json()) as { widgets: { widget_sign: string }[] }).widgets[0]?.widget_sign;
        expect((await subscribe(base, '+1 (201) 555-0105', widgetSign)).status).toBe(200);
        await second.close();
        expect(receiver.received.filter((r) => r.path === '/after-restart')).toHaveLength(0);
        // Started again with its worker: the queued delivery goes out once.
        second = await startServers({ ...crashOptions, webhooks: { ...options.webhooks, worker: true } });
        const got = await eventually(() => receiver.received.find((r) => r.path === '/after-restart'));
        expect((new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as { data: { phone: string } }).data.phone).toBe('+12015550105');
      } finally {
        await second.close();
        if (label !== 'PGlite') {
          const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await client.connect();
          for (const schema of [`${options.databaseSchema}_crash`, `${options.databaseSchema}_crash_jobs`]) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        }
      }
    }, 60_000);
  });
}

onEveryStorage('webhooks_it', webhookSuite);
