/**
 * The studio's sessions on the server (`studio_sessions`, migration 006): opened at sign-in, looked up on
 * every studio request, ended by signing out (one) or "sign out everywhere" (all), and by a new admin
 * token (the row's token tag no longer matches). Rows are keyed by the SHA-256 of the id the cookie
 * holds. Ended and long-expired rows are deleted; an expired row is kept for one more lifetime so the
 * browser that still holds its cookie hears "expired" rather than "not signed in".
 */
import type { Queryable } from '../db/database';
import { newSessionId, secretHash, type SessionCheck, SESSION_TTL_MS } from '../policies/studioSession';

interface StudioSessions {
  /** A new session for the token of `tag`; its id goes into the cookie. */
  open(tag: string): Promise<{ id: string; expiresAtMs: number }>;
  check(id: string, tag: string): Promise<SessionCheck>;
  /** Ends one session (signing out); nothing happens for an unknown id. */
  end(id: string): Promise<void>;
  /** Ends every session ("sign out everywhere"); returns how many were open. */
  endAll(): Promise<number>;
}

export function createStudioSessions(db: Queryable, now: () => number = Date.now): StudioSessions {
  return {
    async open(tag) {
      const id = newSessionId();
      const expiresAtMs = now() + SESSION_TTL_MS;
      // Rows past their expiry by more than a lifetime have no cookie left in any browser.
      await db.query('DELETE FROM studio_sessions WHERE expires_at < $1', [new Date(now() - SESSION_TTL_MS)]);
      await db.query('INSERT INTO studio_sessions (id_hash, token_tag, expires_at) VALUES ($1, $2, $3)', [secretHash(id), tag, new Date(expiresAtMs)]);
      return { id, expiresAtMs };
    },
    async check(id, tag) {
      const [row] = await db.query<{ token_tag: string; expires_at: Date | string }>('SELECT token_tag, expires_at FROM studio_sessions WHERE id_hash = $1', [secretHash(id)]);
      if (!row || row.token_tag !== tag) return { kind: 'invalid' };
      const expiresAtMs = new Date(row.expires_at).getTime();
      return expiresAtMs <= now() ? { kind: 'expired' } : { kind: 'valid', expiresAtMs };
    },
    async end(id) {
      await db.query('DELETE FROM studio_sessions WHERE id_hash = $1', [secretHash(id)]);
    },
    async endAll() {
      const rows = await db.query<{ n: string | number }>(
        'WITH ended AS (DELETE FROM studio_sessions RETURNING expires_at) SELECT count(*) AS n FROM ended WHERE expires_at > $1',
        [new Date(now())],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
