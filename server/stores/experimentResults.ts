/**
 * The counts of a widget's split test, per arm (issue 47, item 2): exposures are the sessions the widget was
 * shown to in that arm (its counted `impression` events whose payload names the test's `experiment` key and
 * the `variant`, bots left out), opt-ins those of them with an SMS subscriber or a Messenger opt-in from that
 * widget. The pixel session and the widget session share one id (loader/boot.ts), so an opt-in finds its
 * exposure by `session_id`. From raw events for now; the daily roll-ups (item 7) will replace the scan.
 */
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';

export interface ArmCountsRow {
  arm: string;
  exposures: number;
  optIns: number;
}

const ARM_COUNTS_SQL = `
  WITH exposed AS (
    SELECT body->'payload'->>'variant' AS arm, session_id FROM pixel_events
      WHERE account_id = $1 AND widget_id = $2 AND kind = 'event' AND event = 'impression'
        AND body->'payload'->>'experiment' = $3 AND (body->>'b') IS DISTINCT FROM 'true'
        AND session_id IS NOT NULL AND body->'payload'->>'variant' = ANY($4::text[])
      GROUP BY 1, 2
  ), converted AS (
    SELECT session_id FROM subscribers WHERE page_id = $1 AND widget_id = $2
    UNION
    SELECT session_id FROM messenger_optins WHERE page_id = $1 AND widget_id = $2
  )
  SELECT e.arm, count(*)::int AS exposures, count(c.session_id)::int AS "optIns"
    FROM exposed e LEFT JOIN converted c ON c.session_id = e.session_id
    GROUP BY e.arm`;

const SINCE_SQL = `
  SELECT min(received_at) AS since FROM pixel_events
    WHERE account_id = $1 AND widget_id = $2 AND kind = 'event' AND event = 'impression' AND body->'payload'->>'experiment' = $3`;

/** Each arm's counts (arms nobody was exposed to are left out) and the first exposure's time. */
export async function experimentCounts(
  db: Queryable,
  at: { pageId: string; widgetId: string; key: string; arms: readonly string[] },
): Promise<{ rows: ArmCountsRow[]; since: string | null }> {
  const params = [at.pageId, at.widgetId, at.key];
  const rows = await db.query<ArmCountsRow>(ARM_COUNTS_SQL, [...params, at.arms]);
  const [first] = await db.query<{ since: Date | string | null }>(SINCE_SQL, params);
  return { rows, since: first?.since ? isoTimestamp(first.since) : null };
}
