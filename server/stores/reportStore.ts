/**
 * The database side of the studio's reports: per-day counts, the newest rows (in pages, for the CSV
 * export), and money totals, for one page, one range of days and one time zone. Same SQL on PGlite and
 * PostgreSQL; every value is a parameter, and the only SQL text put together here is the constant
 * fragments of REPORT_SOURCES.
 *
 * Days in a zone: the range is the instants from `from` 00:00 to the midnight after `to`, both as wall
 * clock times in the zone (`timestamp AT TIME ZONE zone` is that instant; DST days are 23 or 25 hours),
 * and a row's day is its time read on that zone's clock (`timestamptz AT TIME ZONE zone`, then `::date`).
 * Times leave the database as text (`to_char`), never as `timestamp`/`date` values: the drivers would
 * turn those into JavaScript Dates at the server's own midnight or shift them by its zone.
 *
 * Pixel events are stored under `account_id`, which is the page id (pixelEvents.ts resolves the
 * request's account_id to its page and stores `page.id`), as the admin API lists them.
 */
import type { Queryable } from '../db/database';
import type { ReportId } from '../../bridge-protocol/studio/studioReports';
import type { ReportRequest } from '../rules/reportRequest';

interface ReportSource {
  table: string;
  /** The row's time column. */
  time: string;
  /** The column holding the page id. */
  owner: string;
  /** pixel_events.kind, for the three pixel reports. */
  kind: 'event' | 'conversion' | 'money' | null;
  /** The report's own columns; the time columns are added by `selectTimes`. */
  columns: string;
  /** The name the ISO time goes by in the answer. */
  timeName: 'consented_at' | 'received_at';
}

const PIXEL_COLUMNS = 'id::text AS id, event, session_id, weight, currency';

const REPORT_SOURCES: Readonly<Record<ReportId, ReportSource>> = {
  subscribers: {
    table: 'subscribers',
    time: 'consented_at',
    owner: 'page_id',
    kind: null,
    columns: 'id::text AS id, phone, widget_id, coalesce((SELECT t.text FROM consent_texts t WHERE t.hash = subscribers.consent_hash), legal_text) AS legal_text, page_url',
    timeName: 'consented_at',
  },
  'messenger-optins': {
    table: 'messenger_optins',
    time: 'received_at',
    owner: 'page_id',
    kind: null,
    columns: 'id::text AS id, widget_id, source, psid, user_ref, payload',
    timeName: 'received_at',
  },
  events: { table: 'pixel_events', time: 'received_at', owner: 'account_id', kind: 'event', columns: PIXEL_COLUMNS, timeName: 'received_at' },
  conversions: { table: 'pixel_events', time: 'received_at', owner: 'account_id', kind: 'conversion', columns: PIXEL_COLUMNS, timeName: 'received_at' },
  money: { table: 'pixel_events', time: 'received_at', owner: 'account_id', kind: 'money', columns: PIXEL_COLUMNS, timeName: 'received_at' },
};

/** A row as read: the report's columns, its ISO time (under `timeName`), its wall-clock time in the zone, and its place for paging. */
export type StoredReportRow = Record<string, string | number | null> & {
  id: string;
  /** `YYYY-MM-DD HH:MM:SS` on the zone's clock (the CSV's `local_time`). */
  local_time: string;
  /** The exact time (microseconds, UTC) with `id`: where the next page starts. */
  cursor_at: string;
};

interface RowCursor {
  at: string;
  id: string;
}

/** `$n` placeholders for values pushed in order. */
function parameters(initial: readonly unknown[]) {
  const values = [...initial];
  return { values, add: (value: unknown) => `$${values.push(value)}` };
}

/** The WHERE clause of a report in a range: its page, its kind, from `from` 00:00 to the midnight after `to` in the zone. */
function inRange(source: ReportSource, pageId: string, q: ReportRequest) {
  const p = parameters([pageId, q.from, q.to, q.tz]);
  const kind = source.kind === null ? '' : ` AND kind = ${p.add(source.kind)}`;
  const where =
    `${source.owner} = $1${kind}` +
    ` AND ${source.time} >= ($2::date)::timestamp AT TIME ZONE $4::text` +
    ` AND ${source.time} < ($3::date + 1)::timestamp AT TIME ZONE $4::text`;
  return { where, p };
}

/** The days of the range that have rows, with their counts (zero days are filled in by reportDays.ts). */
export async function countByDay(db: Queryable, report: ReportId, pageId: string, q: ReportRequest): Promise<{ day: string; count: number }[]> {
  const source = REPORT_SOURCES[report];
  const { where, p } = inRange(source, pageId, q);
  return db.query<{ day: string; count: number }>(
    `SELECT to_char((${source.time} AT TIME ZONE $4::text)::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
     FROM ${source.table} WHERE ${where} GROUP BY 1`,
    p.values,
  );
}

/**
 * The newest `limit` rows of the range (newest first, ties by id), after `cursor` when given: the CSV
 * export reads the whole range page by page this way (keyset paging: each page is an index range, not
 * an ever larger OFFSET), so its memory stays one page whatever the range holds.
 */
export async function newestRows(
  db: Queryable,
  report: ReportId,
  pageId: string,
  q: ReportRequest,
  limit: number,
  cursor: RowCursor | null = null,
): Promise<StoredReportRow[]> {
  const source = REPORT_SOURCES[report];
  const { where, p } = inRange(source, pageId, q);
  const after =
    cursor === null ? '' : ` AND (${source.time}, id) < (${p.add(cursor.at)}::timestamp AT TIME ZONE 'UTC', ${p.add(cursor.id)}::bigint)`;
  const limitParam = p.add(limit);
  return db.query<StoredReportRow>(
    `SELECT ${source.columns},
       to_char(${source.time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${source.timeName},
       to_char(${source.time} AT TIME ZONE $4::text, 'YYYY-MM-DD HH24:MI:SS') AS local_time,
       to_char(${source.time} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS cursor_at
     FROM ${source.table} WHERE ${where}${after}
     ORDER BY ${source.time} DESC, id DESC LIMIT ${limitParam}`,
    p.values,
  );
}

/** Where the page after `rows` starts; null when `rows` was the last page (shorter than `pageSize`). */
export function cursorAfter(rows: readonly StoredReportRow[], pageSize: number): RowCursor | null {
  const last = rows[rows.length - 1];
  return last === undefined || rows.length < pageSize ? null : { at: last.cursor_at, id: last.id };
}

/** Every row of the range after `start` (from the newest when null), newest first, `pageSize` at a time (the CSV export). */
export async function* allRows(
  db: Queryable,
  report: ReportId,
  pageId: string,
  q: ReportRequest,
  pageSize: number,
  start: RowCursor | null = null,
): AsyncGenerator<StoredReportRow[]> {
  let cursor = start;
  do {
    const rows = await newestRows(db, report, pageId, q, pageSize, cursor);
    if (rows.length > 0) yield rows;
    cursor = cursorAfter(rows, pageSize);
  } while (cursor !== null);
}

/** The money events' amount per currency (a missing currency is USD, SPEC §9), largest count first. */
export async function moneyTotals(db: Queryable, pageId: string, q: ReportRequest): Promise<{ currency: string; amount: number; count: number }[]> {
  const { where, p } = inRange(REPORT_SOURCES.money, pageId, q);
  // Summed as numeric (exact), rounded to 4 decimals (the most ISO 4217 has): 0.1 + 0.2 is 0.3 here.
  return db.query<{ currency: string; amount: number; count: number }>(
    `SELECT coalesce(currency, 'USD') AS currency, round(sum(coalesce(weight, 0)::numeric), 4)::float8 AS amount, count(*)::int AS count
     FROM pixel_events WHERE ${where} GROUP BY 1 ORDER BY count DESC, currency`,
    p.values,
  );
}
