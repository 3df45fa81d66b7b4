// The roll-ups of counted pixel events (migration 008, issue 47 item 7) on both storages: after a random mix
// of events (several days and zones' edges, widgets, arms, tests, bots, unsigned and forged rows) written as
// single rows, multi-row inserts and one bulk INSERT … SELECT, then partly deleted and updated, the roll-ups
// hold what a count of the raw rows gives, and the results and split test answers are the ones the raw scans
// (the queries before item 7, kept here as the oracle) give. A bad row planted in the raw table or in the
// roll-ups never fails an answer, and the migration backfills the rows stored before it.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/openDatabase';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { experimentCounts } from '../../../server/stores/experimentResults';
import { widgetResults } from '../../../server/stores/widgetResults';
import { widgetResultsResponseSchema } from '../../../bridge-protocol/studio/widgetResults';
import { TEST_DATABASE_URL } from './storages';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');

/** An empty database on one storage (PGlite in memory, or a PostgreSQL schema of its own), and how to drop it. */
type Opened = { db: Database; drop: () => Promise<void> };
type Opener = (migrationsDir?: string) => Promise<Opened>;

const onPglite: Opener = async (dir) => {
  const db = await openPglite('memory://');
  await migrate(db, dir);
  return { db, drop: () => db.close() };
};

let schemas = 0;
const onPostgres: Opener = async (dir) => {
  const schema = `rollups_${process.pid}_${Date.now().toString(36)}_${(schemas += 1)}`;
  const db = dir === undefined ? await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, dataDir: '' }) : await openPostgres(TEST_DATABASE_URL, schema);
  if (dir !== undefined) await migrate(db, dir);
  return {
    db,
    drop: async () => {
      await db.close();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
};

// --- The oracle: counts and answers straight from the raw rows, as the queries before item 7 read them. ---

const COUNTED = `kind = 'event' AND widget_id IS NOT NULL AND (body->>'b') IS DISTINCT FROM 'true'`;
const RAW_DAYS = `SELECT account_id AS page_id, widget_id, (received_at AT TIME ZONE 'UTC')::date::text AS day, event,
  body->'payload'->>'variant' AS arm, body->'payload'->>'experiment' AS experiment, count(*)::int AS n
  FROM pixel_events WHERE ${COUNTED} GROUP BY 1, 2, 3, 4, 5, 6`;
const ROLLED_DAYS = `SELECT page_id, widget_id, day::text AS day, event, arm, experiment, n::int AS n FROM widget_event_days WHERE n > 0`;
const RAW_QUARTERS = `SELECT account_id AS page_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch') AS starts_at, event, count(*)::int AS n
  FROM pixel_events WHERE ${COUNTED} GROUP BY 1, 2, 3, 4`;
const ROLLED_QUARTERS = `SELECT page_id, widget_id, starts_at, event, n::int AS n FROM widget_event_quarters WHERE n > 0`;
const RAW_EXPOSURES = `SELECT account_id AS page_id, widget_id, body->'payload'->>'experiment' AS experiment, body->'payload'->>'variant' AS arm, session_id, min(received_at) AS first_at
  FROM pixel_events WHERE ${COUNTED} AND event = 'impression' AND session_id IS NOT NULL
    AND body->'payload'->>'experiment' IS NOT NULL AND body->'payload'->>'variant' IS NOT NULL GROUP BY 1, 2, 3, 4, 5`;
const ROLLED_EXPOSURES = `SELECT page_id, widget_id, experiment, arm, session_id, first_at FROM experiment_exposures`;
// The funnel's roll-up (migration 009, issue 47 item 5): its steps only, with the arm as 008 bounds it and the device by device_of.
const RAW_FUNNEL = `SELECT account_id AS page_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch') AS starts_at, event,
  CASE WHEN length(body->'payload'->>'variant') <= 32 THEN body->'payload'->>'variant' END AS arm, device_of(body->'payload'->>'user_agent') AS device, count(*)::int AS n
  FROM pixel_events WHERE ${COUNTED} AND event IN ('impression', 'open', 'click') GROUP BY 1, 2, 3, 4, 5, 6`;
/** The user agents events carry (the funnel's device): a phone, a desktop, none, and one that is not text. */
const AGENTS = ['Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', undefined, 42];
const ROLLED_FUNNEL = `SELECT page_id, widget_id, starts_at, event, arm, device, n::int AS n FROM widget_funnel_quarters WHERE n > 0`;

const inRange = (column: string) =>
  `${column} >= ($2::date)::timestamp AT TIME ZONE $4::text AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4::text`;
const RAW_RESULTS = `
  SELECT widget_id AS "widgetId", sum(impressions)::int AS impressions, sum(opt_ins)::int AS "optIns" FROM (
    SELECT widget_id, count(*) AS impressions, 0 AS opt_ins FROM pixel_events
      WHERE account_id = $1 AND widget_id IS NOT NULL AND kind = 'event' AND event = 'impression' AND (body->>'b') IS DISTINCT FROM 'true'
        AND ${inRange('received_at')} GROUP BY 1
    UNION ALL
    SELECT widget_id, 0, count(*) FROM subscribers WHERE page_id = $1 AND ${inRange('consented_at')} GROUP BY 1
    UNION ALL
    SELECT widget_id, 0, count(*) FROM messenger_optins WHERE page_id = $1 AND ${inRange('received_at')} GROUP BY 1
  ) AS counted
  WHERE widget_id = ANY($5::text[])
  GROUP BY widget_id ORDER BY widget_id`;
const RAW_ARMS = `
  WITH exposed AS (
    SELECT body->'payload'->>'variant' AS arm, session_id, min(received_at) AS first_at FROM pixel_events
      WHERE account_id = $1 AND widget_id = $2 AND kind = 'event' AND event = 'impression'
        AND body->'payload'->>'experiment' = $3 AND (body->>'b') IS DISTINCT FROM 'true'
        AND session_id IS NOT NULL AND body->'payload'->>'variant' = ANY($4::text[])
      GROUP BY 1, 2
  ), converted AS (
    SELECT session_id FROM subscribers WHERE page_id = $1 AND widget_id = $2
    UNION
    SELECT session_id FROM messenger_optins WHERE page_id = $1 AND widget_id = $2
  )
  SELECT e.arm, count(*)::int AS exposures, count(c.session_id)::int AS "optIns", min(e.first_at) AS since
    FROM exposed e LEFT JOIN converted c ON c.session_id = e.session_id
    GROUP BY e.arm ORDER BY e.arm`;

/** Rows as comparable text, in one order. */
const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v))).sort();

// --- The random mix. ---

/** mulberry32: the same mix on every run and both storages, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES = ['shop', 'blog'];
const WIDGETS = ['1', '2', '3'];
const ARMS: unknown[] = ['control', 'b', 'c', undefined, 7];
const TESTS: unknown[] = ['spring', 'autumn', undefined];

interface RawEvent {
  kind: string;
  account_id: string;
  event: string;
  session_id: string | null;
  body: Record<string, unknown>;
  received_at: string;
  widget_id: string | null;
}

function randomEvent(next: () => number): RawEvent {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const widget = pick(WIDGETS);
  // Ten days from 2024-03-25, to the second: every zone's edges (and Europe's DST change) fall inside.
  const at = new Date(Date.UTC(2024, 2, 25) + Math.floor(next() * 10 * 86_400) * 1000).toISOString();
  const roll = next();
  // 8 % unsigned (no widget_id), 4 % forged for a widget of no page (stored with an id no page has), 86 % counted.
  const widgetId = roll < 0.08 ? null : roll < 0.12 ? '99' : widget;
  const event = next() < 0.75 ? 'impression' : pick(['click', 'close']);
  return {
    kind: next() < 0.95 ? 'event' : 'conversion',
    account_id: pick(PAGES),
    event,
    session_id: next() < 0.03 ? null : `s-${Math.floor(next() * 60)}`,
    body: { event, payload: { widget_id: widget, variant: pick(ARMS), experiment: pick(TESTS), user_agent: pick(AGENTS) }, b: next() < 0.1 },
    received_at: at,
    widget_id: widgetId,
  };
}

const COLUMNS = 'kind, account_id, event, session_id, body, received_at, widget_id';
const valuesOf = (e: RawEvent) => [e.kind, e.account_id, e.event, e.session_id, JSON.stringify(e.body), e.received_at, e.widget_id];

/** Writes the events the three ways rows reach pixel_events: one by one, several per statement, and in bulk. */
async function writeMix(db: Database, events: readonly RawEvent[]): Promise<void> {
  const third = Math.floor(events.length / 3);
  for (const e of events.slice(0, third)) await db.query(`INSERT INTO pixel_events (${COLUMNS}) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`, valuesOf(e));
  const multi = events.slice(third, 2 * third);
  for (let i = 0; i < multi.length; i += 20) {
    const chunk = multi.slice(i, i + 20);
    // Seven parameters a row; the fifth is the body.
    const rows = chunk.map((_e, j) => `(${Array.from({ length: 7 }, (_x, k) => `$${j * 7 + k + 1}${k === 4 ? '::jsonb' : ''}`).join(', ')})`);
    await db.query(`INSERT INTO pixel_events (${COLUMNS}) VALUES ${rows.join(', ')}`, chunk.flatMap(valuesOf));
  }
  await db.query(
    `INSERT INTO pixel_events (${COLUMNS}) SELECT e->>'kind', e->>'account_id', e->>'event', e->>'session_id', e->'body', (e->>'received_at')::timestamptz, e->>'widget_id'
       FROM jsonb_array_elements($1::jsonb) AS e`,
    [JSON.stringify(events.slice(2 * third))],
  );
}

async function writeOptIns(db: Database, next: () => number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const [page, widget, session] = [PAGES[i % 2], WIDGETS[i % 3], `s-${Math.floor(next() * 60)}`];
    const at = new Date(Date.UTC(2024, 2, 25) + Math.floor(next() * 10 * 86_400) * 1000).toISOString();
    if (i % 3 === 0) {
      await db.query(`INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source, received_at) VALUES ($1, $2, $3, 'i', 'optin', $4)`, [page, widget, session, at]);
    } else {
      await db.query(`INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, consented_at) VALUES ($1, $2, $3, $4, 'consent', $5)`, [
        page,
        widget,
        `+4470000${String(i).padStart(5, '0')}`,
        session,
        at,
      ]);
    }
  }
}

/** The roll-ups hold the raw rows' counts, and every answer is the raw scans' answer. */
async function expectSameAsRaw(db: Database): Promise<void> {
  expect(sorted(await db.query(ROLLED_DAYS))).toEqual(sorted(await db.query(RAW_DAYS)));
  expect(sorted(await db.query(ROLLED_QUARTERS))).toEqual(sorted(await db.query(RAW_QUARTERS)));
  expect(sorted(await db.query(ROLLED_EXPOSURES))).toEqual(sorted(await db.query(RAW_EXPOSURES)));
  expect(sorted(await db.query(ROLLED_FUNNEL))).toEqual(sorted(await db.query(RAW_FUNNEL)));
  const ranges = [
    ['2024-03-25', '2024-04-03', 'UTC'],
    ['2024-03-26', '2024-03-31', 'Europe/Paris'], // DST starts on March 31
    ['2024-03-27', '2024-03-27', 'Asia/Kolkata'],
    ['2024-03-28', '2024-04-02', 'Asia/Kathmandu'],
    ['2024-03-25', '2024-04-04', 'America/St_Johns'],
    ['2024-03-29', '2024-03-30', 'Pacific/Chatham'],
    ['2024-03-31', '2024-03-31', 'Australia/Eucla'],
    ['2024-03-30', '2024-04-01', 'America/Los_Angeles'],
  ] as const;
  for (const page of PAGES) {
    for (const [from, to, tz] of ranges) {
      const raw = await db.query(RAW_RESULTS, [page, from, to, tz, [...WIDGETS, '99']]);
      expect(await widgetResults(db, page, [...WIDGETS, '99'], { from, to, tz }), `${page} ${from}..${to} ${tz}`).toEqual(raw);
    }
    for (const widget of WIDGETS) {
      for (const [key, arms] of [['spring', ['control', 'b']], ['autumn', ['control', 'b', 'c', '7']]] as const) {
        const raw = await db.query<{ arm: string; exposures: number; optIns: number; since: Date }>(RAW_ARMS, [page, widget, key, arms]);
        const counted = await experimentCounts(db, { pageId: page, widgetId: widget, key, arms });
        expect([...counted.rows].sort((a, b) => a.arm.localeCompare(b.arm))).toEqual(raw.map(({ arm, exposures, optIns }) => ({ arm, exposures, optIns })).sort((a, b) => a.arm.localeCompare(b.arm)));
        const first = raw.length === 0 ? null : new Date(Math.min(...raw.map((r) => new Date(r.since).getTime()))).toISOString();
        expect(counted.since).toBe(first);
      }
    }
  }
}

function rollupSuite(label: string, open: Opener) {
  describe(`event roll-ups on ${label}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.drop();
    });

    it('hold the raw rows’ counts after a random mix written one by one, several at once and in bulk; the answers are the raw scans’', async () => {
      const next = random(47);
      await writeMix(opened.db, Array.from({ length: 900 }, () => randomEvent(next)));
      await writeOptIns(opened.db, next);
      await expectSameAsRaw(opened.db);
    });

    it('follow deletes and updates: a removed exposure is found again from the session’s other rows', async () => {
      const { db } = opened;
      await db.query(`DELETE FROM pixel_events WHERE id % 7 = 0`);
      // A session's first exposure removed while a later one stays.
      await db.query(`DELETE FROM pixel_events WHERE id IN (SELECT min(id) FROM pixel_events WHERE event = 'impression' AND widget_id IS NOT NULL GROUP BY session_id)`);
      await db.query(`UPDATE pixel_events SET body = jsonb_set(body, '{b}', 'true') WHERE id % 11 = 0`);
      await db.query(`UPDATE pixel_events SET widget_id = NULL WHERE id % 13 = 0`);
      await db.query(`UPDATE pixel_events SET received_at = received_at + interval '20 hours', body = jsonb_set(body, '{payload,variant}', '"b"') WHERE id % 5 = 0`);
      await expectSameAsRaw(db);
      await db.query('TRUNCATE pixel_events');
      for (const table of ['widget_event_days', 'widget_event_quarters', 'experiment_exposures']) {
        expect(await db.query(`SELECT 1 FROM ${table}`)).toEqual([]);
      }
    });

    it('take in bad raw rows without failing the write, and answer as the raw scans do', async () => {
      const { db } = opened;
      const plant = (body: unknown, extra: { event?: string; at?: string; session?: string } = {}) =>
        db.query(`INSERT INTO pixel_events (${COLUMNS}) VALUES ('event', 'shop', $1, $2, $3::jsonb, $4, '1')`, [
          extra.event ?? 'impression',
          extra.session ?? 's-bad',
          JSON.stringify(body),
          extra.at ?? '2024-03-27T10:00:00Z',
        ]);
      await plant({ payload: { variant: { not: 'text' }, experiment: 'spring' } });
      await plant({ payload: { variant: ['control'], experiment: ['spring'] } });
      await plant({ payload: { variant: 'control', experiment: 'spring' } }, { session: 'x'.repeat(3000) });
      await plant({ payload: { variant: 'v'.repeat(3000), experiment: 'k'.repeat(3000) } });
      await plant('a body that is no object');
      await plant({ payload: 'neither' }, { event: 'e'.repeat(3000) });
      await plant({ payload: { variant: 'control', experiment: 'spring' } }, { at: 'infinity' });
      const answer = await widgetResults(db, 'shop', WIDGETS, { from: '2024-03-27', to: '2024-03-27', tz: 'UTC' });
      expect(answer).toEqual(await db.query(RAW_RESULTS, ['shop', '2024-03-27', '2024-03-27', 'UTC', WIDGETS]));
      expect(answer.find((w) => w.widgetId === '1')?.impressions).toBe(5);
      // The raw scan would take the session of 3,000 characters and the infinite time as exposures (and
      // fail on the latter's date): the API writes neither, and the roll-up leaves both out.
      const arms = await experimentCounts(db, { pageId: 'shop', widgetId: '1', key: 'spring', arms: ['control', 'b'] });
      expect(arms.rows).toEqual([]);
      expect(arms.since).toBeNull();
    });

    it('a bad row planted in the roll-ups (a count below zero, an absurd one, an infinite first exposure) fails no answer', async () => {
      const { db } = opened;
      await db.query(`INSERT INTO widget_event_days (page_id, widget_id, day, event, arm, experiment, n) VALUES
        ('shop', '2', '2024-03-27', 'impression', NULL, NULL, -5), ('shop', '3', '2024-03-27', 'impression', 'x', NULL, 9000000000000000000),
        ('shop', '3', '2024-03-27', 'impression', 'y', NULL, 9000000000000000000)`);
      await db.query(`INSERT INTO widget_event_quarters (page_id, widget_id, starts_at, event, n) VALUES ('shop', '3', '2024-03-26T20:00:00Z', 'impression', 9000000000000000000)`);
      await db.query(`INSERT INTO experiment_exposures (page_id, widget_id, experiment, arm, session_id, first_at) VALUES
        ('shop', '1', 'spring', 'control', 'p-1', 'infinity'), ('shop', '1', 'spring', 'b', 'p-2', '-infinity')`);
      // In Kolkata (UTC+5:30) these two days are UTC's 27th whole and two quarter-hour stretches.
      const answer = await widgetResults(db, 'shop', WIDGETS, { from: '2024-03-27', to: '2024-03-28', tz: 'Asia/Kolkata' });
      // The opt-ins are the first test's; widget 2's count below zero is skipped, widget 3's absurd ones capped.
      expect(answer.map(({ widgetId, impressions }) => ({ widgetId, impressions }))).toEqual([
        { widgetId: '1', impressions: 5 },
        { widgetId: '2', impressions: 0 },
        { widgetId: '3', impressions: 2_147_483_647 },
      ]);
      expect(widgetResultsResponseSchema({ state: true, pageId: 'shop', from: '2024-03-27', to: '2024-03-27', tz: 'UTC', widgets: answer })).toBeNull();
      const arms = await experimentCounts(db, { pageId: 'shop', widgetId: '1', key: 'spring', arms: ['control', 'b'] });
      expect([...arms.rows].sort((a, b) => a.arm.localeCompare(b.arm))).toEqual([
        { arm: 'b', exposures: 1, optIns: 0 },
        { arm: 'control', exposures: 1, optIns: 0 },
      ]);
      expect(arms.since).toBeNull();
    });
  });

  describe(`the migration's backfill on ${label}`, () => {
    let dir = '';
    let opened: Opened;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'rollup-migrations-'));
      for (const file of await readdir(MIGRATIONS)) if (file < '008') await copyFile(path.join(MIGRATIONS, file), path.join(dir, file));
      opened = await open(dir);
    });
    afterAll(async () => {
      await opened?.drop();
      await rm(dir, { recursive: true, force: true });
    });

    it('rolls up the rows stored before it, bad ones included, and the triggers take over after', async () => {
      const { db } = opened;
      const next = random(7);
      await writeMix(db, Array.from({ length: 600 }, () => randomEvent(next)));
      await writeOptIns(db, next);
      await db.query(`INSERT INTO pixel_events (${COLUMNS}) VALUES ('event', 'shop', $1, 's-1', '{"payload":{"variant":"b","experiment":"spring"}}', '2024-03-27T10:00:00Z', '1'),
        ('event', 'shop', 'impression', 's-1', '{"payload":{"variant":"b","experiment":"spring"}}', 'infinity', '1')`, ['e'.repeat(3000)]);
      for (const file of await readdir(MIGRATIONS)) if (file >= '008') await copyFile(path.join(MIGRATIONS, file), path.join(dir, file));
      // The roll-ups' migrations first; later ones (011 on: consent records, …) run over the same rows after them.
      expect((await migrate(db, dir)).slice(0, 3)).toEqual(['008_event_rollups.sql', '009_funnel_rollups.sql', '010_funnel_sources.sql']);
      // The planted rows are the only ones the roll-ups leave out: take them away and the rest is the raw count.
      await db.query(`DELETE FROM pixel_events WHERE length(event) > 128 OR NOT isfinite(received_at)`);
      await expectSameAsRaw(db);
      await writeMix(db, Array.from({ length: 300 }, () => randomEvent(next)));
      await expectSameAsRaw(db);
    });
  });
}

rollupSuite('PGlite', onPglite);
describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => rollupSuite('PostgreSQL', onPostgres));
