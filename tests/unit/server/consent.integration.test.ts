// Issue 48, items 2 and 4 against the running server, on both storages (storages.ts): consent records that
// stand up (text hash and version, time, page, widget, arm, IP as configured, user agent), SMS double
// opt-in by link and by reply keyword, and data subject requests (find, export, erase) that leave no
// trace of the person in any table.
import { createHash, createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { SMS_LEGAL_TEXT } from '../../../server/stores/subscribers';
import { createTwilioSmsProvider } from '../../../server/sms/twilioSmsProvider';
import { twilioSignature } from '../../../server/sms/twilioSignature';
import { onEveryStorage, type Storage } from './storages';

const ADMIN = { Authorization: 'Bearer admin-secret-0123456789abcdefghijklmn', 'Content-Type': 'application/json' };
const TWILIO_TOKEN = 'twilio-auth-token-for-tests';
const APP_SECRET = 'meta-app-secret-for-tests';
const experiment = { key: 'spring', status: 'running', arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1, data: { main: { title: 'B' } } }] };
const smsWidget = (id: number, data: Record<string, unknown> = {}) => ({ widget_id: id, widget_type: 'box', channel: 'sms', name: `SMS ${id}`, data });

const pages: Record<string, unknown> = {
  shop: {
    pageId: 'shop',
    whitelist: ['example.com'],
    fb_page_id: '987654321',
    consent: { ipAddress: 'full' },
    widgets: [smsWidget(71, { experiment }), smsWidget(74, { setup: { double_opt_in: true } }), { widget_id: 75, widget_type: 'bar', channel: 'fb', data: {} }],
  },
  trunc: { pageId: 'trunc', consent: { ipAddress: 'truncated' }, widgets: [smsWidget(81)] },
  noip: { pageId: 'noip', consent: { ipAddress: 'none' }, widgets: [smsWidget(91)] },
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function consentSuite(label: string, storage: Storage) {
  describe(`consent records and subject requests on ${label}`, () => {
    let fixture = '';
    let servers: RunningServers;
    let cleanup: () => Promise<void> = async () => undefined;
    let api = '';
    const signs: Record<string, string> = {};
    /** What the Twilio adapter sent (its REST call, stubbed). */
    const sent: { to: string; body: string }[] = [];

    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${p}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
    const subscribe = (page: string, widget: number, phone: string, over: Record<string, unknown> = {}) =>
      post(
        '/widget/createSubscriberByPhoneNumber',
        { account_id: page, widget_id: widget, phone_number: phone, session_id: `sess-${phone.replace(/\D/g, '')}`, widget_sign: signs[`${page}/${widget}`], ...over },
        { Referer: `https://www.example.com/${page}?from=test`, 'User-Agent': 'UA-consent-test' },
      );
    const subscribers = async (page: string) =>
      ((await (await fetch(`${api}/admin/pages/${page}/subscribers`, { headers: ADMIN })).json()) as { subscribers: { id: string; phone: string; status: string }[] }).subscribers;
    const consentOf = async (page: string, phone: string) => {
      const id = (await subscribers(page)).find((s) => s.phone === phone)?.id ?? 'none';
      const res = await fetch(`${api}/admin/pages/${page}/subscribers/${id}/consent`, { headers: ADMIN });
      return ((await res.json()) as { consent: Record<string, unknown> }).consent;
    };
    const twilioInbound = (params: Record<string, string>, signature?: string) => {
      const form = new URLSearchParams(params);
      const url = `${api}/webhook/sms/twilio`;
      return fetch(url, {
        method: 'POST',
        body: form.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature ?? twilioSignature(TWILIO_TOKEN, url, form) },
      });
    };

    beforeAll(async () => {
      fixture = await mkdtemp(path.join(tmpdir(), 'consent-it-'));
      await mkdir(path.join(fixture, 'dist', 'studio'), { recursive: true });
      await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
      for (const [id, config] of Object.entries(pages)) await writeFile(path.join(fixture, 'demo', 'config', `${id}.json`), JSON.stringify(config));
      const s = await storage();
      cleanup = s.cleanup;
      const stubFetch = (async (_url: unknown, init?: { body?: unknown }) => {
        const form = new URLSearchParams(String(init?.body));
        sent.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
        return new Response('{"sid":"SM1"}', { status: 201 });
      }) as typeof fetch;
      servers = await startServers({
        demoPort: 0,
        widgetPort: 0,
        rootDir: fixture,
        logRequests: false,
        dataDir: path.join(fixture, 'data'),
        adminToken: 'admin-secret-0123456789abcdefghijklmn',
        messengerAppSecret: APP_SECRET,
        rateLimits: { perIp: { max: 100_000, timeWindowMs: 60_000 }, perPhone: { max: 100, timeWindowMs: 60_000 } },
        smsProvider: createTwilioSmsProvider({ accountSid: 'AC-test', authToken: TWILIO_TOKEN, from: '+15005550006', fetch: stubFetch }),
        // Webhook deliveries stay queued (no worker), so an erasure meets them.
        webhooks: { worker: false, targets: { http: true, address: () => true } },
        ...s.options,
      });
      api = servers.widgetOrigin;
      for (const page of Object.keys(pages)) {
        const config = (await (await fetch(`${api}/widget/config?page_id=${page}`)).json()) as { widgets: { widget_id: number; widget_sign: string }[] };
        for (const w of config.widgets) signs[`${page}/${w.widget_id}`] = w.widget_sign;
      }
    }, 60_000);

    afterAll(async () => {
      await servers?.close();
      await cleanup();
      await rm(fixture, { recursive: true, force: true });
    });

    it('exports a consent record with the text’s hash and version, time, page, widget, arm, full IP and user agent', async () => {
      const res = await subscribe('shop', 71, '+12015550101', { arm: 'b' });
      expect(await res.json()).toEqual({ state: true, errors: [] });
      const consent = await consentOf('shop', '+12015550101');
      expect(consent).toMatchObject({
        text: SMS_LEGAL_TEXT,
        hash: sha256(SMS_LEGAL_TEXT),
        version: sha256(SMS_LEGAL_TEXT).slice(0, 12),
        page_url: 'https://www.example.com/shop?from=test',
        widget: '71',
        arm: 'b',
        ip: '127.0.0.1',
        user_agent: 'UA-consent-test',
        status: 'subscribed',
        confirmed_at: null,
      });
      expect(Date.parse(String(consent.time))).toBeGreaterThan(Date.now() - 60_000);
      // The text is kept once, however many opt-ins were given under it.
      await subscribe('shop', 71, '+12015550102', { arm: 'control' });
      const texts = await servers.database.query<{ n: number }>('SELECT count(*)::int AS n FROM consent_texts');
      expect(texts[0]?.n).toBe(1);
    });

    it('keeps the IP truncated or not at all, as the page configures', async () => {
      await subscribe('trunc', 81, '+12015550103');
      await subscribe('noip', 91, '+12015550104');
      expect((await consentOf('trunc', '+12015550103')).ip).toBe('127.0.0.0');
      expect((await consentOf('noip', '+12015550104')).ip).toBeNull();
    });

    it('refuses an arm the widget’s test does not have, and any arm on a widget without a test', async () => {
      const wrong = await subscribe('shop', 71, '+12015550105', { arm: 'z' });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { errors: { field: string; message: string }[] }).errors[0]).toMatchObject({ field: 'arm', message: expect.stringContaining('control, b') });
      expect((await subscribe('trunc', 81, '+12015550105', { arm: 'b' })).status).toBe(400);
      expect((await subscribers('shop')).map((s) => s.phone)).not.toContain('+12015550105');
    });

    it('answers 404 for a subscriber of another page', async () => {
      const id = (await subscribers('trunc'))[0]?.id ?? '';
      expect((await fetch(`${api}/admin/pages/shop/subscribers/${id}/consent`, { headers: ADMIN })).status).toBe(404);
      expect((await fetch(`${api}/admin/pages/shop/subscribers/x/consent`, { headers: ADMIN })).status).toBe(404);
      expect((await fetch(`${api}/admin/pages/shop/subscribers/${id}/consent`)).status).toBe(401);
    });

    it('double opt-in: pending until the confirmation link is opened, then confirmed (once)', async () => {
      sent.length = 0;
      await subscribe('shop', 74, '+12015550106');
      expect((await consentOf('shop', '+12015550106')).status).toBe('pending');
      // checkOptin counts the pending subscriber: they acted.
      const check = await fetch(`${api}/pixel/checkOptin?account_id=shop&session_id=sess-12015550106`);
      expect(((await check.json()) as { has_opted_in: boolean }).has_opted_in).toBe(true);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe('+12015550106');
      const link = /(https?:\/\/\S+\/widget\/confirm\/[A-Za-z0-9_-]+)/.exec(sent[0]?.body ?? '')?.[1] ?? '';
      expect(sent[0]?.body).toContain('Reply YES');
      expect((await fetch(`${api}/widget/confirm/${'x'.repeat(43)}`)).status).toBe(404);
      expect((await consentOf('shop', '+12015550106')).status).toBe('pending');
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('You’re subscribed');
      const consent = await consentOf('shop', '+12015550106');
      expect(consent.status).toBe('confirmed');
      expect(Date.parse(String(consent.confirmed_at))).toBeGreaterThan(Date.now() - 60_000);
      expect((await fetch(link)).status).toBe(404);
    });

    it('double opt-in: the reply keyword YES through the signed Twilio webhook confirms; a bad signature or another reply does not', async () => {
      await subscribe('shop', 74, '+12015550107');
      expect((await twilioInbound({ From: '+12015550107', Body: 'yes' }, 'forged')).status).toBe(403);
      const other = await twilioInbound({ From: '+12015550107', Body: 'maybe', MessageSid: 'SM2' });
      expect(other.status).toBe(200);
      expect((await consentOf('shop', '+12015550107')).status).toBe('pending');
      const yes = await twilioInbound({ From: '+12015550107', Body: ' Yes ', MessageSid: 'SM3' });
      expect(yes.status).toBe(200);
      expect(await yes.text()).toContain('<Response>');
      expect((await consentOf('shop', '+12015550107')).status).toBe('confirmed');
      // STOP ends the subscription; the owner's webhooks hear of the confirmation and the unsubscription.
      await twilioInbound({ From: '+12015550107', Body: 'STOP', MessageSid: 'SM4' });
      expect((await consentOf('shop', '+12015550107')).status).toBe('unsubscribed');
      // The log adapter's path does not exist while Twilio is configured.
      expect((await fetch(`${api}/webhook/sms/log`, { method: 'POST', body: 'x' })).status).toBe(404);
    });

    it('refuses a double_opt_in that is not true or false in the admin API', async () => {
      const bad = { ...(pages.trunc as object), widgets: [smsWidget(81, { setup: { double_opt_in: 'yes' } })] };
      const res = await fetch(`${api}/admin/pages/trunc`, { method: 'PUT', body: JSON.stringify(bad), headers: ADMIN });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('widgets[0].data.setup.double_opt_in');
    });

    it('finds, exports and erases a phone number: afterwards no table holds it in any form, and an audit line without it remains', async () => {
      const phone = '+12015550177';
      const session = 'sess-12015550177';
      const hook = await fetch(`${api}/admin/pages/shop/webhooks`, {
        method: 'POST',
        body: JSON.stringify({ url: 'http://127.0.0.1:9/crm', events: ['optin.sms.created', 'subscriber.erased'] }),
        headers: ADMIN,
      });
      expect(hook.status).toBe(200);
      await subscribe('shop', 74, phone);
      const [queued] = await servers.database.query<{ id: string }>(`SELECT o.id::text AS id FROM webhook_outbox o JOIN webhook_messages m ON m.id = o.message_id WHERE m.subject = $1`, [phone]);
      expect(queued).toBeDefined();
      const jobSchema = servers.database.schema ? `${servers.database.schema}_jobs` : 'pgboss';
      const jobsOf = (outboxId: string) => servers.database.query(`SELECT 1 FROM ${jobSchema}.job WHERE data->>'outboxId' = $1`, [outboxId]);
      expect(await jobsOf(queued!.id)).toHaveLength(1);
      await post('/widget/generateSMSRef', { account_id: 'shop', widget_id: 74, session_id: session, widget_sign: signs['shop/74'] });
      const impression = { widget_id: 71, widget_type: 'box', guid: 'g', hash: 'h', timestamp: 1, version: '1.0', widget_sign: signs['shop/71'], variant: 'b', experiment: 'spring' };
      const logged = await post('/pixel/logEvent', { app_id: 'app', account_id: 'shop', payload: impression, event: 'impression', session_id: session, b: false });
      expect(logged.status, await logged.clone().text()).toBe(200);
      // Another session's event whose body names the number, as a site might send it.
      await post('/pixel/logEvent', { app_id: 'app', account_id: 'shop', payload: { note: 'call (201) 555-0177' }, event: 'lead', session_id: 'other', b: false });
      await post('/pixel/logEvent', { app_id: 'app', account_id: 'shop', payload: { ts: 1 }, event: 'keep', session_id: 'other', b: false });

      const find = await post('/admin/subject-requests/find', { phone: '+1 201-555-0177' }, ADMIN);
      const found = ((await find.json()) as { found: { table: string; rows: number }[] }).found;
      expect(Object.fromEntries(found.map((f) => [f.table, f.rows]))).toMatchObject({ subscribers: 1, subscriber_confirmations: 1, sms_refs: 1, pixel_events: 2 });
      const exported = (await (await post('/admin/subject-requests/export', { phone }, ADMIN)).json()) as { data: { table: string; rows: Record<string, unknown>[] }[] };
      expect(exported.data.find((d) => d.table === 'subscribers')?.rows[0]).toMatchObject({ phone, status: 'pending' });

      const erase = (await (await post('/admin/subject-requests/erase', { phone }, ADMIN)).json()) as { rows_erased: number };
      expect(erase.rows_erased).toBeGreaterThanOrEqual(5);

      // Every table of the server's schema and of the webhook queue's (pg-boss's jobs and archive).
      const tables = await servers.database.query<{ table_schema: string; table_name: string }>(
        `SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN (current_schema(), $1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
        [jobSchema],
      );
      expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['subscribers', 'webhook_messages', 'webhook_outbox', 'job']));
      const forms = ['+12015550177', '12015550177', '2015550177', '(201) 555-0177', '555-0177'];
      for (const { table_schema, table_name } of tables) {
        const rows = await servers.database.query<{ t: string }>(`SELECT t::text AS t FROM "${table_schema}"."${table_name}" t`);
        for (const row of rows) for (const form of forms) expect(row.t, `${table_name} holds ${form}`).not.toContain(form);
      }
      // Its queued delivery is gone, job and all; the owner is told which subscriber was erased, by id alone.
      expect(await jobsOf(queued!.id)).toHaveLength(0);
      const erased = await servers.database.query<{ body: string }>(`SELECT body FROM webhook_messages WHERE type = 'subscriber.erased'`);
      expect(erased).toHaveLength(1);
      expect(JSON.parse(erased[0]!.body)).toMatchObject({ data: { page_id: 'shop', subscriber_ids: [expect.stringMatching(/^\d+$/)], optin_ids: [] } });
      // Another session's event that does not name the number stays.
      expect(await servers.database.query(`SELECT 1 FROM pixel_events WHERE event = 'keep'`)).toHaveLength(1);
      const audit = await servers.database.query<{ kind: string; rows_erased: number; tables_erased: Record<string, number> }>(
        'SELECT kind, rows_erased, tables_erased FROM subject_requests_audit',
      );
      expect(audit).toEqual([{ kind: 'phone', rows_erased: erase.rows_erased, tables_erased: expect.objectContaining({ subscribers: 1, sms_refs: 1 }) }]);
    });

    it('erases a Messenger user by PSID: their opt-ins and the events of those visits, and nobody else’s', async () => {
      const optin = (psid: string, session: string) => ({ sender: { id: psid }, recipient: { id: '987654321' }, timestamp: 1, optin: { ref: `w75.${session}.i1` } });
      const raw = JSON.stringify({ object: 'page', entry: [{ id: '987654321', time: 1, messaging: [optin('PSID-ERASE-1', 'fb-s1'), optin('PSID-KEEP-2', 'fb-s2')] }] });
      const hook = await fetch(`${api}/webhook/messenger`, {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` },
      });
      expect(((await hook.json()) as { received: number }).received).toBe(2);
      for (const session of ['fb-s1', 'fb-s2']) await post('/pixel/logEvent', { app_id: 'app', account_id: 'shop', payload: {}, event: 'seen', session_id: session, b: false });
      const erase = (await (await post('/admin/subject-requests/erase', { psid: 'PSID-ERASE-1' }, ADMIN)).json()) as { erased: { table: string; rows: number }[] };
      expect(Object.fromEntries(erase.erased.map((e) => [e.table, e.rows]))).toMatchObject({ messenger_optins: 1, pixel_events: 1, subscribers: 0 });
      const left = await servers.database.query<{ psid: string }>('SELECT psid FROM messenger_optins');
      expect(left.map((r) => r.psid)).toEqual(['PSID-KEEP-2']);
      expect(await servers.database.query(`SELECT session_id FROM pixel_events WHERE session_id LIKE 'fb-s%'`)).toEqual([{ session_id: 'fb-s2' }]);
      const audit = await servers.database.query<{ kind: string }>(`SELECT kind FROM subject_requests_audit ORDER BY id DESC LIMIT 1`);
      expect(audit[0]?.kind).toBe('psid');
    });

    it('serves the same consent record and subject requests to the studio, behind its session', async () => {
      const session = await post('/studio/api/session', { token: 'admin-secret-0123456789abcdefghijklmn' });
      const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      expect(session.status).toBe(200);
      const id = (await subscribers('noip'))[0]?.id ?? '';
      const record = await fetch(`${api}/studio/api/pages/noip/subscribers/${id}/consent`, { headers: { Cookie: cookie } });
      expect(((await record.json()) as { consent: Record<string, unknown> }).consent).toMatchObject({ widget: '91', ip: null, hash: sha256(SMS_LEGAL_TEXT) });
      const found = await post('/studio/api/subject-requests/find', { phone: '+12015550104' }, { Cookie: cookie });
      expect(((await found.json()) as { found: { table: string; rows: number }[] }).found.find((f) => f.table === 'subscribers')?.rows).toBe(1);
      expect((await post('/studio/api/subject-requests/find', { phone: '+12015550104' })).status).toBe(401);
      expect((await post('/studio/api/subject-requests/erase', { phone: '+12015550104' }, { Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
    });

    it('accepts an email and finds what an event body holds of it; refuses a request naming nobody', async () => {
      await post('/pixel/logEvent', { app_id: 'app', account_id: 'shop', payload: { email: 'Ann@Example.com' }, event: 'lead', session_id: 's-mail', b: false });
      const found = ((await (await post('/admin/subject-requests/find', { email: 'ann@example.com' }, ADMIN)).json()) as { found: { table: string; rows: number }[] }).found;
      expect(found.find((f) => f.table === 'pixel_events')?.rows).toBe(1);
      expect(found.find((f) => f.table === 'subscribers')?.rows).toBe(0);
      expect((await post('/admin/subject-requests/find', {}, ADMIN)).status).toBe(400);
      expect((await post('/admin/subject-requests/erase', { phone: '12' }, ADMIN)).status).toBe(400);
    });
  });
}

onEveryStorage('consent_test', consentSuite);
