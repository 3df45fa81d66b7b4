/**
 * The demo brand's rows (issue 49): written once into a fresh database (`npm start`), and removed in one
 * action from the studio. The pages are stored through the page store and marked `demo` (migration 014);
 * their 30 days of results (rules/demoResults.ts) go into the real tables, pixel_events, subscribers and
 * messenger_optins, whose triggers keep the roll-ups, so every report reads them as it reads a shop's own.
 *
 * A setting (`demo_data`) remembers that the demo was made: claimed before the first row is written (one
 * instance of several starting at once makes it), and kept after a removal, so a restart never brings the
 * demo back. A database that already has a page of a demo id (an owner's) gets no demo at all.
 */
import type { Database, Queryable } from '../db/database';
import { DEMO_CURRENCY, DEMO_PAGES, DEMO_PLANS, DEMO_SEED } from '../demo/demoBrand';
import { demoResults, type DemoEvent, type DemoOptIn } from '../rules/demoResults';
import { rememberConsentText } from './consentTexts';
import type { PageStore } from './pageStore';

const SETTING = 'demo_data';

/** The consent the demo's SMS subscribers agreed to, kept as any opt-in's (consentTexts.ts). */
export const DEMO_CONSENT_TEXT =
  'By subscribing you agree to receive recurring marketing texts from Northbeam Coffee Roasters at the number provided. ' +
  'Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to cancel.';

/** Rows per statement: one bulk INSERT … SELECT, so the roll-up triggers run once per chunk, not per row. */
const CHUNK = 2_000;

const chunks = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

async function insertEvents(tx: Queryable, events: readonly DemoEvent[]): Promise<void> {
  for (const part of chunks(events)) {
    const rows = part.map((e) => ({ kind: e.kind, account_id: e.pageId, event: e.event, session_id: e.sessionId, weight: e.weight, currency: e.currency, body: e.body, widget_id: e.widgetId, received_at: e.at }));
    await tx.query(
      `INSERT INTO pixel_events (kind, account_id, event, session_id, weight, currency, body, widget_id, received_at)
       SELECT kind, account_id, event, session_id, weight, currency, body, widget_id, received_at FROM json_to_recordset($1::json)
         AS r(kind text, account_id text, event text, session_id text, weight float8, currency text, body jsonb, widget_id text, received_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  }
}

async function insertOptIns(tx: Queryable, optIns: readonly DemoOptIn[], consentHash: string): Promise<void> {
  const sms = optIns.filter((o) => o.channel === 'sms');
  const messenger = optIns.filter((o) => o.channel === 'messenger');
  for (const part of chunks(sms)) {
    await tx.query(
      `INSERT INTO subscribers (page_id, widget_id, phone, session_id, consent_hash, consented_at, arm, status)
       SELECT page_id, widget_id, phone, session_id, $2, consented_at, arm, 'subscribed' FROM json_to_recordset($1::json)
         AS r(page_id text, widget_id text, phone text, session_id text, consented_at timestamptz, arm text)
       ON CONFLICT (page_id, widget_id, phone) DO NOTHING`,
      [JSON.stringify(part.map((o) => ({ page_id: o.pageId, widget_id: o.widgetId, phone: o.contact, session_id: o.sessionId, consented_at: o.at, arm: o.arm }))), consentHash],
    );
  }
  for (const part of chunks(messenger)) {
    await tx.query(
      `INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, psid, source, received_at)
       SELECT page_id, widget_id, session_id, '1', psid, 'optin', received_at FROM json_to_recordset($1::json)
         AS r(page_id text, widget_id text, session_id text, psid text, received_at timestamptz)`,
      [JSON.stringify(part.map((o) => ({ page_id: o.pageId, widget_id: o.widgetId, session_id: o.sessionId, psid: o.contact, received_at: o.at })))],
    );
  }
}

/** The ids of the demo's pages as stored now (none after a removal). */
export async function demoPageIds(db: Queryable): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM pages WHERE demo ORDER BY id')).map((r) => r.id);
}

/**
 * Makes the demo brand, once per database: true when this call made it. `now` (epoch ms) is where its 30
 * days end.
 */
export async function seedDemoData(db: Database, pages: PageStore, now: number = Date.now()): Promise<boolean> {
  const claimed = await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [SETTING, 'seeded']);
  if (claimed.length === 0) return false;
  const ids = DEMO_PAGES.map((config) => String(config.pageId));
  const taken = await db.query('SELECT id FROM pages WHERE id = ANY($1::text[])', [ids]);
  if (taken.length > 0) return false;
  for (const config of DEMO_PAGES) {
    await pages.put(String(config.pageId), structuredClone(config));
  }
  const results = demoResults(DEMO_PLANS, { seed: DEMO_SEED, now, currency: DEMO_CURRENCY });
  await db.transaction(async (tx) => {
    await tx.query('UPDATE pages SET demo = true WHERE id = ANY($1::text[])', [ids]);
    const consentHash = await rememberConsentText(tx, DEMO_CONSENT_TEXT);
    await insertEvents(tx, results.events);
    await insertOptIns(tx, results.optIns, consentHash);
  });
  return true;
}

/** Tables keyed by a page's id that the demo's rows may be in: its events, opt-ins and their roll-ups. */
const PAGE_ROWS: readonly { table: string; column: string }[] = [
  { table: 'pixel_events', column: 'account_id' },
  { table: 'subscribers', column: 'page_id' },
  { table: 'messenger_optins', column: 'page_id' },
  { table: 'sms_refs', column: 'page_id' },
  { table: 'coupon_codes', column: 'page_id' },
  // The roll-ups follow pixel_events' deletes (migration 008), leaving zero counts: those go too.
  { table: 'widget_event_days', column: 'page_id' },
  { table: 'widget_event_quarters', column: 'page_id' },
  { table: 'experiment_exposures', column: 'page_id' },
  { table: 'widget_funnel_quarters', column: 'page_id' },
  { table: 'widget_session_sources', column: 'page_id' },
];

/**
 * Deletes the demo's pages and every row under their ids, in one transaction; the ids removed. Widgets and
 * webhook endpoints go with their page (ON DELETE CASCADE), consent confirmations with their subscriber.
 */
export async function removeDemoData(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = await demoPageIds(tx);
    if (ids.length === 0) return ids;
    for (const { table, column } of PAGE_ROWS) {
      await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::text[])`, [ids]);
    }
    await tx.query('DELETE FROM pages WHERE id = ANY($1::text[]) AND demo', [ids]);
    return ids;
  });
}
