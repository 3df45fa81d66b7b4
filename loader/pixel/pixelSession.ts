/**
 * The pixel session (SPEC §3 "Pixel session", §4 "Pixel session"), kept in the host's localStorage
 * under PIXEL_SESSION_KEY: sessionId, hasOptedIn, pageId, token, custom.
 *
 * - Created on the first load; replaced when the stored page id differs from this page's, or when the
 *   address carries an unexpired `mcp_token` that differs from the stored token. Otherwise it goes on.
 * - sessionId = SHA-1 of the page id, the current time, a random number and a guid, by Web Crypto
 *   (bridge-protocol/sha1.ts). Where the page has none (a plain http page) or it refuses SHA-1, 40 hex
 *   characters of the guid and the random number: the same shape, and no one can tell the difference,
 *   as the random number never leaves the page (the loader carries no SHA-1 of its own, issue 46 item 4).
 * - On creation the page pixel gets `new_pixel_session` (old and new session data, ids and page ids,
 *   whether the new token is valid, whether storage and crypto are available, a guid, a timestamp and
 *   version 1.0), and with a new valid token also `authentication` carrying the token.
 *
 * decideSession and the payload builder (sessionOpeningEvents) are pure; establishPixelSession does the
 * storage I/O. The builder is used by the lazy chunk only (loader/extras/): the events go out in idle
 * time anyway, and under consent mode only once the site allows it, so no first script carries it.
 */
import { safeStringify } from '../../bridge-protocol/safeJson';
import type { KeyValueStore } from '../storage';
import { webCryptoSha1Hex } from '../../bridge-protocol/sha1';

export const PIXEL_SESSION_KEY = 'mc_pixel_session';
const PIXEL_VERSION = '1.0';
export const NEW_PIXEL_SESSION_EVENT = 'new_pixel_session';
export const AUTHENTICATION_EVENT = 'authentication';

export interface PixelSession {
  sessionId: string;
  hasOptedIn: boolean;
  pageId: string;
  token: string | null;
  custom: Record<string, string>;
}

export function parsePixelSession(raw: string | null): PixelSession | null {
  if (raw === null) return null;
  try {
    // A stored null throws on the first read below and is caught; any other non-object has no string sessionId.
    const v = JSON.parse(raw) as Partial<PixelSession>;
    if (typeof v.sessionId !== 'string' || typeof v.pageId !== 'string') return null;
    // Object.fromEntries defines own keys: a key "__proto__" stays a key instead of meaning the prototype.
    const custom: Record<string, string> =
      typeof v.custom === 'object' && v.custom !== null ? Object.fromEntries(Object.entries(v.custom).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
    return { sessionId: v.sessionId, hasOptedIn: v.hasOptedIn === true, pageId: v.pageId, token: typeof v.token === 'string' ? v.token : null, custom };
  } catch {
    return null;
  }
}

export type SessionDecision =
  | { replace: false; tokenValid: boolean }
  | { replace: true; reason: 'first-visit' | 'other-page' | 'new-token'; tokenValid: boolean };

/** SPEC §4: when the stored session goes on and when a new one replaces it, given the address's valid token (urlToken.ts validUrlToken). Pure. */
export function decideSession(stored: PixelSession | null, pageId: string, token: string | null): SessionDecision {
  const tokenValid = token !== null;
  if (stored === null) return { replace: true, reason: 'first-visit', tokenValid };
  if (stored.pageId !== pageId) return { replace: true, reason: 'other-page', tokenValid };
  if (tokenValid && token !== stored.token) return { replace: true, reason: 'new-token', tokenValid };
  return { replace: false, tokenValid };
}

export async function newSessionId(pageId: string, nowMs: number, random: number, guid: string, subtle?: SubtleCrypto): Promise<string> {
  const hashed = await webCryptoSha1Hex(`${pageId}${String(nowMs)}${String(random)}${guid}`, subtle);
  // The guid's hex digits (32 of a UUID) and the random number's, cut to SHA-1's 40.
  return hashed ?? `${guid.replace(/[^0-9a-f]/gi, '')}${Math.floor(random * 2 ** 53).toString(16)}`.toLowerCase().padEnd(40, '0').slice(0, 40);
}

export interface PixelEventRequest {
  event: string;
  payload: Record<string, unknown>;
}

/** How a new session came to be, what its opening events say (null: the stored session goes on). */
export interface SessionOpening {
  stored: PixelSession | null;
  decision: SessionDecision & { replace: true };
  guid: string;
  now: number;
  persistent: boolean;
  crypto: boolean;
}

export interface EstablishedSession {
  session: PixelSession;
  /** What the events to send once the app id is known say (sessionOpeningEvents); null: none. */
  opening: SessionOpening | null;
}

export interface EstablishOptions {
  storage: KeyValueStore;
  pageId: string;
  /** The address's token when valid (urlToken.ts validUrlToken), else null. */
  token: string | null;
  now: number;
  random: () => number;
  guid: () => string;
  subtle: SubtleCrypto | undefined;
}

export async function establishPixelSession(options: EstablishOptions): Promise<EstablishedSession> {
  const { storage, pageId, token, now } = options;
  const stored = parsePixelSession(storage.get(PIXEL_SESSION_KEY));
  const decision = decideSession(stored, pageId, token);
  // decideSession keeps only a session that exists (a null one is always a first visit).
  if (!decision.replace) return { session: stored!, opening: null };

  const guid = options.guid();
  const session: PixelSession = {
    sessionId: await newSessionId(pageId, now, options.random(), guid, options.subtle),
    hasOptedIn: false,
    pageId,
    token,
    custom: {},
  };
  // Not JSON.stringify: the host page may have replaced it (safeJson.ts).
  storage.set(PIXEL_SESSION_KEY, safeStringify(session));
  return { session, opening: { stored, decision, guid, now, persistent: storage.persistent, crypto: options.subtle !== undefined } };
}

/** SPEC §4: a new session's events, new_pixel_session, then authentication with a new valid token. Pure. */
export function sessionOpeningEvents(session: PixelSession, { stored, decision, guid, now, persistent, crypto }: SessionOpening): PixelEventRequest[] {
  const events: PixelEventRequest[] = [
    {
      event: NEW_PIXEL_SESSION_EVENT,
      payload: {
        old_session_data: stored,
        new_session_data: session,
        old_session_id: stored?.sessionId ?? null,
        new_session_id: session.sessionId,
        old_page_id: stored?.pageId ?? null,
        new_page_id: session.pageId,
        is_new_token_valid: decision.tokenValid,
        local_storage_available: persistent,
        crypto_available: crypto,
        reason: decision.reason,
        guid,
        timestamp: now,
        version: PIXEL_VERSION,
      },
    },
  ];
  if (session.token !== null) events.push({ event: AUTHENTICATION_EVENT, payload: { token: session.token } });
  return events;
}
