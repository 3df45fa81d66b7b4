/** SMS subscribers with their consent record (legal text, time, page URL, user agent). */
import type { Database, Queryable } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';
import type { OptInRouting } from '../../bridge-protocol/optInRouting';
import { routingColumns } from '../rules/widgetRouting';

/** SPEC §8, verbatim: the text the visitor agreed to, stored with every consent. */
export const SMS_LEGAL_TEXT =
  'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';

interface NewSubscriber {
  pageId: string;
  widgetId: string;
  phone: string;
  sessionId: string;
  pageUrl: string | null;
  userAgent: string | null;
  /** SPEC §3 data.actions of the widget: stored so the backend can route the new subscriber. */
  routing?: OptInRouting;
}

interface Subscriber {
  id: string;
  page_id: string;
  widget_id: string;
  phone: string;
  session_id: string;
  legal_text: string;
  consented_at: string;
  page_url: string | null;
  user_agent: string | null;
  sequence: string | null;
  opt_in_keywords: string[] | null;
}

/** Stores a subscriber; the same page + widget + phone again keeps the first consent (idempotent). Returns true when new. */
export async function addSubscriber(db: Queryable, s: NewSubscriber): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO subscribers (page_id, widget_id, phone, session_id, legal_text, page_url, user_agent, sequence, opt_in_keywords)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (page_id, widget_id, phone) DO NOTHING RETURNING id`,
    [s.pageId, s.widgetId, s.phone, s.sessionId, SMS_LEGAL_TEXT, s.pageUrl, s.userAgent, ...routingColumns(s.routing ?? { sequence: null, opt_in_keywords: [] })],
  );
  return rows.length > 0;
}

export async function listSubscribers(db: Database, pageId: string): Promise<Subscriber[]> {
  const rows = await db.query<Omit<Subscriber, 'id' | 'consented_at'> & { id: string | number; consented_at: Date | string }>(
    `SELECT id, page_id, widget_id, phone, session_id, legal_text, consented_at, page_url, user_agent, sequence, opt_in_keywords
     FROM subscribers WHERE page_id = $1 ORDER BY id`,
    [pageId],
  );
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    consented_at: isoTimestamp(r.consented_at),
  }));
}

/**
 * checkOptin's answer: the session opted in by SMS (a subscriber) or on Messenger (a `messenger_optins` row
 * stored by the webhook, messengerWebhook.ts).
 */
export async function hasOptedIn(db: Database, pageId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ opted_in: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscribers WHERE page_id = $1 AND session_id = $2)
         OR EXISTS (SELECT 1 FROM messenger_optins WHERE page_id = $1 AND session_id = $2) AS opted_in`,
    [pageId, sessionId],
  );
  return rows[0]?.opted_in === true;
}
