/**
 * Pixel tokens the server issues and checks (SPEC §5 keeps the shape: the first dot-separated segment is
 * base64 JSON with `exp` in seconds, which is all the loader reads). The payload also names the page
 * (`account_id`) the token is for, and the second segment is an HMAC-SHA256 of the first under the
 * server's pixel-token secret. A conversion or money event is stored only with a token this server
 * signed for that page: before, any `{"exp":…}` anyone could write was accepted for any account.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_TOKEN_LENGTH, tokenWithoutQuery } from '../../bridge-protocol/pixelToken';

/** 30 days: a campaign link stays good for a month unless the site owner asks otherwise. */
export const DEFAULT_PIXEL_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** At most a year. */
export const MAX_PIXEL_TOKEN_TTL_SECONDS = 365 * 24 * 3600;

const mac = (secret: string, segment: string): string =>
  createHmac('sha256', secret).update(`mcp_token\n${segment}`).digest('base64url');

export function issuePixelToken(secret: string, accountId: string, ttlSeconds: number, nowMs = Date.now()): { token: string; exp: number } {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  const segment = Buffer.from(JSON.stringify({ exp, account_id: accountId })).toString('base64url');
  return { token: `${segment}.${mac(secret, segment)}`, exp };
}

type PixelTokenCheck = 'ok' | 'not-signed' | 'other-page';

/** Expiry is checked apart (SPEC §5's "Token expired!"); this says whether we signed it, for this page. */
export function checkPixelToken(secret: string, token: string, accountId: string): PixelTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH) return 'not-signed';
  const [segment = '', signature = '', ...rest] = tokenWithoutQuery(token).split('.');
  if (rest.length > 0 || segment === '') return 'not-signed';
  const expected = Buffer.from(mac(secret, segment));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'not-signed';
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return 'not-signed';
  }
  const page = typeof payload === 'object' && payload !== null ? (payload as { account_id?: unknown }).account_id : undefined;
  return page === accountId ? 'ok' : 'other-page';
}
