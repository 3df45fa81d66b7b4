/**
 * The money the widgets of a page brought (issue 47, item 5): the money events (`POST /pixel/logMoneyEvent`,
 * `kind = 'money'`, `weight` in `currency`) of sessions that opted in through a widget (an SMS subscriber
 * or a Messenger opt-in with that `session_id`), received from the opt-in to REVENUE_WINDOW_DAYS after it,
 * credited to that widget and to the session's arm of its split test (experiment_exposures), for the
 * opt-ins of a range of days in a zone. A money event is credited once: to its session's latest opt-in
 * before it (a visitor who opted in through two widgets pays the one that brought them back last).
 *
 * A money event carries its session only since this item (the loader sends `session_id`); older ones
 * belong to no session and are credited to nobody. A stored row no API writes (an infinite or negative
 * weight, a currency that is not three letters) is left out rather than failing the answer or the sum.
 */
import type { Queryable } from '../db/database';
import type { ReportRequest } from '../rules/reportRequest';
import { REVENUE_WINDOW_DAYS } from '../rules/revenueWindow';
import type { CreditedMoney } from '../rules/moneySums';

/** The range's ends ($2 from, $3 to, $4 zone), as reportStore.ts reads them. */
const START = `(($2::date)::timestamp AT TIME ZONE $4::text)`;
const END = `(($3::date + 1)::timestamp AT TIME ZONE $4::text)`;
const WINDOW = `make_interval(days => $5::int)`;

// $1 page, $2..$4 range, $5 window days, $6 widgets. The opt-ins reach back one window before the range
// (an earlier opt-in may be a money event's latest), and the money one window past it.
const REVENUE_SQL = `
  WITH optins AS (
    SELECT widget_id, session_id, consented_at AS at FROM subscribers
      WHERE page_id = $1 AND consented_at >= ${START} - ${WINDOW} AND consented_at < ${END}
    UNION ALL
    SELECT widget_id, session_id, received_at FROM messenger_optins
      WHERE page_id = $1 AND received_at >= ${START} - ${WINDOW} AND received_at < ${END}
  ), money AS (
    SELECT id, session_id, weight, currency, received_at FROM pixel_events
      WHERE account_id = $1 AND kind = 'money' AND session_id IS NOT NULL
        AND received_at >= ${START} AND received_at < ${END} + ${WINDOW}
        AND weight >= 0 AND weight <= 1e9 AND currency ~ '^[A-Z]{3}$'
  ), credited AS (
    SELECT DISTINCT ON (m.id) o.widget_id, o.session_id, o.at, m.weight, m.currency FROM money m
      JOIN optins o ON o.session_id = m.session_id AND m.received_at >= o.at AND m.received_at <= o.at + ${WINDOW}
      ORDER BY m.id, o.at DESC
  )
  SELECT c.widget_id AS "widgetId",
      (SELECT min(x.arm) FROM experiment_exposures x WHERE x.page_id = $1 AND x.widget_id = c.widget_id AND x.session_id = c.session_id) AS arm,
      (c.at AT TIME ZONE $4::text)::date::text AS day, c.currency,
      round(sum(c.weight::numeric), 4)::float8 AS amount, count(*)::int AS count
    FROM credited c
    WHERE c.at >= ${START} AND c.at < ${END} AND c.widget_id = ANY($6::text[])
    GROUP BY 1, 2, 3, 4`;

/** Each widget's credited money per arm, opt-in day and currency (summed further by rules/moneySums.ts). */
export async function widgetRevenue(db: Queryable, pageId: string, widgetIds: readonly string[], q: ReportRequest): Promise<CreditedMoney[]> {
  if (widgetIds.length === 0) return [];
  return db.query<CreditedMoney>(REVENUE_SQL, [pageId, q.from, q.to, q.tz, REVENUE_WINDOW_DAYS, widgetIds]);
}
