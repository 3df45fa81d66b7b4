// The studio's reports on the running reference server (issue 17, "Reports"), on both storages: rows put in
// through the real endpoints (an SMS sign-up, Meta's signed webhook, the pixel with a signed token) and,
// for times in the past, by SQL; then read back per range and time zone, zero-filled per day, as JSON and
// as CSV; and every bad request answered 400/401/404/405, never 500.
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioReportsResponseSchema, type StudioReportsResponse } from '../../../bridge-protocol/studio/studioReports';
import { experimentResultsResponseSchema, type ExperimentResultsResponse } from '../../../bridge-protocol/studio/experimentResults';
import { widgetResultsEnvelopeSchema, widgetResultsRead, widgetResultsResponseSchema, type WidgetResultsResponse } from '../../../bridge-protocol/studio/widgetResults';
import { widgetFunnelResponseSchema, type WidgetFunnelResponse } from '../../../bridge-protocol/studio/widgetFunnel';
import { startServers, type RunningServers } from '../../../server/composition/app';
import { CSV_PAGE_ROWS } from '../../../server/api/studioReports';
import { SMS_LEGAL_TEXT } from '../../../server/stores/subscribers';
import { csvObjects, parseCsv } from '../../parseCsv';
import { rawRequest, type RawAnswer } from './rawHttp';
import { onEveryStorage, type Storage } from './storages';

const TOKEN = 'reports-test-token-0123456789abcdef';
const APP_SECRET = 'reports-app-secret';
const FB_PAGE_ID = '55501';

const shopConfig = {
  pageId: 'shop',
  fb_page_id: FB_PAGE_ID,
  widgets: [
    { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'SMS card', data: {} },
    { widget_id: 72, widget_type: 'bar', channel: 'fb', name: 'Messenger bar', data: {} },
  ],
};
// Another page with its own rows: none of them may show in the shop's reports.
const otherConfig = { pageId: 'other', widgets: [{ widget_id: 71, widget_type: 'box', channel: 'sms', data: {} }] };

const json = (r: RawAnswer): Record<string, unknown> => JSON.parse(r.body) as Record<string, unknown>;
const errorsOf = (r: RawAnswer) => (json(r).errors ?? []) as { message: string; field?: string }[];

/** Today and its neighbours in UTC: a range around "now" that a run near midnight cannot fall out of. */
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function reportsSuite(label: string, storage: Storage) {
  describe(`studio reports on ${label}`, () => {
    let fixture = '';
    let servers: RunningServers;
    let cleanup: () => Promise<void> = async () => undefined;
    let port = 0;
    let host = '';
    let session = '';

    const req = (method: string, p: string, headers: Record<string, string> = {}, body?: string) =>
      rawRequest(port, method, p, { Host: host, ...headers }, body);
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      req('POST', p, { 'Content-Type': 'application/json', ...headers }, JSON.stringify(body));
    const studioGet = (p: string) => req('GET', p, { Cookie: session });
    const reports = async (query: string, pageId = 'shop'): Promise<StudioReportsResponse> => {
      const r = await studioGet(`/studio/api/pages/${pageId}/reports?${query}`);
      expect(r.status, r.body).toBe(200);
      const body = json(r);
      expect(studioReportsResponseSchema(body)).toBeNull();
      return body as StudioReportsResponse;
    };
    const sql = <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) => servers.database.query<T>(text, params);

    beforeAll(async () => {
      fixture = await mkdtemp(path.join(tmpdir(), 'reports-it-'));
      await mkdir(path.join(fixture, 'dist', 'studio'), { recursive: true });
      await mkdir(path.join(fixture, 'demo', 'config'), { recursive: true });
      await writeFile(path.join(fixture, 'dist', 'studio', 'index.html'), '<!doctype html><title>Studio</title>');
      await writeFile(path.join(fixture, 'demo', 'config', 'shop.json'), JSON.stringify(shopConfig));
      await writeFile(path.join(fixture, 'demo', 'config', 'other.json'), JSON.stringify(otherConfig));
      const s = await storage();
      cleanup = s.cleanup;
      servers = await startServers({
        demoPort: 0,
        widgetPort: 0,
        rootDir: fixture,
        logRequests: false,
        dataDir: path.join(fixture, 'data'),
        adminToken: TOKEN,
        messengerAppSecret: APP_SECRET,
        rateLimits: { perIp: { max: 100_000, timeWindowMs: 60_000 }, perPhone: { max: 100, timeWindowMs: 60_000 }, wrongTokens: { max: 1_000, timeWindowMs: 60_000 } },
        ...s.options,
      });
      port = servers.widgetPort;
      host = `localhost:${port}`;
      const signIn = await post('/studio/api/session', { token: TOKEN });
      const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
      session = (setCookie[0] ?? '').split(';')[0] ?? '';
      expect(session).toMatch(/^mc_studio_session=/);

      // Real rows through the public endpoints, now.
      const signs = async (pageId: string) => {
        const config = json(await req('GET', `/widget/config?page_id=${pageId}`)) as { widgets: { widget_id: number; widget_sign: string }[] };
        return Object.fromEntries(config.widgets.map((w) => [w.widget_id, w.widget_sign]));
      };
      const shopSigns = await signs('shop');
      const subscribe = (pageId: string, sign: string | undefined, phone: string, referer: string) =>
        post(
          '/widget/createSubscriberByPhoneNumber',
          { account_id: pageId, widget_id: 71, phone_number: phone, session_id: `s-${phone.slice(-4)}`, widget_sign: sign },
          { Referer: referer },
        );
      // The page URL is the browser's Referer: text anyone controls, and in this one a formula.
      expect((await subscribe('shop', shopSigns[71], '+1 201 555 0123', '=HYPERLINK("https://evil.example/?x","Open")')).status).toBe(200);
      expect((await subscribe('shop', shopSigns[71], '+1 201 555 0124', 'https://shop.example/p?a=1,b="2"')).status).toBe(200);
      expect((await subscribe('other', (await signs('other'))[71], '+1 201 555 0199', 'https://other.example/')).status).toBe(200);

      const raw = JSON.stringify({
        object: 'page',
        entry: [
          {
            id: FB_PAGE_ID,
            time: Date.now(),
            messaging: [
              { sender: { id: 'PSID-9' }, recipient: { id: FB_PAGE_ID }, timestamp: Date.now(), referral: { ref: 'w72.sessA.inst1.=1+2', source: 'SHORTLINK' } },
              { recipient: { id: FB_PAGE_ID }, timestamp: Date.now(), optin: { ref: 'w72.sessB.inst2', user_ref: 'UREF-1' } },
            ],
          },
        ],
      });
      const hook = await req(
        'POST',
        '/webhook/messenger',
        { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` },
        raw,
      );
      expect(json(hook)).toMatchObject({ state: true, received: 2 });

      const pixelToken = (json(await post('/admin/pages/shop/pixel-tokens', {}, { Authorization: `Bearer ${TOKEN}` })) as { token: string }).token;
      const event = (name: string, sessionId: string) =>
        post('/pixel/logEvent', { app_id: '1', account_id: 'shop', payload: {}, event: name, session_id: sessionId, b: false });
      expect((await event('page_view', 'sess-px-1')).status).toBe(200);
      expect((await event('@SUM(1+1)', 'sess-px-2')).status).toBe(200);
      expect((await post('/pixel/logConversionEvent', { event: 'signup', account_id: 'shop', token: pixelToken })).status).toBe(200);
      for (const [weight, currency] of [[0.1, 'USD'], [0.2, 'usd'], [1500, 'JPY'], [1.234, 'KWD']] as const) {
        const r = await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'shop', weight, currency, token: pixelToken });
        expect(r.status, r.body).toBe(200);
      }
      expect((await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'other', weight: 99, token: pixelToken })).status).toBe(403);
    }, 60_000);

    afterAll(async () => {
      await servers?.close();
      await cleanup();
      await rm(fixture, { recursive: true, force: true });
    });

    describe('the JSON answer', () => {
      it('carries every report of the range: rows, totals, zero-filled days, money per currency', async () => {
        const from = dayOffset(-1);
        const to = dayOffset(1);
        const answer = await reports(`from=${from}&to=${to}&tz=UTC`);
        expect(answer).toMatchObject({ state: true, pageId: 'shop', from, to, tz: 'UTC', rowLimit: 500 });
        const { subscribers, events, conversions, money } = answer.reports;
        const optins = answer.reports['messenger-optins'];

        expect(subscribers.total).toBe(2);
        // Newest first: the second sign-up comes first.
        expect(subscribers.rows.map((r) => r.phone)).toEqual(['+12015550124', '+12015550123']);
        expect(subscribers.rows[1]).toMatchObject({ widget_id: '71', legal_text: SMS_LEGAL_TEXT, page_url: '=HYPERLINK("https://evil.example/?x","Open")' });
        expect(Date.parse(subscribers.rows[0]!.consented_at)).toBeGreaterThan(Date.now() - 120_000);
        expect(subscribers.rows[0]!.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

        expect(optins.total).toBe(2);
        expect(optins.rows).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ widget_id: '72', source: 'referral', psid: 'PSID-9', user_ref: null, payload: '=1+2' }),
            expect.objectContaining({ widget_id: '72', source: 'optin', psid: null, user_ref: 'UREF-1', payload: null }),
          ]),
        );
        expect(events.rows.map((r) => r.event).sort()).toEqual(['@SUM(1+1)', 'page_view']);
        expect(events.rows.find((r) => r.event === 'page_view')).toMatchObject({ session_id: 'sess-px-1', weight: null, currency: null });
        expect(conversions.rows).toEqual([expect.objectContaining({ event: 'signup', weight: null })]);
        expect(money.total).toBe(4);
        // Per currency, summed exactly (0.1 + 0.2 is 0.3 here); the other page's refused event is not there.
        expect(answer.moneyTotals).toEqual([
          { currency: 'USD', amount: 0.3, count: 2 },
          { currency: 'JPY', amount: 1500, count: 1 },
          { currency: 'KWD', amount: 1.234, count: 1 },
        ]);

        // Every day of the range once, in order, zero-filled; the totals are the days' sum.
        for (const report of Object.values(answer.reports)) {
          expect(report.days.map((d) => d.day)).toEqual([from, dayOffset(0), to]);
          expect(report.days.reduce((sum, d) => sum + d.count, 0)).toBe(report.total);
        }
        expect(subscribers.days.find((d) => d.day === dayOffset(0))?.count).toBe(2);
        expect(subscribers.days.find((d) => d.day === from)?.count).toBe(0);
      });

      it("shows only the page's own rows", async () => {
        const answer = await reports(`from=${dayOffset(-1)}&to=${dayOffset(1)}&tz=UTC`, 'other');
        expect(answer.reports.subscribers.rows.map((r) => r.phone)).toEqual(['+12015550199']);
        expect(answer.reports.money.total).toBe(0);
        expect(answer.reports['messenger-optins'].total).toBe(0);
      });

      it('counts days in the asked time zone, DST days included', async () => {
        const [row] = await sql<{ id: string }>(
          `INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at) VALUES
             ('shop', '71', '+33100000001', 'tz-1', 'consent A', '2024-03-09T23:30:00Z'),
             ('shop', '71', '+33100000002', 'tz-2', 'consent B', '2024-03-11T03:30:00Z'),
             ('shop', '71', '+33100000003', 'tz-3', 'consent C', '2024-03-11T04:00:00Z')
           RETURNING id::text AS id`,
        );
        expect(row).toBeDefined();
        const days = async (tz: string) =>
          Object.fromEntries((await reports(`from=2024-03-09&to=2024-03-11&tz=${encodeURIComponent(tz)}`)).reports.subscribers.days.map((d) => [d.day, d.count]));
        // 23:30 UTC on the 9th is the 10th in Paris; 03:30 UTC on the 11th is still the 10th in New York
        // (23:30 EDT: the clocks went forward that morning) and 04:00 UTC is its midnight of the 11th.
        expect(await days('UTC')).toEqual({ '2024-03-09': 1, '2024-03-10': 0, '2024-03-11': 2 });
        expect(await days('Europe/Paris')).toEqual({ '2024-03-09': 0, '2024-03-10': 1, '2024-03-11': 2 });
        expect(await days('America/New_York')).toEqual({ '2024-03-09': 1, '2024-03-10': 1, '2024-03-11': 1 });
        expect(await days('Asia/Kolkata')).toEqual({ '2024-03-09': 0, '2024-03-10': 1, '2024-03-11': 2 });

        // The range's ends are whole days in the zone: the row at 23:30 UTC on the 9th is outside
        // Paris's 9th and inside its 10th.
        const paris9 = await reports('from=2024-03-09&to=2024-03-09&tz=Europe/Paris');
        expect(paris9.reports.subscribers.total).toBe(0);
        expect(paris9.reports.subscribers.days).toEqual([{ day: '2024-03-09', count: 0 }]);
        const paris10 = await reports('from=2024-03-10&to=2024-03-10&tz=Europe/Paris');
        expect(paris10.reports.subscribers.rows.map((r) => r.phone)).toEqual(['+33100000001']);
        expect(paris10.reports.subscribers.rows[0]).toMatchObject({ consented_at: '2024-03-09T23:30:00.000Z', legal_text: 'consent A', page_url: null });
      });

      it('swaps a reversed range, zero-fills a range with no rows, and keeps rows outside the range out', async () => {
        const answer = await reports('from=2024-01-31&to=2024-01-01&tz=UTC');
        expect(answer).toMatchObject({ from: '2024-01-01', to: '2024-01-31' });
        for (const report of Object.values(answer.reports)) {
          expect(report.total).toBe(0);
          expect(report.rows).toEqual([]);
          expect(report.days).toHaveLength(31);
          expect(report.days.every((d) => d.count === 0)).toBe(true);
        }
        expect(answer.moneyTotals).toEqual([]);
        // The longest range: 731 days, every one present.
        const long = await reports('from=2023-01-01&to=2024-12-31&tz=UTC');
        expect(long.reports.subscribers.days).toHaveLength(731);
        expect(long.reports.subscribers.total).toBe(3);
      });

      it('caps the rows at 500, newest first, and says how many there are', async () => {
        await sql(
          `INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at)
           SELECT 'event', 'shop', 'bulk-' || n, 'bulk', '{}'::jsonb, '2023-06-01T00:00:00Z'::timestamptz + n * interval '1 minute'
           FROM generate_series(1, 520) AS n`,
        );
        const answer = await reports('from=2023-06-01&to=2023-06-01&tz=UTC');
        expect(answer.reports.events.total).toBe(520);
        expect(answer.reports.events.rows).toHaveLength(500);
        expect(answer.reports.events.rows[0]?.event).toBe('bulk-520');
        expect(answer.reports.events.rows[499]?.event).toBe('bulk-21');
      });
    });

    describe('each widget’s results', () => {
      const results = async (query: string, pageId = 'shop'): Promise<WidgetResultsResponse> => {
        const r = await studioGet(`/studio/api/pages/${pageId}/widget-results?${query}`);
        expect(r.status, r.body).toBe(200);
        const body = json(r);
        expect(widgetResultsResponseSchema(body)).toBeNull();
        return body as WidgetResultsResponse;
      };

      it('counts impressions (not a bot’s, not other events, not another page’s) and opt-ins per widget, in the range and zone', async () => {
        // Rows as the signed path writes them: the widget they count for in `widget_id` (rules/countedWidget.ts).
        const impression = (page: string, widgetId: unknown, at: string, bot = false, counted: string | null = String(widgetId)) =>
          sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id) VALUES ('event', $1, 'impression', 'r', $2::jsonb, $3, $4)`, [
            page,
            JSON.stringify({ event: 'impression', payload: { widget_id: widgetId, widget_type: 'box' }, b: bot }),
            at,
            counted,
          ]);
        for (const at of ['2022-05-02T10:00:00Z', '2022-05-03T10:00:00Z', '2022-05-31T23:30:00Z']) await impression('shop', 71, at);
        await impression('shop', 71, '2022-05-04T10:00:00Z', true);
        await impression('shop', '72', '2022-05-04T10:00:00Z');
        // Stored but signed for no widget: never counted.
        await impression('shop', 72, '2022-05-04T11:00:00Z', false, null);
        await impression('other', 71, '2022-05-04T10:00:00Z');
        await impression('shop', 71, '2022-06-02T10:00:00Z');
        await sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id) VALUES ('event', 'shop', 'page_view', 'r', '{"payload":{"widget_id":71}}', '2022-05-05T10:00:00Z', '71')`);
        await sql(`INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at) VALUES ('shop', '71', '+33100000099', 'w-1', 'consent', '2022-05-06T10:00:00Z')`);
        await sql(
          `INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source, received_at) VALUES ('shop', '72', 'w-2', 'i', 'optin', '2022-05-07T10:00:00Z')`,
        );

        const may = await results('from=2022-05-01&to=2022-05-31&tz=UTC');
        expect(may).toMatchObject({ state: true, pageId: 'shop', from: '2022-05-01', to: '2022-05-31', tz: 'UTC' });
        expect(may.widgets).toEqual([
          { widgetId: '71', impressions: 3, optIns: 1, revenue: [] },
          { widgetId: '72', impressions: 1, optIns: 1, revenue: [] },
        ]);
        // In Tokyo, 23:30 UTC on May 31 is already June 1.
        expect((await results('from=2022-05-01&to=2022-05-31&tz=Asia/Tokyo')).widgets[0]).toEqual({ widgetId: '71', impressions: 2, optIns: 1, revenue: [] });
        expect((await results('from=2022-05-01&to=2022-05-31&tz=UTC', 'other')).widgets).toEqual([{ widgetId: '71', impressions: 1, optIns: 0, revenue: [] }]);
        expect((await results('from=2021-01-01&to=2021-01-31&tz=UTC')).widgets).toEqual([]);
      });

      it('counts an impression only when the loader signed it for a widget of the page; a forged or oversized one is kept, never counted, and breaks nothing', async () => {
        const config = json(await req('GET', '/widget/config?page_id=shop')) as { widgets: { widget_id: number; widget_sign: string }[] };
        const sign = Object.fromEntries(config.widgets.map((w) => [w.widget_id, w.widget_sign]));
        const send = (account: string, payload: Record<string, unknown>, bot = false) =>
          post('/pixel/logEvent', { app_id: '1', account_id: account, payload, event: 'impression', session_id: 'forge', b: bot });
        const today = `from=${dayOffset(-1)}&to=${dayOffset(1)}&tz=UTC`;
        // These rows are today's: taken out again, so the reports' tests below see only their own.
        try {
          const before = (await results(today)).widgets;
          const count = (list: { widgetId: string; impressions: number }[], id: string) => list.find((w) => w.widgetId === id)?.impressions ?? 0;

          // Each of these is answered as SPEC §7 answers an event (stored), and none counts:
          const long = 'x'.repeat(65);
          for (const [account, payload] of [
            ['shop', { widget_id: 72 }], // no sign: any origin, any script
            ['shop', { widget_id: 72, widget_sign: 'forged' }],
            ['shop', { widget_id: 72, widget_sign: sign[71] }], // another widget's sign
            ['other', { widget_id: 71, widget_sign: sign[71] }], // another page's
            ['shop', { widget_id: 99, widget_sign: 'x' }], // no such widget
            ['shop', { widget_id: long, widget_sign: 'x' }], // the probe's 65 characters
            ['shop', { widget_id: long.repeat(20) }],
          ] as const) {
            expect((await send(account, payload)).status, JSON.stringify(payload)).toBe(200);
          }
          expect((await send('shop', { widget_id: 71, widget_sign: sign[71] }, true)).status).toBe(200); // a bot's
          // A Messenger opt-in's widget id comes from the visitor's m.me link: plant an oversized one.
          await sql(`INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source, received_at) VALUES ('shop', $1, 'w-3', 'i', 'optin', now())`, [long]);
          const forged = (await results(today)).widgets;
          expect(forged).toEqual(before);

          // The loader's own: counted for its widget, once each.
          expect((await send('shop', { widget_id: 71, widget_type: 'box', widget_sign: sign[71] })).status).toBe(200);
          expect((await send('shop', { widget_id: '72', widget_sign: sign[72] })).status).toBe(200);
          const after = (await results(today)).widgets;
          expect(count(after, '71')).toBe(count(before, '71') + 1);
          expect(count(after, '72')).toBe(count(before, '72') + 1);
          expect(after.every((w) => w.widgetId.length <= 64)).toBe(true);
        } finally {
          await sql(`DELETE FROM pixel_events WHERE session_id = 'forge'`);
          await sql(`DELETE FROM messenger_optins WHERE session_id = 'w-3'`);
        }
      });

      it('answers with a bad row planted in the roll-ups or the raw events: an absurd count, one below zero, a non-text arm, an infinite time', async () => {
        try {
          await sql(`INSERT INTO widget_event_days (page_id, widget_id, day, event, arm, experiment, n) VALUES
            ('shop', '71', '2022-05-10', 'impression', 'bad', NULL, 9000000000000000000), ('shop', '72', '2022-05-10', 'impression', 'bad', NULL, -3)`);
          await sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id) VALUES
            ('event', 'shop', 'impression', 'bad', '{"payload":{"widget_id":72,"variant":{"x":1},"experiment":[1]}}', '2022-05-11T10:00:00Z', '72'),
            ('event', 'shop', 'impression', 'bad', '{"payload":{"widget_id":72}}', 'infinity', '72')`);
          const may = await results('from=2022-05-01&to=2022-05-31&tz=UTC');
          expect(may.widgets).toEqual([
            { widgetId: '71', impressions: 2_147_483_647, optIns: 1, revenue: [] },
            { widgetId: '72', impressions: 2, optIns: 1, revenue: [] },
          ]);
        } finally {
          await sql(`DELETE FROM widget_event_days WHERE arm = 'bad'`);
          await sql(`DELETE FROM pixel_events WHERE session_id = 'bad'`);
        }
      });

      it('reads an answer with a bad row: the rows that hold, and the bad one said', () => {
        const answer = { state: true as const, pageId: 'shop', from: '2022-05-01', to: '2022-05-31', tz: 'UTC', widgets: [{ widgetId: '71', impressions: 1, optIns: 0 }, { widgetId: 'x'.repeat(65), impressions: 1, optIns: 0 }] };
        expect(widgetResultsResponseSchema(answer)).not.toBeNull();
        expect(widgetResultsEnvelopeSchema(answer)).toBeNull();
        const { response, dropped } = widgetResultsRead(answer);
        expect(response.widgets).toEqual([{ widgetId: '71', impressions: 1, optIns: 0 }]);
        expect(dropped).toEqual([expect.stringContaining('widgets[1].widgetId')]);
      });

      it('refuses what the reports refuse: no session (401), an unknown page (404), a bad range (400 naming it), another method (405)', async () => {
        const q = 'from=2022-05-01&to=2022-05-31&tz=UTC';
        expect((await req('GET', `/studio/api/pages/shop/widget-results?${q}`)).status).toBe(401);
        expect((await studioGet(`/studio/api/pages/nope/widget-results?${q}`)).status).toBe(404);
        const bad = await studioGet('/studio/api/pages/shop/widget-results?from=2022-05-01&to=2022-05-31&tz=%2B01:00');
        expect(bad.status).toBe(400);
        expect(errorsOf(bad)[0]?.field).toBe('tz');
        expect((await req('DELETE', `/studio/api/pages/shop/widget-results?${q}`, { Cookie: session })).status).toBe(405);
      });
    });

    describe('a widget’s split test', () => {
      const experiment = {
        key: 'spring-headline',
        status: 'running',
        arms: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'Free shipping today' } } }],
      };
      const put = (p: string, body: unknown) => req('PUT', p, { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, JSON.stringify(body));
      // Rows as the signed path writes them (widget_id set), the loader's variant and key in the payload.
      const exposure = (session: string, variant: string, key = 'spring-headline', at = '2024-05-01T10:00:00Z', bot = false) =>
        sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id) VALUES ('event', 'split', 'impression', $1, $2::jsonb, $3, '5')`, [
          session,
          JSON.stringify({ event: 'impression', payload: { widget_id: 5, variant, experiment: key }, b: bot }),
          at,
        ]);
      let phones = 0;
      const optIn = (session: string) =>
        sql(`INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at) VALUES ('split', '5', $1, $2, 'consent', now())`, [`+449${String((phones += 1)).padStart(9, '0')}`, session]);

      it('counts exposed visitors and their opt-ins per arm, with the chance to beat the control, and calls no winner before enough data', async () => {
        expect((await put('/admin/pages/split', { pageId: 'split', widgets: [{ widget_id: 5, widget_type: 'bar', channel: 'fb', data: { experiment } }, { widget_id: 6, widget_type: 'bar', channel: 'fb', data: {} }] })).status).toBe(200);
        // 200 visitors a arm; the control converts 10 %, b 20 %. A visitor shown the bar twice counts once.
        for (let i = 0; i < 200; i++) {
          await exposure(`c-${1000 + i}`, 'control');
          await exposure(`b-${1000 + i}`, 'b');
          if (i % 10 === 0) await optIn(`c-${1000 + i}`);
          if (i % 5 === 0) await optIn(`b-${1000 + i}`);
        }
        await exposure('c-1000', 'control', 'spring-headline', '2024-05-02T10:00:00Z');
        // Not counted: a bot, another test's key, an arm the test does not have, an opt-in never exposed.
        await exposure('x-0001', 'b', 'spring-headline', '2024-05-01T10:00:00Z', true);
        await exposure('x-0002', 'b', 'autumn');
        await exposure('x-0003', 'nope');
        await optIn('x-0004');
        const r = await studioGet('/studio/api/pages/split/widgets/5/experiment');
        expect(r.status, r.body).toBe(200);
        const body = json(r);
        expect(experimentResultsResponseSchema(body)).toBeNull();
        const answer = body as ExperimentResultsResponse;
        expect(answer).toMatchObject({ pageId: 'split', widgetId: '5', key: 'spring-headline', status: 'running', since: '2024-05-01T10:00:00.000Z', progress: 1, leader: 'b', verdict: 'b' });
        expect(answer.arms.map(({ id, exposures, optIns, control }) => ({ id, exposures, optIns, control }))).toEqual([
          { id: 'control', exposures: 200, optIns: 20, control: true },
          { id: 'b', exposures: 200, optIns: 40, control: false },
        ]);
        expect(answer.arms[0]).toMatchObject({ rate: 0.1, chanceToBeat: null, expectedLoss: null });
        expect(answer.arms[1]!.chanceToBeat).toBeGreaterThan(0.99);
        expect(answer.sampleRatio).toEqual({ chiSquare: 0, p: 1, mismatch: false });
      });

      it('no verdict under 150 exposures an arm or with a broken split; 404 without a test', async () => {
        const small = { ...experiment, key: 'small' };
        expect((await put('/admin/pages/split', { pageId: 'split', widgets: [{ widget_id: 5, widget_type: 'bar', channel: 'fb', data: { experiment: small } }, { widget_id: 6, widget_type: 'bar', channel: 'fb', data: {} }] })).status).toBe(200);
        for (let i = 0; i < 40; i++) {
          await exposure(`sc-${1000 + i}`, 'control', 'small');
          await exposure(`sb-${1000 + i}`, 'b', 'small');
          if (i % 2 === 0) await optIn(`sb-${1000 + i}`);
        }
        const early = json(await studioGet('/studio/api/pages/split/widgets/5/experiment')) as ExperimentResultsResponse;
        expect(early.arms.map((a) => a.exposures)).toEqual([40, 40]);
        expect(early.progress).toBeCloseTo(40 / 150, 10);
        expect(early.leader).toBe('b');
        expect(early.verdict).toBeNull();
        // 400 more for b only: the 50/50 split is broken, so still no verdict.
        for (let i = 0; i < 400; i++) await exposure(`sb-${2000 + i}`, 'b', 'small');
        for (let i = 0; i < 120; i++) await exposure(`sc-${2000 + i}`, 'control', 'small');
        const broken = json(await studioGet('/studio/api/pages/split/widgets/5/experiment')) as ExperimentResultsResponse;
        expect(broken.sampleRatio.mismatch).toBe(true);
        expect(broken.verdict).toBeNull();
        expect((await studioGet('/studio/api/pages/split/widgets/6/experiment')).status).toBe(404);
        expect((await studioGet('/studio/api/pages/split/widgets/99/experiment')).status).toBe(404);
        expect((await req('GET', '/studio/api/pages/split/widgets/5/experiment')).status).toBe(401);
      });

      it('answers with a bad exposure planted in the roll-up (an infinite first time): counted, never taken as the start', async () => {
        const before = json(await studioGet('/studio/api/pages/split/widgets/5/experiment')) as ExperimentResultsResponse;
        await sql(`INSERT INTO experiment_exposures (page_id, widget_id, experiment, arm, session_id, first_at) VALUES ('split', '5', 'small', 'control', 'inf-1', '-infinity')`);
        const r = await studioGet('/studio/api/pages/split/widgets/5/experiment');
        expect(r.status, r.body).toBe(200);
        const after = json(r) as ExperimentResultsResponse;
        expect(experimentResultsResponseSchema(after)).toBeNull();
        expect(after.since).toBe(before.since);
        expect(after.arms[0]!.exposures).toBe(before.arms[0]!.exposures + 1);
      });
    });

    describe('a widget’s funnel and revenue', () => {
      const put = (p: string, body: unknown) => req('PUT', p, { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, JSON.stringify(body));
      const range = () => `from=${dayOffset(-1)}&to=${dayOffset(1)}&tz=UTC`;

      it('answers the steps, the devices and the money its opted-in sessions spent, through the real endpoints, as JSON and CSV', async () => {
        expect((await put('/admin/pages/funnel', { pageId: 'funnel', widgets: [{ widget_id: 3, widget_type: 'box', channel: 'sms', data: {} }] })).status).toBe(200);
        const config = json(await req('GET', '/widget/config?page_id=funnel')) as { widgets: { widget_sign: string }[] };
        const sign = config.widgets[0]!.widget_sign;
        const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
        for (const session of ['f-1', 'f-2']) {
          const payload = { widget_id: 3, widget_type: 'box', widget_sign: sign, user_agent: ua };
          expect((await post('/pixel/logEvent', { app_id: '1', account_id: 'funnel', payload, event: 'impression', session_id: session, b: false })).status).toBe(200);
        }
        const signUp = await post('/widget/createSubscriberByPhoneNumber', { account_id: 'funnel', widget_id: 3, phone_number: '+1 201 555 0177', session_id: 'f-1', widget_sign: sign }, { 'User-Agent': ua });
        expect(signUp.status, signUp.body).toBe(200);
        const token = (json(await post('/admin/pages/funnel/pixel-tokens', {}, { Authorization: `Bearer ${TOKEN}` })) as { token: string }).token;
        for (const session of ['f-1', 'f-2']) {
          expect((await post('/pixel/logMoneyEvent', { event: 'purchase', account_id: 'funnel', weight: 12.5, currency: 'EUR', token, session_id: session })).status).toBe(200);
        }
        const r = await studioGet(`/studio/api/pages/funnel/widgets/3/funnel?${range()}`);
        expect(r.status, r.body).toBe(200);
        const body = json(r);
        expect(widgetFunnelResponseSchema(body)).toBeNull();
        const answer = body as WidgetFunnelResponse;
        expect(answer).toMatchObject({ widgetId: '3', revenueWindowDays: 7, totals: { impressions: 2, opens: 0, clicks: 0, optIns: 1 } });
        expect(answer.devices).toEqual([{ device: 'mobile', impressions: 2, opens: 0, clicks: 0, optIns: 1 }]);
        // f-2 never opted in: its money is nobody's.
        expect(answer.revenue).toEqual([{ currency: 'EUR', amount: 12.5, count: 1 }]);
        expect(answer.arms).toEqual([]);

        const listed = json(await studioGet(`/studio/api/pages/funnel/widget-results?${range()}`)) as WidgetResultsResponse;
        expect(listed.widgets[0]).toMatchObject({ widgetId: '3', impressions: 2, optIns: 1, revenue: [{ currency: 'EUR', amount: 12.5, count: 1 }] });

        const csv = await studioGet(`/studio/api/pages/funnel/widgets/3/funnel.csv?${range()}`);
        expect(csv.status).toBe(200);
        expect(csv.headers['content-disposition']).toBe(`attachment; filename="funnel-widget-3-funnel-${dayOffset(-1)}-to-${dayOffset(1)}.csv"`);
        const rows = csvObjects(csv.body);
        expect(rows).toHaveLength(3);
        expect(rows.find((row) => row.impressions === '2')).toMatchObject({ day: dayOffset(0), opt_ins: '1', opt_in_rate: '0.5000', revenue_EUR: '12.5' });
      });

      it('refuses with a 4xx naming the field: no session, an unknown page or widget, a bad range, another method', async () => {
        expect((await req('GET', `/studio/api/pages/funnel/widgets/3/funnel?${range()}`)).status).toBe(401);
        expect((await studioGet(`/studio/api/pages/nope/widgets/3/funnel?${range()}`)).status).toBe(404);
        const noWidget = await studioGet(`/studio/api/pages/funnel/widgets/${'%27x'.repeat(40)}/funnel.csv?${range()}`);
        expect(noWidget.status).toBe(404);
        expect(errorsOf(noWidget)[0]?.field).toBe('widgetId');
        const bad = await studioGet('/studio/api/pages/funnel/widgets/3/funnel?from=2015-01-01&to=2015-01-02&tz=UTC');
        expect(bad.status).toBe(400);
        expect(errorsOf(bad)[0]?.field).toBe('from');
        expect((await studioGet('/studio/api/pages/funnel/widgets/3/funnel?from=2024-01-01&to=2024-01-02&tz=Mars/Olympus')).status).toBe(400);
        expect((await req('POST', `/studio/api/pages/funnel/widgets/3/funnel?${range()}`, { Cookie: session })).status).toBe(405);
      });
    });

    describe('CSV', () => {
      it('exports a report as an attachment with its header, every row, and formulas neutralised', async () => {
        const from = dayOffset(-1);
        const to = dayOffset(1);
        const r = await studioGet(`/studio/api/pages/shop/reports/subscribers.csv?from=${from}&to=${to}&tz=UTC`);
        expect(r.status, r.body).toBe(200);
        expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(r.headers['content-disposition']).toBe(`attachment; filename="shop-subscribers-${from}-to-${to}.csv"`);
        expect(r.headers['cache-control']).toBe('no-store');
        expect(r.body.startsWith('\uFEFF')).toBe(true);
        const [header, ...rows] = parseCsv(r.body);
        expect(header).toEqual(['consented_at', 'local_time', 'phone', 'widget_id', 'consent_text', 'page_url']);
        expect(rows).toHaveLength(2);
        const records = csvObjects(r.body);
        // Newest first; the phone is a plain number and stays as it is.
        expect(records.map((x) => x.phone)).toEqual(['+12015550124', '+12015550123']);
        expect(records[0]).toMatchObject({ widget_id: '71', consent_text: SMS_LEGAL_TEXT, page_url: 'https://shop.example/p?a=1,b="2"' });
        // The Referer that was a formula starts with a quote: a spreadsheet shows it as text.
        expect(records[1]?.page_url).toBe(`'=HYPERLINK("https://evil.example/?x","Open")`);
        expect(records[0]?.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(records[0]?.local_time).toBe(records[0]?.consented_at?.slice(0, 19).replace('T', ' '));
      });

      it('guards every text column: payloads, event names; local_time follows the zone', async () => {
        const from = dayOffset(-1);
        const to = dayOffset(1);
        const optins = csvObjects((await studioGet(`/studio/api/pages/shop/reports/messenger-optins.csv?from=${from}&to=${to}&tz=UTC`)).body);
        expect(optins.find((x) => x.source === 'referral')).toMatchObject({ psid: 'PSID-9', payload: `'=1+2`, user_ref: '' });
        const events = csvObjects((await studioGet(`/studio/api/pages/shop/reports/events.csv?from=${from}&to=${to}&tz=UTC`)).body);
        expect(events.map((x) => x.event).sort()).toEqual([`'@SUM(1+1)`, 'page_view']);
        const money = await studioGet(`/studio/api/pages/shop/reports/money.csv?from=${from}&to=${to}&tz=UTC`);
        expect(parseCsv(money.body)[0]).toEqual(['received_at', 'local_time', 'event', 'amount', 'currency']);
        expect(csvObjects(money.body).map((x) => `${x.amount} ${x.currency}`).sort()).toEqual(['0.1 USD', '0.2 USD', '1.234 KWD', '1500 JPY']);
        const conversions = await studioGet(`/studio/api/pages/shop/reports/conversions.csv?from=${from}&to=${to}&tz=UTC`);
        expect(parseCsv(conversions.body)).toEqual([['received_at', 'local_time', 'event'], [expect.any(String), expect.any(String), 'signup']]);

        const paris = csvObjects((await studioGet('/studio/api/pages/shop/reports/subscribers.csv?from=2024-03-10&to=2024-03-10&tz=Europe/Paris')).body);
        expect(paris).toEqual([expect.objectContaining({ consented_at: '2024-03-09T23:30:00.000Z', local_time: '2024-03-10 00:30:00', consent_text: 'consent A' })]);
      });

      it('exports every row of a range larger than one database page, each once, newest first', async () => {
        const count = CSV_PAGE_ROWS * 2 + 7;
        // Many rows share one time, so the paging must also order by id to lose none and repeat none.
        await sql(
          `INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at)
           SELECT 'conversion', 'shop', 'c-' || n, NULL, '{}'::jsonb, '2022-02-02T10:00:00Z'::timestamptz + (n / 3) * interval '1 second'
           FROM generate_series(1, ${count}) AS n`,
        );
        const r = await studioGet('/studio/api/pages/shop/reports/conversions.csv?from=2022-02-02&to=2022-02-02&tz=UTC');
        expect(r.status).toBe(200);
        const events = csvObjects(r.body).map((x) => x.event);
        expect(events).toHaveLength(count);
        expect(new Set(events).size).toBe(count);
        expect(events[0]).toBe(`c-${count}`);
        expect(events[events.length - 1]).toBe('c-1');
      });

      it('takes a download cancelled half-way in its stride: the next one is whole', async () => {
        const received = await new Promise<number>((resolve, reject) => {
          const r = request(
            { host: '127.0.0.1', port, path: '/studio/api/pages/shop/reports/conversions.csv?from=2022-02-02&to=2022-02-02&tz=UTC', headers: { Host: host, Cookie: session } },
            (res) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                // The first part of the file is here: the person cancels the download.
                res.destroy();
                resolve(bytes);
              });
              res.on('error', () => undefined);
            },
          );
          r.on('error', reject);
          r.end();
        });
        expect(received).toBeGreaterThan(0);
        expect(received).toBeLessThan(200_000);
        const next = await studioGet('/studio/api/pages/shop/reports/conversions.csv?from=2022-02-02&to=2022-02-02&tz=UTC');
        expect(next.status).toBe(200);
        expect(csvObjects(next.body)).toHaveLength(CSV_PAGE_ROWS * 2 + 7);
      });

      it('writes only the header for a range without rows', async () => {
        const r = await studioGet('/studio/api/pages/shop/reports/money.csv?from=2016-01-01&to=2016-01-02&tz=UTC');
        expect(r.status).toBe(200);
        expect(parseCsv(r.body)).toEqual([['received_at', 'local_time', 'event', 'amount', 'currency']]);
      });
    });

    describe('refusals: 4xx with the field named, never 500', () => {
      const q = 'from=2024-01-01&to=2024-01-31&tz=UTC';

      it('needs the session (401) for the JSON and the CSV', async () => {
        for (const p of [`/studio/api/pages/shop/reports?${q}`, `/studio/api/pages/shop/reports/subscribers.csv?${q}`]) {
          const r = await req('GET', p);
          expect(r.status, p).toBe(401);
          expect(errorsOf(r)[0]?.message).toMatch(/Not signed in/);
          expect(r.body).not.toContain('+1201');
        }
      });

      it('refuses a foreign Host (421) even with the session', async () => {
        const r = await rawRequest(port, 'GET', `/studio/api/pages/shop/reports?${q}`, { Host: 'evil.example', Cookie: session });
        expect(r.status).toBe(421);
      });

      it('answers 404 for an unknown page or report, 400 for a bad page id', async () => {
        expect((await studioGet(`/studio/api/pages/nope/reports?${q}`)).status).toBe(404);
        expect((await studioGet(`/studio/api/pages/nope/reports/subscribers.csv?${q}`)).status).toBe(404);
        for (const file of ['secrets.csv', 'subscribers.json', 'subscribers', 'SUBSCRIBERS.csv', '..%2f..%2fetc%2fpasswd']) {
          const r = await studioGet(`/studio/api/pages/shop/reports/${file}?${q}`);
          expect(r.status, file).toBe(404);
          expect(errorsOf(r)[0]?.field, file).toBe('report');
        }
        const badId = await studioGet(`/studio/api/pages/${'a'.repeat(65)}/reports?${q}`);
        expect(badId.status).toBe(400);
        expect(errorsOf(badId)[0]?.field).toBe('id');
      });

      it('names the field of a bad range or zone', async () => {
        const cases: [string, string, RegExp][] = [
          ['to=2024-01-31&tz=UTC', 'from', /from is required/],
          ['from=2024-01-01&tz=UTC', 'to', /to is required/],
          ['from=2024-01-01&to=2024-01-31', 'tz', /tz is required/],
          ['from=2024-02-30&to=2024-03-01&tz=UTC', 'from', /exists in the calendar/],
          ['from=2024-1-1&to=2024-03-01&tz=UTC', 'from', /YYYY-MM-DD/],
          ['from=2024-01-01&to=tomorrow&tz=UTC', 'to', /YYYY-MM-DD/],
          ['from=2015-12-31&to=2016-01-31&tz=UTC', 'from', /2016-01-01/],
          ['from=2016-01-01&to=2018-01-01&tz=UTC', 'to', /at most 731 days/],
          ['from=2024-01-01&from=2024-01-02&to=2024-01-31&tz=UTC', 'from', /YYYY-MM-DD/],
          [`${q.replace('tz=UTC', 'tz=Mars/Olympus')}`, 'tz', /IANA/],
          [`${q.replace('tz=UTC', 'tz=%2B01:00')}`, 'tz', /IANA/],
          [`${q.replace('tz=UTC', "tz=UTC'%3B%20DROP%20TABLE%20subscribers--")}`, 'tz', /IANA/],
          [`${q.replace('tz=UTC', `tz=${'A'.repeat(300)}`)}`, 'tz', /IANA/],
        ];
        for (const [query, field, message] of cases) {
          for (const p of [`/studio/api/pages/shop/reports?${query}`, `/studio/api/pages/shop/reports/events.csv?${query}`]) {
            const r = await studioGet(p);
            expect(r.status, `${p}: ${r.body}`).toBe(400);
            expect(errorsOf(r)[0], p).toMatchObject({ field, message: expect.stringMatching(message) });
          }
        }
        // The longest range allowed is fine, and the table is still there.
        expect((await studioGet('/studio/api/pages/shop/reports?from=2016-01-01&to=2017-12-31&tz=UTC')).status).toBe(200);
        expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM subscribers'))[0]?.n).toBeGreaterThan(0);
      });

      it('answers other methods with 405', async () => {
        for (const p of [`/studio/api/pages/shop/reports?${q}`, `/studio/api/pages/shop/reports/subscribers.csv?${q}`]) {
          const r = await req('DELETE', p, { Cookie: session });
          expect(r.status, p).toBe(405);
          expect(r.headers.allow).toBe('GET, HEAD');
        }
      });
    });
  });
}

onEveryStorage('reports_it', reportsSuite);
