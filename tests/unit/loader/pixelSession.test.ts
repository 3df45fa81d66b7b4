/**
 * SPEC §3/§4/§5 pixel session: token parsing, the replacement rules, the creation events and the
 * SHA-1 session id; and the address losing its token.
 */
import { describe, expect, it, vi } from 'vitest';
import { isTokenExpired, tokenExpiry } from '../../../bridge-protocol/pixelToken';
import {
  AUTHENTICATION_EVENT,
  decideSession,
  establishPixelSession,
  sessionOpeningEvents,
  type EstablishOptions,
  NEW_PIXEL_SESSION_EVENT,
  newSessionId,
  parsePixelSession,
  PIXEL_SESSION_KEY,
  type PixelSession,
} from '../../../loader/pixel/pixelSession';
import { takeUrlToken, validUrlToken } from '../../../loader/pixel/urlToken';
import type { KeyValueStore } from '../../../loader/storage';

const NOW = 1_800_000_000_000;
const b64 = (value: string) => Buffer.from(value).toString('base64');
const b64url = (value: string) => b64(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (exp: unknown, segments = 3) => [b64(JSON.stringify({ exp, sub: 'visitor' })), 'payload', 'signature', 'extra'].slice(0, segments).join('.');

describe('token expiry (SPEC §5)', () => {
  it('reads exp from the first segment of 2, 3 and 4 segment tokens', () => {
    for (const segments of [2, 3, 4]) expect(tokenExpiry(token(1_900_000_000, segments))).toBe(1_900_000_000);
  });
  it('accepts base64url and drops the part after ?', () => {
    const t = `${b64url(JSON.stringify({ exp: 1_900_000_000, n: '>>>???' }))}.sig?utm_source=x`;
    expect(tokenExpiry(t)).toBe(1_900_000_000);
  });
  it('bad base64, non-JSON, a missing or non-numeric exp: no expiry, so expired', () => {
    for (const bad of ['%%%.x', `${b64('not json')}.x`, `${b64('{"exp":"soon"}')}.x`, `${b64('{}')}.x`, `${b64('null')}.x`, '', '.x']) {
      expect(tokenExpiry(bad)).toBeNull();
      expect(isTokenExpired(bad, NOW)).toBe(true);
    }
    expect(isTokenExpired(null, NOW)).toBe(true);
  });
  it('a past exp is expired, a future one is not (seconds against ms)', () => {
    expect(isTokenExpired(token(NOW / 1000 - 1), NOW)).toBe(true);
    expect(isTokenExpired(token(NOW / 1000 + 60), NOW)).toBe(false);
  });
  it('a 10 KB token is not parsed (counts as expired) and does not throw', () => {
    const huge = `${b64(JSON.stringify({ exp: 1_900_000_000, pad: 'x'.repeat(10_000) }))}.sig`;
    expect(huge.length).toBeGreaterThan(10_000);
    expect(tokenExpiry(huge)).toBeNull();
    expect(isTokenExpired(huge, NOW)).toBe(true);
  });
});

const stored = (patch: Partial<PixelSession> = {}): PixelSession => ({ sessionId: 's-old', hasOptedIn: true, pageId: 'shop', token: null, custom: { a: 'b' }, ...patch });

describe('session replacement (SPEC §4)', () => {
  const valid = token(NOW / 1000 + 3600);
  it('creates one on the first visit', () => {
    expect(decideSession(null, 'shop', validUrlToken(null, NOW))).toEqual({ replace: true, reason: 'first-visit', tokenValid: false });
  });
  it('replaces it when the stored page id differs', () => {
    expect(decideSession(stored(), 'other', validUrlToken(null, NOW))).toMatchObject({ replace: true, reason: 'other-page' });
  });
  it('replaces it for an unexpired token that differs from the stored one', () => {
    expect(decideSession(stored({ token: 'older' }), 'shop', validUrlToken(valid, NOW))).toEqual({ replace: true, reason: 'new-token', tokenValid: true });
  });
  it('goes on for the same token, an expired token, a malformed one, or none', () => {
    expect(decideSession(stored({ token: valid }), 'shop', validUrlToken(valid, NOW))).toEqual({ replace: false, tokenValid: true });
    expect(decideSession(stored(), 'shop', validUrlToken(token(NOW / 1000 - 5), NOW))).toEqual({ replace: false, tokenValid: false });
    expect(decideSession(stored(), 'shop', validUrlToken('garbage', NOW))).toEqual({ replace: false, tokenValid: false });
    expect(decideSession(stored(), 'shop', validUrlToken(null, NOW))).toEqual({ replace: false, tokenValid: false });
  });
  it('compares the token without the part after ?', () => {
    expect(decideSession(stored({ token: valid }), 'shop', validUrlToken(`${valid}?utm=1`, NOW))).toEqual({ replace: false, tokenValid: true });
  });
});

function memoryStore(initial: Record<string, string> = {}, persistent = true): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    persistent,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void (value === null ? data.delete(key) : data.set(key, value)),
  };
}

describe('parsePixelSession', () => {
  it('keeps custom keys that are prototype names as keys, and only string values', () => {
    const parsed = parsePixelSession('{"sessionId":"s","pageId":"p","custom":{"__proto__":"a","toString":"b","n":1}}');
    expect(Object.keys(parsed!.custom)).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(parsed!.custom)).toBe(Object.prototype);
    expect(parsed!.custom.toString).toBe('b');
  });
});

/** The session and its opening events, as the loader and its lazy chunk make them between them. */
async function establish(options: Omit<EstablishOptions, 'token'> & { urlToken: string | null }) {
  const { session, opening } = await establishPixelSession({ ...options, token: validUrlToken(options.urlToken, options.now) });
  return { session, events: opening ? sessionOpeningEvents(session, opening) : [] };
}

describe('establishPixelSession', () => {
  const base = { pageId: 'shop', now: NOW, random: () => 0.25, guid: () => 'guid-1', subtle: undefined };

  it('a first visit stores a session whose id is a SHA-1 (40 hex) and announces new_pixel_session', async () => {
    const storage = memoryStore();
    const { session, events } = await establish({ ...base, storage, urlToken: null });
    expect(session).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f]{40}$/), hasOptedIn: false, pageId: 'shop', token: null, custom: {} });
    expect(parsePixelSession(storage.get(PIXEL_SESSION_KEY))).toEqual(session);
    expect(session.sessionId).toBe(await newSessionId('shop', NOW, 0.25, 'guid-1'));
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      event: NEW_PIXEL_SESSION_EVENT,
      payload: {
        old_session_data: null,
        new_session_data: session,
        old_session_id: null,
        new_session_id: session.sessionId,
        old_page_id: null,
        new_page_id: 'shop',
        is_new_token_valid: false,
        local_storage_available: true,
        crypto_available: false,
        reason: 'first-visit',
        guid: 'guid-1',
        timestamp: NOW,
        version: '1.0',
      },
    });
  });

  it('a new valid token replaces the session and also sends authentication carrying the token', async () => {
    const valid = token(NOW / 1000 + 3600);
    const storage = memoryStore({ [PIXEL_SESSION_KEY]: JSON.stringify(stored()) });
    const { session, events } = await establish({ ...base, storage, urlToken: valid, subtle: globalThis.crypto.subtle });
    expect(session.token).toBe(valid);
    expect(session.sessionId).not.toBe('s-old');
    expect(events.map((e) => e.event)).toEqual([NEW_PIXEL_SESSION_EVENT, AUTHENTICATION_EVENT]);
    expect(events[0]?.payload).toMatchObject({ old_session_id: 's-old', is_new_token_valid: true, crypto_available: true, reason: 'new-token' });
    expect(events[1]?.payload).toEqual({ token: valid });
  });

  it('the stored session goes on without events; different ids for different times', async () => {
    const storage = memoryStore({ [PIXEL_SESSION_KEY]: JSON.stringify(stored()) });
    expect(await establish({ ...base, storage, urlToken: null })).toEqual({ session: stored(), events: [] });
    expect(await newSessionId('shop', NOW, 0.25, 'g')).not.toBe(await newSessionId('shop', NOW + 1, 0.25, 'g'));
  });

  it('without Web Crypto SHA-1 (a plain http page, or a browser that refuses it) the id keeps SHA-1\'s shape: the guid\'s and the random number\'s hex', async () => {
    const refusing = { digest: () => Promise.reject(new Error('no SHA-1 here')) } as unknown as SubtleCrypto;
    const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const id = await newSessionId('shop', NOW, 0.25, guid, refusing);
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(id.startsWith('0f8fad5bd9cb469fa16570867728950e')).toBe(true);
    expect(id).not.toBe(await newSessionId('shop', NOW, 0.5, guid, refusing));
    expect(await newSessionId('shop', NOW, 0.25, 'guid-1', refusing)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('a corrupt stored value is a first visit', async () => {
    const storage = memoryStore({ [PIXEL_SESSION_KEY]: '{nope' });
    const { events } = await establish({ ...base, storage, urlToken: null });
    expect(events[0]?.payload).toMatchObject({ reason: 'first-visit' });
  });
});

describe('takeUrlToken', () => {
  it('reads mcp_token and removes it from the address, keeping other parameters and the hash', () => {
    const replaceState = vi.fn();
    const win = { location: { href: 'https://shop.test/p?a=1&mcp_token=abc.def&b=2#top' }, history: { state: { k: 1 }, replaceState } };
    expect(takeUrlToken(win)).toBe('abc.def');
    expect(replaceState).toHaveBeenCalledWith({ k: 1 }, '', '/p?a=1&b=2#top');
  });
  it('leaves an address without a token alone', () => {
    const replaceState = vi.fn();
    expect(takeUrlToken({ location: { href: 'https://shop.test/p?a=1' }, history: { state: null, replaceState } })).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
