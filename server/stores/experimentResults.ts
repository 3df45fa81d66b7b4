/**
 * The counts of a widget's split test, per arm (issue 47, item 2): exposures are the sessions the widget was
 * shown to in that arm (its counted `impression` events whose payload names the test's `experiment` key and
 * the `variant`, bots left out), opt-ins those of them with an SMS subscriber or a Messenger opt-in from that
 * widget. The pixel session and the widget session share one id (loader/boot.ts), so an opt-in finds its
 * exposure by `session_id`. Exposures are read from experiment_exposures (migration 008, issue 47 item 7):
 * one row per exposed session and arm with its first exposure, kept with every pixel_events write, so the
 * answer costs the test's sessions, not every impression the page ever had. A planted row with an infinite
 * time is not taken as the first exposure (it has no date to show).
 */
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';

export interface ArmCountsRow {
  arm: string;
  exposures: number;
  optIns: number;
}

// The opt-ins are a hashed set probed once per exposed session (`IN`, not a join): PGlite runs no
// autovacuum, so the planner has no row counts and once chose a nested loop over 10,000 sessions (2 s).
const ARM_COUNTS_SQL = `
  SELECT arm, count(*)::int AS exposures,
      count(*) FILTER (WHERE session_id IN (
        SELECT session_id FROM subscribers WHERE page_id = $1 AND widget_id = $2
        UNION
        SELECT session_id FROM messenger_optins WHERE page_id = $1 AND widget_id = $2
      ))::int AS "optIns",
      min(first_at) FILTER (WHERE isfinite(first_at)) AS since
    FROM experiment_exposures
    WHERE page_id = $1 AND widget_id = $2 AND experiment = $3 AND arm = ANY($4::text[])
    GROUP BY arm`;

/** Each arm's counts (arms nobody was exposed to are left out) and the first counted exposure's time, in one query. */
export async function experimentCounts(
  db: Queryable,
  at: { pageId: string; widgetId: string; key: string; arms: readonly string[] },
): Promise<{ rows: ArmCountsRow[]; since: string | null }> {
  const found = await db.query<ArmCountsRow & { since: Date | string | null }>(ARM_COUNTS_SQL, [at.pageId, at.widgetId, at.key, at.arms]);
  const firsts = found.flatMap((row) => (row.since === null ? [] : [new Date(row.since).getTime()])).filter(Number.isFinite);
  return {
    rows: found.map(({ arm, exposures, optIns }) => ({ arm, exposures, optIns })),
    since: firsts.length === 0 ? null : isoTimestamp(new Date(Math.min(...firsts))),
  };
}
