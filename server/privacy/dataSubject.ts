/**
 * The person a subject request is about (issue 48, item 4): their identifiers as asked, plus what those
 * lead to in the database: the subscriber rows of the phone number and the visitor sessions (page +
 * session id) of their opt-ins, by which the tables that know only a session (pixel events, SMS
 * references, roll-ups) hold their data too.
 */
import type { Queryable } from '../db/database';
import { phonePatterns, type SubjectQuery } from '../rules/subjectQuery';

export interface DataSubject {
  query: SubjectQuery;
  /** Every identifier's text patterns for free-text columns (POSIX regular expressions, case-insensitive). */
  textPatterns: string[];
  /** The subject's sessions, as JSON `[{page_id, session_id}]` (one SQL parameter on PGlite and PostgreSQL). */
  sessionsJson: string;
  sessionCount: number;
}

/** `text` as a POSIX pattern that matches it literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

export async function resolveSubject(q: Queryable, query: SubjectQuery): Promise<DataSubject> {
  const sessions = await q.query<{ page_id: string; session_id: string }>(
    `SELECT page_id, session_id FROM subscribers WHERE phone = $1
     UNION SELECT page_id, session_id FROM messenger_optins WHERE psid = $2 OR user_ref = $3`,
    [query.phone, query.psid, query.userRef],
  );
  const textPatterns = [
    ...(query.phone === null ? [] : phonePatterns(query.phone)),
    ...[query.psid, query.userRef, query.email].filter((v): v is string => v !== null).map(literal),
  ];
  return { query, textPatterns, sessionsJson: JSON.stringify(sessions), sessionCount: sessions.length };
}
