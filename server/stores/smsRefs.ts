/** SMS references (SPEC §7 generateSMSRef): short, unguessable, stored with page, widget and session. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/** 9 random bytes: 12 URL-safe characters, 72 bits, short enough for an SMS body. */
function newSmsRef(): string {
  return randomBytes(9).toString('base64url');
}

export async function createSmsRef(db: Database, pageId: string, widgetId: string, sessionId: string): Promise<string> {
  const ref = newSmsRef();
  await db.query('INSERT INTO sms_refs (ref, page_id, widget_id, session_id) VALUES ($1, $2, $3, $4)', [ref, pageId, widgetId, sessionId]);
  return ref;
}
