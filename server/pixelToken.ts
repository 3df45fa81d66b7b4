/**
 * Pixel tokens (SPEC §5): the expiry is read from the first dot-separated segment, base64 JSON with
 * `exp` in seconds; the part after a `?` is dropped; a token without a readable exp counts as expired.
 */
export function tokenExpiry(token: string): number | null {
  const first = token.split('?')[0]?.split('.')[0] ?? '';
  try {
    const parsed: unknown = JSON.parse(Buffer.from(first.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
    const exp = typeof parsed === 'object' && parsed !== null ? (parsed as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
