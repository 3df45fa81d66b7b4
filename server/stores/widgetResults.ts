/**
 * Each widget's impressions and opt-ins on one page for a range of days in a zone (the studio's page
 * screen, bridge-protocol/studio/widgetResults.ts). The range is read as reportStore.ts reads it: from
 * `from` 00:00 to the midnight after `to`, both on the zone's clock.
 *
 * - Impressions: pixel events named `impression` (the loader sends one each time a widget opens, with
 *   the widget's id and sign in its payload), stored under the page's id and counted for a widget only when
 *   signed for it (the `widget_id` column, rules/countedWidget.ts); events flagged as a bot's (`b`) are
 *   left out, as a visitor count should. Read from the roll-ups (migration 008, issue 47 item 7): the
 *   range's whole UTC days from widget_event_days, its partial days at either end from
 *   widget_event_quarters (rules/rollupSpans.ts), so the answer costs the range's days, not its events.
 * - Opt-ins: the SMS subscribers and the Messenger opt-ins the widget brought, from their own tables (an
 *   index range scan of the page's opt-ins in the range: measured small beside the roll-ups' read, as a
 *   page has far fewer opt-ins than impressions; docs/PERFORMANCE.md "Issue 47").
 * Only the page's own widgets are asked for (`widgetIds`): an opt-in row whose id came from a visitor's
 * m.me link, or a widget since deleted, is not in the answer, so no stored row can make the answer fail.
 * A roll-up row that is not a count (zero, or below zero planted by hand) is skipped, and a sum past what
 * the answer's integer holds is capped, never an error.
 */
import type { Queryable } from '../db/database';
import type { ReportRequest } from '../rules/reportRequest';
import { rollupSpans } from '../rules/rollupSpans';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';

/** The range's ends in epoch ms ($1 from, $2 to, $3 zone): the zone's midnights, as reportStore.ts takes them. */
const RANGE_SQL = `SELECT (extract(epoch FROM ($1::date)::timestamp AT TIME ZONE $3::text) * 1000)::float8 AS start,
  (extract(epoch FROM ($2::date + 1)::timestamp AT TIME ZONE $3::text) * 1000)::float8 AS "end"`;

const INT_MAX = 2_147_483_647;

/** An instant from epoch ms. */
const at = (param: number) => `to_timestamp($${param}::float8 / 1000)`;

/** $1 page; $2..$3 the whole UTC days; $4..$5 and $6..$7 the quarter-hours before and after; $8..$9 the range; $10 the widgets. */
const RESULTS_SQL = `
  SELECT widget_id AS "widgetId", least(sum(impressions), ${INT_MAX})::int AS impressions, least(sum(opt_ins), ${INT_MAX})::int AS "optIns" FROM (
    SELECT widget_id, sum(n) AS impressions, 0 AS opt_ins FROM widget_event_days
      WHERE page_id = $1 AND event = 'impression' AND n > 0
        AND day >= (${at(2)} AT TIME ZONE 'UTC')::date AND day < (${at(3)} AT TIME ZONE 'UTC')::date
      GROUP BY 1
    UNION ALL
    SELECT widget_id, sum(n), 0 FROM widget_event_quarters
      WHERE page_id = $1 AND event = 'impression' AND n > 0 AND starts_at >= ${at(4)} AND starts_at < ${at(5)} GROUP BY 1
    UNION ALL
    SELECT widget_id, sum(n), 0 FROM widget_event_quarters
      WHERE page_id = $1 AND event = 'impression' AND n > 0 AND starts_at >= ${at(6)} AND starts_at < ${at(7)} GROUP BY 1
    UNION ALL
    SELECT widget_id, 0, count(*) FROM subscribers WHERE page_id = $1 AND consented_at >= ${at(8)} AND consented_at < ${at(9)} GROUP BY 1
    UNION ALL
    SELECT widget_id, 0, count(*) FROM messenger_optins WHERE page_id = $1 AND received_at >= ${at(8)} AND received_at < ${at(9)} GROUP BY 1
  ) AS counted
  WHERE widget_id = ANY($10::text[])
  GROUP BY widget_id ORDER BY widget_id`;

export async function widgetResults(db: Queryable, pageId: string, widgetIds: readonly string[], q: ReportRequest): Promise<WidgetResult[]> {
  if (widgetIds.length === 0) return [];
  const [range] = await db.query<{ start: number; end: number }>(RANGE_SQL, [q.from, q.to, q.tz]);
  if (range === undefined) return [];
  const { days, head, tail } = rollupSpans(range.start, range.end);
  return db.query<WidgetResult>(RESULTS_SQL, [pageId, ...days, ...head, ...tail, range.start, range.end, widgetIds]);
}
