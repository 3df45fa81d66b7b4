// Issue 48: a server killed (SIGKILL, no shutdown of any kind) between an opt-in and its webhook delivery
// delivers it after a restart. The first server is `npm start`'s script in a child process on the test's
// storage, its worker polling only once a minute so the kill lands after the sign-up committed and before
// any delivery; the restarted server, on the same storage, delivers it once, signed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { startServers } from '../../../server/composition/app';
import { onEveryStorage, type Storage } from './storages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const ADMIN = 'admin-secret-0123456789abcdefghijklmn';
const AUTH = { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' };

/** `npm start`'s script on this storage; resolves with its widget provider's address once it serves. */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; widgetUrl: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['server/start.ts'], {
      cwd: root,
      env: { ...process.env, SKIP_BUILD: '1', DEMO_PORT: '0', WIDGET_PORT: '0', ADMIN_TOKEN: ADMIN, WEBHOOK_TARGETS: 'development', WEBHOOK_POLL_SECONDS: '60', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Widget provider: (http:\/\/\S+\/)/.exec(output)?.[1];
      if (url && output.includes('Press Ctrl+C to stop.')) resolve({ child, widgetUrl: url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before serving:\n${output}`)));
  });
}

function crashSuite(label: string, storage: Storage) {
  describe(`a killed server's webhook on ${label}`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
    });

    it('is delivered after the restart, once', async () => {
      const received: { headers: Record<string, string>; body: string }[] = [];
      const receiver = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      cleanups.push(() => new Promise((r) => receiver.close(r)));
      const dir = await mkdtemp(path.join(tmpdir(), 'webhook-crash-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const s = await storage();
      cleanups.push(s.cleanup);
      const dataDir = path.join(dir, 'pglite');
      const env: Record<string, string> = s.options.databaseUrl ? { DATABASE_URL: s.options.databaseUrl, DATABASE_SCHEMA: s.options.databaseSchema ?? '' } : { DATABASE_URL: '', DATA_DIR: dataDir };

      const { child, widgetUrl } = await startChild(env);
      const page = { pageId: 'crash', widgets: [{ widget_id: 1, widget_type: 'box', channel: 'sms', name: 'SMS', data: {} }] };
      expect((await fetch(`${widgetUrl}admin/pages/crash`, { method: 'PUT', headers: AUTH, body: JSON.stringify(page) })).status).toBe(200);
      const port = (receiver.address() as AddressInfo).port;
      const added = await fetch(`${widgetUrl}admin/pages/crash/webhooks`, { method: 'POST', headers: AUTH, body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, events: ['optin.sms.created'] }) });
      const { endpoint } = (await added.json()) as { endpoint: { secret: string } };
      const sign = ((await (await fetch(`${widgetUrl}widget/config?page_id=crash`)).json()) as { widgets: { widget_sign: string }[] }).widgets[0]?.widget_sign;
      const signUp = await fetch(`${widgetUrl}widget/createSubscriberByPhoneNumber`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account_id: 'crash', widget_id: 1, phone_number: '+1 201 555 0150', session_id: 'crash-1', widget_sign: sign }),
      });
      expect(signUp.status).toBe(200);
      // Killed at once: no close, no worker poll yet (it polls once a minute).
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      expect(received).toHaveLength(0);

      const restarted = await startServers({
        demoPort: 0,
        widgetPort: 0,
        rootDir: root,
        logRequests: false,
        adminToken: ADMIN,
        ...(s.options.databaseUrl ? s.options : { databaseUrl: '', dataDir }),
        webhooks: { targets: { http: true, address: () => true }, pollSeconds: 0.5 },
      });
      cleanups.push(() => restarted.close());
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      const event = new Webhook(endpoint.secret).verify(received[0]!.body, received[0]!.headers) as { type: string; data: { phone: string } };
      expect(event).toMatchObject({ type: 'optin.sms.created', data: { phone: '+12015550150' } });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(received).toHaveLength(1);
    }, 120_000);
  });
}

onEveryStorage('webhook_crash', crashSuite);
