// The demo brand in the database (issue 49), on both storages: a fresh database gets its pages and 30 days of
// results through the real tables, so the studio's own queries (widget results, split test counts, money)
// answer with them; it is made once per database; "Remove demo data" deletes exactly its rows, and an
// owner's page with events, subscribers, Messenger opt-ins and roll-ups beside it keeps every one of them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { DEMO_PAGES } from '../../../server/demo/demoBrand';
import { createPageStore, type PageStore } from '../../../server/stores/pageStore';
import { demoPageIds, removeDemoData, seedDemoData } from '../../../server/stores/demoData';
import { widgetResults } from '../../../server/stores/widgetResults';
import { experimentCounts } from '../../../server/stores/experimentResults';
import { moneyTotals } from '../../../server/stores/reportStore';
import { TEST_DATABASE_URL } from './storages';

const NOW = Date.now();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const LAST_30 = { from: day(NOW - 29 * 86_400_000), to: day(NOW), tz: 'UTC' };
const OWNER = 'owner-shop';

/** Every table that holds rows under a page id, with that column. */
const TABLES = [
  ['pixel_events', 'account_id'],
  ['subscribers', 'page_id'],
  ['messenger_optins', 'page_id'],
  ['widget_event_days', 'page_id'],
  ['widget_event_quarters', 'page_id'],
  ['experiment_exposures', 'page_id'],
  ['widget_funnel_quarters', 'page_id'],
  ['widget_session_sources', 'page_id'],
  ['widgets', 'page_id'],
  ['pages', 'id'],
] as const;

async function rowsOf(db: Database, pageIds: readonly string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, column] of TABLES) out[table] = await db.query(`SELECT * FROM ${table} AS t WHERE ${column} = ANY($1::text[]) ORDER BY to_jsonb(t)::text`, [pageIds]);
  return out;
}

/** The owner's own page with a little of everything, written as the routes write it. */
async function ownerRows(db: Database, pages: PageStore): Promise<void> {
  await pages.put(OWNER, { pageId: OWNER, widgets: [{ widget_id: 1, widget_type: 'bar', channel: 'fb', name: 'Own bar' }] });
  const body = JSON.stringify({ event: 'impression', payload: { widget_id: '1', variant: 'control', experiment: 'own' } });
  await db.query(`INSERT INTO pixel_events (kind, account_id, event, session_id, body, widget_id) VALUES ('event', $1, 'impression', 's-own', $2, '1')`, [OWNER, body]);
  await db.query(`INSERT INTO pixel_events (kind, account_id, event, session_id, weight, currency, body) VALUES ('money', $1, 'purchase', 's-own', 12, 'EUR', '{}')`, [OWNER]);
  await db.query(`INSERT INTO subscribers (page_id, widget_id, phone, session_id) VALUES ($1, '1', '+12065550100', 's-own')`, [OWNER]);
  await db.query(`INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, source) VALUES ($1, '1', 's-own', '1', 'optin')`, [OWNER]);
}

function suite(label: string, open: () => Promise<{ db: Database; drop: () => Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let drop: () => Promise<void>;
    let pages: PageStore;
    beforeAll(async () => {
      ({ db, drop } = await open());
      pages = createPageStore(db, '/nonexistent-config-dir');
      await ownerRows(db, pages);
    });
    afterAll(() => drop());

    it('makes the demo brand once, with 30 days of results the studio’s queries read', async () => {
      expect(await seedDemoData(db, pages, NOW)).toBe(true);
      expect(await seedDemoData(db, pages, NOW)).toBe(false);
      const ids = DEMO_PAGES.map((p) => String(p.pageId)).sort();
      expect(await demoPageIds(db)).toEqual(ids);
      const results = await widgetResults(db, 'northbeam-shop', ['1', '2', '3'], LAST_30);
      expect(results).toHaveLength(3);
      for (const r of results) {
        expect(r.impressions).toBeGreaterThan(500);
        expect(r.optIns).toBeGreaterThan(10);
      }
      const split = await experimentCounts(db, { pageId: 'northbeam-shop', widgetId: '1', key: 'welcome-headline', arms: ['control', 'b'] });
      const rate = (arm: string) => {
        const row = split.rows.find((r) => r.arm === arm);
        return row === undefined ? 0 : row.optIns / row.exposures;
      };
      expect(rate('b')).toBeGreaterThan(rate('control'));
      const money = await moneyTotals(db, 'northbeam-shop', LAST_30);
      expect(money.map((m) => m.currency)).toEqual(['USD']);
    });

    it('removes exactly the demo rows: the owner’s page and its rows stay as they were', async () => {
      const before = await rowsOf(db, [OWNER]);
      expect(before.pixel_events).toHaveLength(2);
      expect(before.widget_event_days).not.toHaveLength(0);
      expect(before.experiment_exposures).toHaveLength(1);
      expect((await rowsOf(db, await demoPageIds(db))).pixel_events?.length).toBeGreaterThan(1000);

      const removed = await removeDemoData(db);
      expect(removed.sort()).toEqual(DEMO_PAGES.map((p) => String(p.pageId)).sort());
      const left = await rowsOf(db, removed);
      for (const [table] of TABLES) expect(left[table], table).toEqual([]);
      expect(await rowsOf(db, [OWNER])).toEqual(before);
      // Gone for good: a restart does not make it again, and a second removal removes nothing.
      expect(await seedDemoData(db, pages, NOW)).toBe(false);
      expect(await removeDemoData(db)).toEqual([]);
    });
  });
}

suite('PGlite', async () => {
  const db = await openPglite('memory://');
  await migrate(db);
  return { db, drop: () => db.close() };
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => {
  suite('PostgreSQL', async () => {
    const schema = `demo_data_${process.pid}_${Date.now().toString(36)}`;
    const db = await openPostgres(TEST_DATABASE_URL, schema);
    await migrate(db);
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
  });
});
