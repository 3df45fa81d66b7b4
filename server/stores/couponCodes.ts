/**
 * A widget's unique coupon codes (issue 48 item 5, migration 013): the owner's uploads and how many are
 * left. Taking one for a sign-up is takeCouponCode.ts, inside the sign-up's transaction.
 */
import type { Queryable } from '../db/database';

export interface CouponCodeCounts {
  /** Every code uploaded for the widget. */
  total: number;
  /** Given to a subscriber. */
  given: number;
  /** Not given yet: what the next sign-ups take. */
  left: number;
}

/** Stores `codes` for the widget; a code it already has (given or not) is kept as it is. Returns how many were new. */
export async function addCouponCodes(db: Queryable, pageId: string, widgetId: string, codes: readonly string[]): Promise<number> {
  // One statement for the whole upload: an array parameter, not one round trip per code.
  const rows = await db.query<{ added: number | string }>(
    `WITH added AS (
       INSERT INTO coupon_codes (page_id, widget_id, code)
       SELECT $1, $2, code FROM unnest($3::text[]) WITH ORDINALITY AS upload (code, n) ORDER BY n
       ON CONFLICT (page_id, widget_id, code) DO NOTHING RETURNING 1
     ) SELECT count(*) AS added FROM added`,
    [pageId, widgetId, codes],
  );
  return Number(rows[0]?.added ?? 0);
}

export async function couponCodeCounts(db: Queryable, pageId: string, widgetId: string): Promise<CouponCodeCounts> {
  const rows = await db.query<{ total: number | string; given: number | string }>(
    `SELECT count(*) AS total, count(given_at) AS given FROM coupon_codes WHERE page_id = $1 AND widget_id = $2`,
    [pageId, widgetId],
  );
  const total = Number(rows[0]?.total ?? 0);
  const given = Number(rows[0]?.given ?? 0);
  return { total, given, left: total - given };
}
