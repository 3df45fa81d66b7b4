/**
 * One widget's funnel over a range of days in a zone (issue 47, item 5): its impressions, opens and clicks
 * from the quarter-hour roll-up of migration 009 (widget_funnel_quarters; a local day of any zone is whole
 * quarter-hours, so the days are exact), and its opt-ins (SMS subscribers and Messenger opt-ins) from their
 * own tables, as widgetResults.ts counts them. Grouped once by day, once by device, once by arm and once by
 * traffic source (SQL grouping sets), and once in all; rules/funnelAnswer.ts shapes the rows into the answer.
 *
 * An opt-in's device is its stored user agent's (SMS; `device_of`, the roll-up's rule); a Messenger opt-in
 * has none. Its arm is its session's in the widget's split test (experiment_exposures), its source its
 * session's first impression's (widget_session_sources, migration 010). A roll-up count of
 * zero or below (planted by hand) is skipped and a sum past the answer's integer capped: no stored row
 * fails the answer.
 */
import type { Queryable } from '../db/database';
import type { ReportRequest } from '../rules/reportRequest';

export interface FunnelRow {
  /** Which grouping the row is: by day, device, arm, traffic source, or the total. */
  grouping: 'day' | 'device' | 'arm' | 'source' | 'total';
  key: string | null;
  event: string;
  n: number;
}

const INT_MAX = 2_147_483_647;
const START = `(($3::date)::timestamp AT TIME ZONE $5::text)`;
const END = `(($4::date + 1)::timestamp AT TIME ZONE $5::text)`;

// $1 page, $2 widget, $3..$5 range. GROUPING() tells the sets apart (1 where a column is not grouped).
const FUNNEL_SQL = `
  WITH steps AS (
    SELECT (starts_at AT TIME ZONE $5::text)::date AS day, device, arm, source, event, n FROM widget_funnel_quarters
      WHERE page_id = $1 AND widget_id = $2 AND n > 0 AND starts_at >= ${START} AND starts_at < ${END}
  ), optins AS (
    SELECT consented_at AS at, device_of(left(user_agent, 1024)) AS device, session_id FROM subscribers
      WHERE page_id = $1 AND widget_id = $2 AND consented_at >= ${START} AND consented_at < ${END}
    UNION ALL
    SELECT received_at, NULL, session_id FROM messenger_optins
      WHERE page_id = $1 AND widget_id = $2 AND received_at >= ${START} AND received_at < ${END}
  ), counted AS (
    SELECT day, device, arm, source, event, n FROM steps
    UNION ALL
    SELECT (o.at AT TIME ZONE $5::text)::date, o.device,
        (SELECT min(x.arm) FROM experiment_exposures x WHERE x.page_id = $1 AND x.widget_id = $2 AND x.session_id = o.session_id),
        (SELECT s.source FROM widget_session_sources s WHERE s.page_id = $1 AND s.widget_id = $2 AND s.session_id = o.session_id),
        'optin', 1
      FROM optins o
  )
  SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' WHEN GROUPING(device) = 0 THEN 'device' WHEN GROUPING(arm) = 0 THEN 'arm'
        WHEN GROUPING(source) = 0 THEN 'source' ELSE 'total' END AS grouping,
      CASE WHEN GROUPING(day) = 0 THEN day::text WHEN GROUPING(device) = 0 THEN device WHEN GROUPING(arm) = 0 THEN arm
        WHEN GROUPING(source) = 0 THEN source END AS key,
      event, least(sum(n), ${INT_MAX})::int AS n
    FROM counted
    GROUP BY GROUPING SETS ((event, day), (event, device), (event, arm), (event, source), (event))`;

export async function widgetFunnelRows(db: Queryable, pageId: string, widgetId: string, q: ReportRequest): Promise<FunnelRow[]> {
  return db.query<FunnelRow>(FUNNEL_SQL, [pageId, widgetId, q.from, q.to, q.tz]);
}
