/** The consent texts opt-ins were given under, each kept once by its hash (migration 011, rules/consentTextId.ts). */
import type { Queryable } from '../db/database';
import { consentTextId } from '../rules/consentTextId';

/** Stores `text` the first time it is seen (inside the opt-in's transaction); returns its hash. */
export async function rememberConsentText(q: Queryable, text: string, version?: string): Promise<string> {
  const id = consentTextId(text, version);
  await q.query('INSERT INTO consent_texts (hash, version, text) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [id.hash, id.version, text]);
  return id.hash;
}
