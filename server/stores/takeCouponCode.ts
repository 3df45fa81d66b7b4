/**
 * A sign-up's unique coupon code (issue 48 item 5): called inside the transaction that stores the SMS
 * subscriber, so the code is given exactly when the subscriber row is. A subscriber who was given a code
 * before (the same phone signing up again) gets that code back, never a second one. Otherwise the oldest
 * free code is locked with FOR UPDATE SKIP LOCKED and marked given in one statement: concurrent sign-ups,
 * on this server or another one on the same PostgreSQL, each lock a different row instead of waiting for
 * (or taking) the same one. Null: no code is left (the frame shows the owner's fallback text).
 */
import type { Queryable } from '../db/database';

export interface CouponCodeTaker {
  pageId: string;
  widgetId: string;
  /** The subscriber's normalised phone: the row of (page, widget, phone) is the one the code goes to. */
  phone: string;
  sessionId: string;
}

export async function takeCouponCode(tx: Queryable, who: CouponCodeTaker): Promise<string | null> {
  // A repeat sign-up's subscriber row committed first (the unique key made this one wait for it), so its code is visible here.
  const before = await tx.query<{ code: string }>(
    `SELECT c.code FROM coupon_codes c JOIN subscribers s ON s.id = c.given_to
     WHERE s.page_id = $1 AND s.widget_id = $2 AND s.phone = $3`,
    [who.pageId, who.widgetId, who.phone],
  );
  if (before[0]) return before[0].code;
  const taken = await tx.query<{ code: string }>(
    `UPDATE coupon_codes SET given_at = now(), given_session_id = $4,
       given_to = (SELECT id FROM subscribers WHERE page_id = $1 AND widget_id = $2 AND phone = $3)
     WHERE id = (
       SELECT id FROM coupon_codes WHERE page_id = $1 AND widget_id = $2 AND given_at IS NULL
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
     ) RETURNING code`,
    [who.pageId, who.widgetId, who.phone, who.sessionId],
  );
  return taken[0]?.code ?? null;
}
