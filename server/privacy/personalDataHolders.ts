/**
 * Every table that holds a person's data, each with how to find and erase what it holds of a data subject
 * (issue 48, item 4). Subject requests (subjectRequests.ts) go down this list in order, inside one
 * transaction, so a table that stores personal data is added here and nowhere else. The order matters:
 * rows that point at others (confirmations at subscribers) go first.
 *
 * Not listed, holding nothing personal: pages, widgets, settings, consent_texts (the texts shown, the same
 * for everyone), webhook_deliveries (hashes of whole bodies), webhook_endpoints (the owner's), webhook_outbox
 * (goes with its webhook_messages row; an endpoint's answer is kept to its first 1 KB and erased with it), studio sessions and sign-in codes, the
 * counted roll-ups (widget_event_days/quarters, widget_funnel_quarters: counts without sessions) and
 * subject_requests_audit (no identifier).
 */
import type { Queryable } from '../db/database';
import type { DataSubject } from './dataSubject';

export interface PersonalDataHolder {
  table: string;
  /** What the table holds of a person, for the export and the studio. */
  description: string;
  find(tx: Queryable, subject: DataSubject): Promise<Record<string, unknown>[]>;
  /** Deletes what `find` finds; returns the number of rows. */
  erase(tx: Queryable, subject: DataSubject): Promise<number>;
}

/** The subject's sessions as a relation (page_id, session_id), from the one JSON parameter `$n`. */
const sessionsOf = (n: number) => `(SELECT page_id, session_id FROM jsonb_to_recordset($${n}::jsonb) AS s(page_id text, session_id text))`;

/**
 * Rows of `table` matching `where` (its parameters from `params`): selected, or deleted and counted. A row
 * leaves the database as JSON (`row`, default the whole row): the same numbers and times on both drivers.
 */
function holder(table: string, description: string, where: string, params: (s: DataSubject) => unknown[], row = 'to_jsonb(t)'): PersonalDataHolder {
  return {
    table,
    description,
    find: async (tx, s) => (await tx.query<{ row: Record<string, unknown> }>(`SELECT ${row} AS row FROM ${table} t WHERE ${where}`, params(s))).map((r) => r.row),
    erase: async (tx, s) => (await tx.query(`DELETE FROM ${table} t WHERE ${where} RETURNING 1 AS gone`, params(s))).length,
  };
}

const byPhone = (s: DataSubject) => [s.query.phone];
const bySessions = (s: DataSubject) => [s.sessionsJson];

export const PERSONAL_DATA_HOLDERS: readonly PersonalDataHolder[] = [
  holder(
    'subscriber_confirmations',
    'Pending SMS double opt-in confirmations (when sent, until when the link holds)',
    't.subscriber_id IN (SELECT id FROM subscribers WHERE phone = $1)',
    byPhone,
    "to_jsonb(t) - 'token_hash'",
  ),
  // Webhook messages about the person (their phone or Messenger id), with their deliveries (webhook_outbox,
  // removed with them: ON DELETE CASCADE); the queued jobs only point at those rows and go first (webhooks.ts).
  holder(
    'webhook_messages',
    'Webhook events about the subject, with their deliveries to the owner’s endpoints',
    't.subject IN ($1, $2, $3)',
    (s) => [s.query.phone, s.query.psid, s.query.userRef],
  ),
  // A code given to the subject stays given (never handed out twice) but no longer names them or their visit.
  {
    table: 'coupon_codes',
    description: 'Unique coupon codes given to the subject',
    find: async (tx, s) =>
      (await tx.query<{ row: Record<string, unknown> }>('SELECT to_jsonb(t) AS row FROM coupon_codes t WHERE t.given_to IN (SELECT id FROM subscribers WHERE phone = $1)', [s.query.phone])).map((r) => r.row),
    erase: async (tx, s) =>
      (await tx.query('UPDATE coupon_codes SET given_to = NULL, given_session_id = NULL WHERE given_to IN (SELECT id FROM subscribers WHERE phone = $1) RETURNING 1 AS gone', [s.query.phone])).length,
  },
  holder('subscribers', 'SMS subscribers with their consent records (phone, page, IP, user agent, arm, status)', 't.phone = $1', byPhone),
  holder(
    'messenger_optins',
    'Messenger opt-ins (page-scoped id or user_ref, session, payload)',
    't.psid = $1 OR t.user_ref = $2',
    (s) => [s.query.psid, s.query.userRef],
  ),
  holder('sms_refs', 'SMS references of the subject’s sessions', `(t.page_id, t.session_id) IN ${sessionsOf(1)}`, bySessions),
  holder(
    'pixel_events',
    'Pixel events of the subject’s sessions, and any event whose body names one of their identifiers',
    `(t.account_id, t.session_id) IN ${sessionsOf(1)} OR EXISTS (SELECT 1 FROM jsonb_array_elements_text($2::jsonb) AS p(pattern) WHERE t.body::text ~* p.pattern)`,
    (s) => [s.sessionsJson, JSON.stringify(s.textPatterns)],
  ),
  // Kept by pixel_events' triggers from the events above; listed so a row left by any other writer goes too.
  holder('experiment_exposures', 'Split-test exposures of the subject’s sessions', `(t.page_id, t.session_id) IN ${sessionsOf(1)}`, bySessions),
  holder('widget_session_sources', 'Traffic sources of the subject’s sessions', `(t.page_id, t.session_id) IN ${sessionsOf(1)}`, bySessions),
];
