// A widget's funnel and revenue (issue 47, item 5) on PGlite, against the raw rows: impressions, opens and
// clicks from the roll-up of migration 009 (kept by its triggers through inserts, deletes and updates) and
// opt-ins from their tables, per day in a zone, per device and per arm; revenue from the money events of the
// sessions that opted in, within the window (6 days after counts, 8 does not, another session's never);
// and a bad row planted in the roll-up or the raw table never fails the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { widgetFunnelRows } from '../../../server/stores/widgetFunnel';
import { widgetRevenue } from '../../../server/stores/widgetRevenue';
import { funnelAnswer } from '../../../server/rules/funnelAnswer';
import { REVENUE_WINDOW_DAYS } from '../../../server/rules/revenueWindow';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

describe('a widget’s funnel and revenue on PGlite', () => {
  let db: Database;
  const q = { from: '2024-05-01', to: '2024-05-31', tz: 'Asia/Kolkata' };
  const sql = (text: string, params: unknown[] = []) => db.query(text, params);
  const event = (event: string, session: string, at: string, payload: Record<string, unknown> = {}, widget: string | null = '7', bot = false) =>
    sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id) VALUES ('event', 'shop', $1, $2, $3::jsonb, $4, $5)`, [
      event,
      session,
      JSON.stringify({ event, payload: { widget_id: 7, ...payload }, b: bot }),
      at,
      widget,
    ]);
  let phones = 0;
  const subscriber = (session: string, at: string, ua: string | null, widget = '7') =>
    sql(`INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at, user_agent) VALUES ('shop', $1, $2, $3, 'consent', $4, $5)`, [
      widget,
      `+3310000${String((phones += 1)).padStart(4, '0')}`,
      session,
      at,
      ua,
    ]);
  const money = (session: string | null, at: string, weight: number, currency = 'USD') =>
    sql(`INSERT INTO pixel_events (kind, account_id, event, session_id, weight, currency, body, received_at) VALUES ('money', 'shop', 'purchase', $1, $2, $3, '{}', $4)`, [session, weight, currency, at]);
  const answer = async () => funnelAnswer(q, await widgetFunnelRows(db, 'shop', '7', q), await widgetRevenue(db, 'shop', ['7'], q));

  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    // Arm b's visitors came from the newsletter (sent as the loader sends it, any case), the control's directly.
    const arm = (variant: string) => ({ variant, experiment: 'spring', user_agent: variant === 'b' ? PHONE_UA : DESKTOP_UA, source: variant === 'b' ? 'Newsletter' : 'direct' });
    // Kolkata is UTC+5:30: 2024-05-01T20:00Z is May 2 there, 2024-04-30T19:00Z is already May 1.
    await event('impression', 's1', '2024-04-30T19:00:00Z', arm('control'));
    await event('impression', 's2', '2024-05-01T20:00:00Z', arm('b'));
    await event('impression', 's3', '2024-05-01T20:05:00Z', arm('b'));
    await event('open', 's3', '2024-05-01T20:06:00Z', arm('b'));
    await event('click', 's3', '2024-05-01T20:07:00Z', arm('b'));
    await event('impression', 'bot', '2024-05-01T20:00:00Z', arm('b'), '7', true);
    await event('impression', 'unsigned', '2024-05-01T20:00:00Z', arm('b'), null);
    await event('impression', 'late', '2024-05-31T18:30:00Z', arm('control')); // June 1 in Kolkata: outside.
    await event('impression', 'gone', '2024-05-03T10:00:00Z', arm('control'));
    await sql(`DELETE FROM pixel_events WHERE session_id = 'gone'`);
    await event('impression', 'no-agent', '2024-05-04T10:00:00Z');
    await subscriber('s2', '2024-05-01T21:00:00Z', PHONE_UA);
    await subscriber('s3', '2024-05-01T21:00:00Z', PHONE_UA);
    await sql(`INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source, received_at) VALUES ('shop', '7', 's1', 'i', 'optin', '2024-05-10T10:00:00Z')`);
    // s2 opted in 2024-05-01T21:00Z: 6 days after counts, 8 days after does not, before the opt-in does not.
    await money('s2', '2024-05-07T21:00:00Z', 40.1);
    await money('s2', '2024-05-09T21:00:00Z', 1000);
    await money('s2', '2024-05-01T20:30:00Z', 500);
    await money('s3', '2024-05-02T10:00:00Z', 20.2, 'EUR');
    await money('stranger', '2024-05-02T10:00:00Z', 999);
    await money(null, '2024-05-02T10:00:00Z', 999);
    await money('s1', '2024-05-11T10:00:00Z', 9.9);
  });
  afterAll(() => db.close());

  it('counts the steps per day in the zone, per device and per arm, as the raw rows give them', async () => {
    const a = await answer();
    expect(a.totals).toEqual({ impressions: 4, opens: 1, clicks: 1, optIns: 3 });
    expect(a.days).toHaveLength(31);
    expect(a.days[0]).toEqual({ day: '2024-05-01', impressions: 1, opens: 0, clicks: 0, optIns: 0 });
    expect(a.days[1]).toEqual({ day: '2024-05-02', impressions: 2, opens: 1, clicks: 1, optIns: 2 });
    expect(a.days.reduce((n, d) => n + d.impressions, 0)).toBe(a.totals.impressions);
    expect(a.devices).toEqual([
      { device: 'mobile', impressions: 2, opens: 1, clicks: 1, optIns: 2 },
      { device: 'desktop', impressions: 1, opens: 0, clicks: 0, optIns: 0 },
      { device: 'unknown', impressions: 1, opens: 0, clicks: 0, optIns: 1 },
    ]);
    expect(a.arms.map(({ arm, impressions, optIns }) => ({ arm, impressions, optIns }))).toEqual([
      { arm: 'b', impressions: 2, optIns: 2 },
      { arm: 'control', impressions: 1, optIns: 1 },
    ]);
  });

  it('counts the steps per traffic source, an opt-in under its session’s first impression’s source', async () => {
    expect((await answer()).sources).toEqual([
      { source: 'newsletter', impressions: 2, opens: 1, clicks: 1, optIns: 2 },
      { source: 'direct', impressions: 1, opens: 0, clicks: 0, optIns: 1 },
      { source: 'unknown', impressions: 1, opens: 0, clicks: 0, optIns: 0 },
    ]);
  });

  it(`credits money within ${REVENUE_WINDOW_DAYS} days after an opt-in to the widget and the arm, per currency`, async () => {
    const a = await answer();
    expect(a.revenue).toEqual([
      { currency: 'USD', amount: 50, count: 2 },
      { currency: 'EUR', amount: 20.2, count: 1 },
    ].sort((x, y) => y.count - x.count || x.currency.localeCompare(y.currency)));
    expect(a.arms.find((r) => r.arm === 'b')?.revenue).toEqual([
      { currency: 'EUR', amount: 20.2, count: 1 },
      { currency: 'USD', amount: 40.1, count: 1 },
    ]);
    expect(a.arms.find((r) => r.arm === 'control')?.revenue).toEqual([{ currency: 'USD', amount: 9.9, count: 1 }]);
  });

  it('credits a money event once, to its session’s latest opt-in, and another widget gets none of it', async () => {
    await subscriber('s3', '2024-05-02T09:00:00Z', DESKTOP_UA, '8');
    const other = await widgetRevenue(db, 'shop', ['8'], q);
    expect(other.map((r) => [r.widgetId, r.currency, r.amount])).toEqual([['8', 'EUR', 20.2]]);
    expect((await answer()).revenue.find((r) => r.currency === 'EUR')).toBeUndefined();
    await sql(`DELETE FROM subscribers WHERE widget_id = '8'`);
  });

  it('keeps the roll-up equal to the raw rows through an update, and a planted bad row fails nothing', async () => {
    await sql(`UPDATE pixel_events SET received_at = received_at + interval '1 day' WHERE session_id = 's3' AND kind = 'event'`);
    const raw = await sql(`SELECT event, count(*)::int AS n FROM pixel_events WHERE widget_id = '7' AND kind = 'event' AND (body->>'b') IS DISTINCT FROM 'true' GROUP BY 1 ORDER BY 1`);
    const rolled = await sql(`SELECT event, sum(n)::int AS n FROM widget_funnel_quarters WHERE widget_id = '7' AND n > 0 GROUP BY 1 ORDER BY 1`);
    expect(rolled).toEqual(raw);
    await sql(`INSERT INTO widget_funnel_quarters (page_id, widget_id, starts_at, event, arm, device, n) VALUES ('shop', '7', '2024-05-05T00:00:00Z', 'impression', NULL, 'tablet-ish', -5)`);
    await sql(`INSERT INTO widget_funnel_quarters (page_id, widget_id, starts_at, event, arm, device, n) VALUES ('shop', '7', '2024-05-05T00:15:00Z', 'impression', NULL, NULL, 9999999999)`);
    await money('s2', '2024-05-03T10:00:00Z', Number.POSITIVE_INFINITY);
    await money('s2', '2024-05-03T10:00:00Z', 5, 'usd');
    const a = await answer();
    expect(a.totals.impressions).toBe(2_147_483_647);
    expect(a.revenue.find((r) => r.currency === 'USD')).toEqual({ currency: 'USD', amount: 50, count: 2 });
  });
});
