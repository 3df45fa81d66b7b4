/** SMS subscribers with their consent record (the text's hash, arm, page URL, IP, user agent, status). */
import type { Database, Queryable } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';
import type { OptInRouting } from '../../bridge-protocol/optInRouting';
import { routingColumns } from '../rules/widgetRouting';
import { rememberConsentText } from './consentTexts';
import { createConfirmation } from './subscriberConfirmations';

/** SPEC §8, verbatim: the text the visitor agreed to, stored with every consent. */
export const SMS_LEGAL_TEXT =
  'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages to your mobile number from us. Consent is not required for purchase. Message and data rates may apply. Reply "STOP" by SMS to cancel.';

/** 'subscribed': single opt-in; 'pending' → 'confirmed': double opt-in (migration 011). */
export type SubscriberStatus = 'subscribed' | 'pending' | 'confirmed' | 'unsubscribed';

export interface NewSubscriber {
  pageId: string;
  widgetId: string;
  phone: string;
  sessionId: string;
  pageUrl: string | null;
  userAgent: string | null;
  /** The split test's arm the widget was painted with (checked against the widget's test), else null. */
  arm?: string | null;
  /** The visitor's IP as the page keeps it (rules/consentIp.ts), else null. */
  ip?: string | null;
  /** Double opt-in (widget data.setup.double_opt_in): the subscriber stays pending until they confirm. */
  doubleOptIn?: boolean;
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
  status: SubscriberStatus;
}

/** What an opt-in did: `created` false when the number had opted in on this widget before; `confirmToken` when a confirmation is to be sent. */
export interface AddedSubscriber {
  id: string;
  created: boolean;
  confirmToken: string | null;
}

/** The row, or the existing one of the same page + widget + phone (the first consent is kept). */
async function insertSubscriber(tx: Queryable, s: NewSubscriber, consentHash: string): Promise<{ id: string; status: SubscriberStatus; created: boolean }> {
  const status: SubscriberStatus = s.doubleOptIn ? 'pending' : 'subscribed';
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO subscribers (page_id, widget_id, phone, session_id, consent_hash, page_url, user_agent, arm, ip, status, sequence, opt_in_keywords)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (page_id, widget_id, phone) DO NOTHING RETURNING id::text AS id`,
    [s.pageId, s.widgetId, s.phone, s.sessionId, consentHash, s.pageUrl, s.userAgent, s.arm ?? null, s.ip ?? null, status,
      ...routingColumns(s.routing ?? { sequence: null, opt_in_keywords: [] })],
  );
  if (inserted[0]) return { id: inserted[0].id, status, created: true };
  const [existing] = await tx.query<{ id: string; status: SubscriberStatus }>(
    'SELECT id::text AS id, status FROM subscribers WHERE page_id = $1 AND widget_id = $2 AND phone = $3',
    [s.pageId, s.widgetId, s.phone],
  );
  if (!existing) throw new Error('subscriber row vanished inside its transaction');
  return { ...existing, created: false };
}

/**
 * Stores a subscriber with its consent record, in one transaction (the outbound webhook's queueing of
 * `optin.sms.created` joins it here). The same page + widget + phone again keeps the first consent; a
 * still pending one gets a fresh confirmation (the first message may have been lost).
 */
export async function addSubscriber<T = undefined>(
  db: Database,
  s: NewSubscriber,
  /**
   * What must commit with the sign-up, new or repeated (`row.created`): its unique coupon code and the
   * owner's webhook deliveries (the outbox). Its answer comes back as `within`.
   */
  within?: (tx: Queryable, row: { id: string; status: SubscriberStatus; created: boolean }) => Promise<T>,
): Promise<AddedSubscriber & { within: T | undefined }> {
  return db.transaction(async (tx) => {
    const consentHash = await rememberConsentText(tx, SMS_LEGAL_TEXT);
    const row = await insertSubscriber(tx, s, consentHash);
    const extra = await within?.(tx, row);
    const confirmToken = row.status === 'pending' ? await createConfirmation(tx, row.id) : null;
    return { id: row.id, created: row.created, confirmToken, within: extra };
  });
}

export async function listSubscribers(db: Database, pageId: string): Promise<Subscriber[]> {
  const rows = await db.query<Omit<Subscriber, 'id' | 'consented_at'> & { id: string | number; consented_at: Date | string }>(
    `SELECT s.id, s.page_id, s.widget_id, s.phone, s.session_id, coalesce(t.text, s.legal_text) AS legal_text, s.consented_at, s.page_url, s.user_agent,
        s.sequence, s.opt_in_keywords, s.status
     FROM subscribers s LEFT JOIN consent_texts t ON t.hash = s.consent_hash WHERE s.page_id = $1 ORDER BY s.id`,
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
 * stored by the webhook, messengerWebhook.ts). A double opt-in still pending counts: the visitor acted on
 * this widget, and showing them the form again while the confirmation SMS is on its way would invite a
 * second sign-up, not a confirmation.
 */
export async function hasOptedIn(db: Database, pageId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ opted_in: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM subscribers WHERE page_id = $1 AND session_id = $2)
         OR EXISTS (SELECT 1 FROM messenger_optins WHERE page_id = $1 AND session_id = $2) AS opted_in`,
    [pageId, sessionId],
  );
  return rows[0]?.opted_in === true;
}
