/**
 * The studio's session cookie: its name, scope and lifetime, and what it holds. The value is
 * `v2.<session id>`: 32 random bytes that name a row of `studio_sessions` (studioSessions.ts), which
 * says when the session ends and which admin token opened it. @fastify/cookie also signs the value
 * (HMAC-SHA256 under a stored secret), so a made-up cookie is refused before any lookup. Pure functions.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'mc_studio_session';
/** A working day: long enough not to interrupt an edit, short enough that a forgotten browser expires. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Every studio route, its API and its files, and nothing else on the origin sees the cookie. */
export const SESSION_PATH = '/studio';

/** Ties a session to the token it was opened with; keyed, so the table tells nothing about the token. */
export function tokenTag(sessionSecret: string, token: string): string {
  return createHmac('sha256', sessionSecret).update(`studio-token\n${token}`).digest('base64url').slice(0, 22);
}

export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** What the table keeps of an id or a code: its SHA-256, so the table itself opens nothing. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('base64url');

export function sessionValue(id: string): string {
  return `v2.${id}`;
}

/** The session id of an (unsigned) cookie value, or null when it is not one this server writes. */
export function sessionIdOf(value: string): string | null {
  return /^v2\.([A-Za-z0-9_-]{43})$/.exec(value)?.[1] ?? null;
}

export type SessionCheck = { kind: 'valid'; expiresAtMs: number } | { kind: 'expired' } | { kind: 'invalid' };
