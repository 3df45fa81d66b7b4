/**
 * The studio's session: what its cookie holds and how long it lasts. The value is
 * `v1.<expires, ms since epoch>.<token tag>`, and @fastify/cookie signs it (HMAC-SHA256 under a stored
 * secret), so the expiry cannot be pushed back by the browser. The token tag is an HMAC of the admin
 * token: changing ADMIN_TOKEN signs every session out, without a table of sessions. Pure functions.
 */
import { createHmac } from 'node:crypto';

export const SESSION_COOKIE = 'mc_studio_session';
/** A working day: long enough not to interrupt an edit, short enough that a forgotten browser expires. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Every studio route, its API and its files, and nothing else on the origin sees the cookie. */
export const SESSION_PATH = '/studio';

/** Ties a session to the token it was opened with; keyed, so the cookie tells nothing about the token. */
export function tokenTag(sessionSecret: string, token: string): string {
  return createHmac('sha256', sessionSecret).update(`studio-token\n${token}`).digest('base64url').slice(0, 22);
}

export function sessionValue(expiresAtMs: number, tag: string): string {
  return `v1.${expiresAtMs}.${tag}`;
}

export type SessionCheck = { kind: 'valid'; expiresAtMs: number } | { kind: 'expired' } | { kind: 'invalid' };

/** Reads an unsigned cookie value: valid for the current token until its expiry, else why not. */
export function checkSessionValue(value: string, tag: string, nowMs: number): SessionCheck {
  const match = /^v1\.(\d{1,16})\.([A-Za-z0-9_-]{22})$/.exec(value);
  if (!match || match[2] !== tag) return { kind: 'invalid' };
  const expiresAtMs = Number(match[1]);
  // A value from the future beyond one lifetime was not issued by this server's clock: refuse it too.
  if (expiresAtMs > nowMs + SESSION_TTL_MS) return { kind: 'invalid' };
  return expiresAtMs <= nowMs ? { kind: 'expired' } : { kind: 'valid', expiresAtMs };
}
