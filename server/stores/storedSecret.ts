/**
 * Server secrets (widget signs, pixel tokens, the Messenger webhook): an explicit one (env or option) wins
 * and is not stored; otherwise one is generated on first start and kept in `settings`, so every instance
 * that shares the database shares the secret (a token issued by one instance verifies on another).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export async function loadStoredSecret(db: Database, key: string, explicit: string | undefined, bytes = 32): Promise<string> {
  if (explicit) return explicit;
  const fresh = randomBytes(bytes).toString('base64url');
  // Two instances starting at once: the first insert wins and both read it back.
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, fresh]);
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`settings.${key} could not be stored`);
  return value;
}
