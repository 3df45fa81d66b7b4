/**
 * One subscriber's consent record as the admin API and the studio export it (issue 48, item 2): the exact
 * text with its hash and version, when and where (page, widget, split-test arm), the IP as the page kept
 * it, the user agent, and the double opt-in's status.
 */
import type { Database } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';

export interface ConsentRecord {
  subscriber_id: string;
  page_id: string;
  phone: string;
  text: string | null;
  hash: string | null;
  version: string | null;
  time: string;
  page_url: string | null;
  widget: string;
  arm: string | null;
  ip: string | null;
  user_agent: string | null;
  status: string;
  confirmed_at: string | null;
}

type Row = Omit<ConsentRecord, 'time' | 'confirmed_at'> & { time: Date | string; confirmed_at: Date | string | null };

/** The record of subscriber `subscriberId` of page `pageId`, or null. */
export async function consentRecord(db: Database, pageId: string, subscriberId: string): Promise<ConsentRecord | null> {
  if (!/^[0-9]{1,18}$/.test(subscriberId)) return null;
  const [row] = await db.query<Row>(
    `SELECT s.id::text AS subscriber_id, s.page_id, s.phone, coalesce(t.text, s.legal_text) AS text, s.consent_hash AS hash, t.version,
        s.consented_at AS time, s.page_url, s.widget_id AS widget, s.arm, s.ip, s.user_agent, s.status, s.confirmed_at
     FROM subscribers s LEFT JOIN consent_texts t ON t.hash = s.consent_hash WHERE s.page_id = $1 AND s.id = $2::bigint`,
    [pageId, subscriberId],
  );
  if (!row) return null;
  return { ...row, time: isoTimestamp(row.time), confirmed_at: row.confirmed_at === null ? null : isoTimestamp(row.confirmed_at) };
}
