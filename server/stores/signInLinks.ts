/**
 * One-time sign-in links: what `npm start` prints instead of the generated admin token, so no lasting
 * secret lands in process logs. A link carries a random code in its fragment (`/studio/#sign-in=<code>`:
 * never sent in a request line or a Referer); the studio posts it once, and the code is deleted as it is
 * used (`DELETE … RETURNING`, so two tabs racing cannot both use it) or when it expires.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { SIGN_IN_FRAGMENT } from '../../bridge-protocol/studio/studioApi';
import { secretHash } from '../policies/studioSession';

/** Long enough to go from the terminal to the browser; short, so a link left in a log is soon worthless. */
const SIGN_IN_LINK_TTL_MS = 60 * 60 * 1000;

interface SignInLinks {
  /** A fresh code, valid once for SIGN_IN_LINK_TTL_MS. */
  issue(): Promise<string>;
  /** Whether `code` was issued, unused and unexpired; it is used up either way. */
  redeem(code: string): Promise<boolean>;
}

export function createSignInLinks(db: Queryable, now: () => number = Date.now): SignInLinks {
  return {
    async issue() {
      const code = randomBytes(32).toString('base64url');
      await db.query('DELETE FROM studio_sign_in_codes WHERE expires_at < $1', [new Date(now())]);
      await db.query('INSERT INTO studio_sign_in_codes (code_hash, expires_at) VALUES ($1, $2)', [secretHash(code), new Date(now() + SIGN_IN_LINK_TTL_MS)]);
      return code;
    },
    async redeem(code) {
      const rows = await db.query<{ expires_at: Date | string }>('DELETE FROM studio_sign_in_codes WHERE code_hash = $1 RETURNING expires_at', [secretHash(code)]);
      const row = rows[0];
      return row !== undefined && new Date(row.expires_at).getTime() > now();
    },
  };
}

/** The address of the studio that signs in with `code`. */
export const signInUrl = (studioUrl: string, code: string): string => `${studioUrl}#${SIGN_IN_FRAGMENT}=${code}`;
