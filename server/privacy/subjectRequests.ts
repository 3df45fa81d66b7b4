/**
 * Data subject requests (issue 48, item 4; GDPR Art. 15 and 17, CCPA): find what the database holds of a
 * person, export it, or erase it, by phone number, Messenger id (psid or user_ref) or email address,
 * across every table of personalDataHolders.ts. An erasure runs in one transaction (the outbound
 * webhook's `subscriber.erased` joins it) and leaves an audit line without any identifier.
 */
import type { Database, Queryable } from '../db/database';
import { subjectKinds, type SubjectQuery } from '../rules/subjectQuery';
import { resolveSubject, type DataSubject } from './dataSubject';
import { PERSONAL_DATA_HOLDERS } from './personalDataHolders';

export interface HeldData {
  table: string;
  description: string;
  rows: Record<string, unknown>[];
}

export interface Erasure {
  tables: { table: string; rows: number }[];
  rowsErased: number;
}

/** Every holder's rows of the subject (the export; the find answer counts them). */
export async function findSubjectData(db: Database, query: SubjectQuery): Promise<HeldData[]> {
  return db.transaction(async (tx) => {
    const subject = await resolveSubject(tx, query);
    const held: HeldData[] = [];
    for (const h of PERSONAL_DATA_HOLDERS) held.push({ table: h.table, description: h.description, rows: await h.find(tx, subject) });
    return held;
  });
}

async function audit(tx: Queryable, query: SubjectQuery, erasure: Erasure): Promise<void> {
  const tables = Object.fromEntries(erasure.tables.filter((t) => t.rows > 0).map((t) => [t.table, t.rows]));
  await tx.query('INSERT INTO subject_requests_audit (kind, tables_erased, rows_erased) VALUES ($1, $2::jsonb, $3)', [
    subjectKinds(query),
    JSON.stringify(tables),
    erasure.rowsErased,
  ]);
}

/**
 * Erases everything the holders find of the subject, and writes the audit line, in one transaction.
 * `first` runs before the holders, in the same transaction: the owner's `subscriber.erased` webhook and
 * the queued jobs of deliveries about the subject (server/webhooks/).
 */
export async function eraseSubjectData(db: Database, query: SubjectQuery, first?: (tx: Queryable, subject: DataSubject) => Promise<unknown>): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const subject = await resolveSubject(tx, query);
    await first?.(tx, subject);
    const tables: Erasure['tables'] = [];
    for (const h of PERSONAL_DATA_HOLDERS) tables.push({ table: h.table, rows: await h.erase(tx, subject) });
    const erasure = { tables, rowsErased: tables.reduce((sum, t) => sum + t.rows, 0) };
    await audit(tx, query, erasure);
    return erasure;
  });
}
