/**
 * Pixel tokens (SPEC §5): the expiry is read from the first dot-separated segment, base64 JSON with
 * `exp` in seconds; the part after a `?` is dropped; a token without a readable exp counts as expired.
 * Pure and shared: the loader decides with it whether an `mcp_token` replaces the pixel session, the
 * server whether an event's token is still good.
 */

/** Tokens longer than this are not parsed (a link can carry anything); they count as expired. */
export const MAX_TOKEN_LENGTH = 8_192;

function decodeBase64Json(segment: string): unknown {
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/** The token without the part after '?' (links sometimes glue their own query on). */
export function tokenWithoutQuery(token: string): string {
  return token.split('?')[0] ?? '';
}

/** `exp` in seconds, or null when the token has no readable one. */
export function tokenExpiry(token: string): number | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const first = tokenWithoutQuery(token).split('.')[0] ?? '';
  if (first === '') return null;
  try {
    const parsed = decodeBase64Json(first);
    const exp = typeof parsed === 'object' && parsed !== null ? (parsed as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** SPEC §5: a missing or unreadable token counts as expired. */
export function isTokenExpired(token: string | null | undefined, nowMs: number): boolean {
  if (typeof token !== 'string' || token === '') return true;
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
