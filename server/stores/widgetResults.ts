/**
 * Each widget's impressions and opt-ins on one page for a range of days in a zone (the studio's page
 * screen, bridge-protocol/studio/widgetResults.ts). The range is read as reportStore.ts reads it: from
 * `from` 00:00 to the midnight after `to`, both on the zone's clock.
 *
 * - Impressions: pixel events named `impression` (the loader sends one each time a widget opens, with
 *   the widget's id and sign in its payload), stored under the page's id and counted for a widget only when
 *   signed for it (the `widget_id` column, rules/countedWidget.ts); events flagged as a bot's (`b`) are
 *   left out, as a visitor count should.
 * - Opt-ins: the SMS subscribers and the Messenger opt-ins the widget brought.
 * Only the page's own widgets are asked for (`widgetIds`): an opt-in row whose id came from a visitor's
 * m.me link, or a widget since deleted, is not in the answer, so no stored row can make the answer fail.
 */
import type { Queryable } from '../db/database';
import type { ReportRequest } from '../rules/reportRequest';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';

/** `column` within the range ($2 from, $3 to, $4 zone). */
const inRange = (column: string) =>
  `${column} >= ($2::date)::timestamp AT TIME ZONE $4::text AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4::text`;

const RESULTS_SQL = `
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

export async function widgetResults(db: Queryable, pageId: string, widgetIds: readonly string[], q: ReportRequest): Promise<WidgetResult[]> {
  if (widgetIds.length === 0) return [];
  return db.query<WidgetResult>(RESULTS_SQL, [pageId, q.from, q.to, q.tz, widgetIds]);
}
