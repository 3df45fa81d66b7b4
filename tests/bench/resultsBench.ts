/**
 * `npm run bench:server`'s second table (issue 47, item 7, "fast at any age"): one million pixel events over
 * 90 days and 50 widgets on one page, each widget in a split test of its own, and the studio's two answers
 * timed over HTTP with a studio session: each widget's results (the page screen's last 30 days, and the
 * whole 90 in a zone whose days start at :30 UTC) and one widget's split test. Median and p95 of RUNS
 * calls each, after two warm-up calls, beside the 200 ms budget.
 *
 * The events are written by SQL in ten bulk `INSERT … SELECT generate_series(…)` statements, not a million
 * API calls; pixel_events' statement trigger (migration 008) rolls each up as it rolls up the pixel route's
 * single rows, so the roll-ups are the ones the write path makes. Event i: widget i mod 50; session i/100
 * (two events a widget, arm by session parity); one in five of each widget's a `click`, one in 53 a bot's; its time spread
 * evenly over the 90 days before now by a fixed stride. Opt-ins: 300 SMS subscribers and 100 Messenger
 * opt-ins a widget, from exposed sessions.
 */
import type { RunningServers } from '../../server/composition/app';

export const RESULTS_PAGE = 'bench-results';
const WIDGETS = 50;
const EVENTS = 1_000_000;
const CHUNK = 100_000;
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RESULTS_RUNS ?? 20);
const BUDGET_MS = 200;
const arms = [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'Free shipping today' } } }];

/** $1 page, $2 first i, $3 last i. */
const SEED_EVENTS_SQL = `
  INSERT INTO pixel_events (kind, account_id, event, session_id, body, received_at, widget_id)
  SELECT 'event', $1, ev, 'sess-' || (i / 100),
      jsonb_build_object('event', ev, 'b', i % 53 = 7,
        'payload', jsonb_build_object('widget_id', w, 'variant', CASE WHEN (i / 100) % 2 = 0 THEN 'control' ELSE 'b' END, 'experiment', 'test-' || w)),
      now() - make_interval(secs => (i::bigint * 7919) % ${DAYS * 86_400}), w::text
    FROM (SELECT i, 1 + i % ${WIDGETS} AS w, CASE WHEN (i / ${WIDGETS}) % 5 = 4 THEN 'click' ELSE 'impression' END AS ev FROM generate_series($2::int, $3::int) AS i) AS s`;

const SEED_SUBSCRIBERS_SQL = `
  INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at)
  SELECT $1, (1 + k % ${WIDGETS})::text, '+1201' || lpad(k::text, 7, '0'), 'sess-' || (k * 31 % ${EVENTS / 100}), 'consent',
      now() - make_interval(secs => (k::bigint * 104729) % ${DAYS * 86_400})
    FROM generate_series(1, ${WIDGETS * 300}) AS k`;

const SEED_MESSENGER_SQL = `
  INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source, received_at)
  SELECT $1, (1 + k % ${WIDGETS})::text, 'sess-' || (k * 17 % ${EVENTS / 100}), 'i', 'optin', now() - make_interval(secs => (k::bigint * 7907) % ${DAYS * 86_400})
    FROM generate_series(1, ${WIDGETS * 100}) AS k`;

/** The page with its 50 widgets (each in a split test) through the admin API, then its rows by SQL; the seconds it took. */
async function seed(servers: RunningServers, adminToken: string): Promise<number> {
  const started = performance.now();
  const widgets = Array.from({ length: WIDGETS }, (_x, i) => ({
    widget_id: i + 1,
    widget_type: 'bar',
    channel: 'fb',
    data: { experiment: { key: `test-${i + 1}`, status: 'running', arms } },
  }));
  const put = await fetch(`${servers.widgetOrigin}/admin/pages/${RESULTS_PAGE}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageId: RESULTS_PAGE, widgets }),
  });
  if (!put.ok) throw new Error(`PUT /admin/pages/${RESULTS_PAGE}: ${put.status} ${await put.text()}`);
  for (let first = 0; first < EVENTS; first += CHUNK) await servers.database.query(SEED_EVENTS_SQL, [RESULTS_PAGE, first, first + CHUNK - 1]);
  await servers.database.query(SEED_SUBSCRIBERS_SQL, [RESULTS_PAGE]);
  await servers.database.query(SEED_MESSENGER_SQL, [RESULTS_PAGE]);
  if (servers.database.kind === 'postgres') await servers.database.query('ANALYZE');
  return (performance.now() - started) / 1000;
}

/** A studio session's cookie, signed in with the admin token. */
async function signIn(origin: string, adminToken: string): Promise<string> {
  const r = await fetch(`${origin}/studio/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: adminToken }) });
  const cookie = r.headers.getSetCookie()[0]?.split(';')[0];
  if (!r.ok || !cookie) throw new Error(`studio sign-in: ${r.status}`);
  return cookie;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** One markdown row: median and p95 of RUNS calls of `address`, after two warm-up calls. */
async function timedRow(origin: string, cookie: string, name: string, address: string): Promise<string> {
  const call = async (): Promise<number> => {
    const started = performance.now();
    const r = await fetch(`${origin}${address}`, { headers: { Cookie: cookie } });
    const body = await r.text();
    if (!r.ok) throw new Error(`${address}: ${r.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  await call();
  await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await call());
  times.sort((a, b) => a - b);
  const [median, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
  const verdict = p95 < BUDGET_MS ? 'within' : 'OVER';
  return `| ${name} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${BUDGET_MS} ms (${verdict}) |`;
}

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function measureResults(servers: RunningServers, adminToken: string): Promise<void> {
  const seconds = await seed(servers, adminToken);
  const cookie = await signIn(servers.widgetOrigin, adminToken);
  const base = `/studio/api/pages/${RESULTS_PAGE}`;
  const rows = [
    await timedRow(servers.widgetOrigin, cookie, 'widget results, last 30 days, UTC', `${base}/widget-results?from=${day(29 * 86_400_000)}&to=${day(0)}&tz=UTC`),
    await timedRow(servers.widgetOrigin, cookie, 'widget results, all 90 days, Asia/Kolkata', `${base}/widget-results?from=${day(DAYS * 86_400_000)}&to=${day(0)}&tz=Asia/Kolkata`),
    await timedRow(servers.widgetOrigin, cookie, 'split test of one widget (~10,000 exposed sessions)', `${base}/widgets/1/experiment`),
  ];
  console.log(
    [
      '',
      `Studio results on ${servers.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${EVENTS.toLocaleString('en-US')} pixel events over ${DAYS} days and ${WIDGETS} widgets of one page (seeded in ${seconds.toFixed(1)} s), ${RUNS} calls each over HTTP:`,
      '',
      '| answer | median | p95 | budget |',
      '|---|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
}
