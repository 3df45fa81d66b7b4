/**
 * SMS double opt-in (issue 48, item 2): a pending subscriber confirms by the link in the confirmation
 * message (GET /widget/confirm/:token) or by replying the keyword (the SMS provider's inbound webhook).
 * The link's token is random (32 bytes); only its SHA-256 is stored, so a copy of the database confirms
 * nobody. Each confirmation runs in one transaction (the outbound webhook's `subscriber.sms.confirmed`
 * joins it here).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

/** A link older than this confirms nothing: consent is given near the moment of the sign-up. */
const CONFIRMATION_DAYS = 30;

const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new confirmation token for the pending subscriber (inside the opt-in's transaction). */
export async function createConfirmation(tx: Queryable, subscriberId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO subscriber_confirmations (token_hash, subscriber_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashOf(token), subscriberId, CONFIRMATION_DAYS],
  );
  return token;
}

/** A subscriber whose status just changed (a confirmation, an unsubscription), for the owner's webhooks. */
export interface ChangedSubscriber {
  id: string;
  page_id: string;
  widget_id: string;
  phone: string;
  at: string;
}

/** What must commit with a status change: the owner's webhook deliveries (the outbox). */
export type OnChanged = (tx: Queryable, changed: readonly ChangedSubscriber[]) => Promise<unknown>;

const CHANGED = "id::text AS id, page_id, widget_id, phone, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') AS at";

/** Sets the given pending subscribers confirmed and spends their tokens; returns the rows confirmed. */
async function confirmIds(tx: Queryable, ids: readonly string[], onChanged?: OnChanged): Promise<ChangedSubscriber[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<ChangedSubscriber>(
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = now()
     WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint) AND status = 'pending' RETURNING ${CHANGED}`,
    [JSON.stringify(ids)],
  );
  await tx.query('DELETE FROM subscriber_confirmations WHERE subscriber_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)', [JSON.stringify(ids)]);
  if (rows.length > 0) await onChanged?.(tx, rows);
  return rows;
}

/** The STOP reply: every subscription of the number ends (whatever its status); returns the rows changed. */
export async function unsubscribeByPhone(db: Database, phone: string, onChanged?: OnChanged): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<ChangedSubscriber>(`UPDATE subscribers SET status = 'unsubscribed' WHERE phone = $1 AND status <> 'unsubscribed' RETURNING ${CHANGED}`, [phone]);
    await tx.query('DELETE FROM subscriber_confirmations WHERE subscriber_id IN (SELECT id FROM subscribers WHERE phone = $1)', [phone]);
    if (rows.length > 0) await onChanged?.(tx, rows);
    return rows.length;
  });
}

/** The link: confirms the subscriber of an unexpired token; false for an unknown, used or expired one. */
export async function confirmByToken(db: Database, token: string, onChanged?: OnChanged): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      'SELECT subscriber_id::text AS id FROM subscriber_confirmations WHERE token_hash = $1 AND expires_at > now()',
      [hashOf(token)],
    );
    return (await confirmIds(tx, rows.map((r) => r.id), onChanged)).length > 0;
  });
}

/** The reply keyword: confirms every pending opt-in of the number that sent it; returns how many. */
export async function confirmByPhone(db: Database, phone: string, onChanged?: OnChanged): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `SELECT DISTINCT s.id::text AS id FROM subscribers s JOIN subscriber_confirmations c ON c.subscriber_id = s.id
       WHERE s.phone = $1 AND s.status = 'pending' AND c.expires_at > now()`,
      [phone],
    );
    return (await confirmIds(tx, rows.map((r) => r.id), onChanged)).length;
  });
}
