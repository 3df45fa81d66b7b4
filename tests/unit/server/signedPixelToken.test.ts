import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from '../../../bridge-protocol/pixelToken';
import { checkPixelToken, issuePixelToken } from '../../../server/policies/signedPixelToken';

const NOW = Date.UTC(2026, 10, 23);

describe('signed pixel tokens', () => {
  it('keep SPEC §5 shape: the loader reads exp from the first segment', () => {
    const { token, exp } = issuePixelToken('s3cret', 'shop', 3600, NOW);
    expect(exp).toBe(NOW / 1000 + 3600);
    expect(tokenExpiry(token)).toBe(exp);
    expect(isTokenExpired(token, NOW)).toBe(false);
    expect(isTokenExpired(token, (exp + 1) * 1000)).toBe(true);
  });

  it('verify only under the secret, for the page they name', () => {
    const { token } = issuePixelToken('s3cret', 'shop', 3600, NOW);
    expect(checkPixelToken('s3cret', token, 'shop')).toBe('ok');
    expect(checkPixelToken('s3cret', `${token}?utm=x`, 'shop')).toBe('ok'); // SPEC §5: the part after '?' is dropped
    expect(checkPixelToken('other', token, 'shop')).toBe('not-signed');
    expect(checkPixelToken('s3cret', token, 'other-page')).toBe('other-page');
  });

  it('refuse forged, altered and malformed tokens', () => {
    const { token } = issuePixelToken('s3cret', 'shop', 3600, NOW);
    const [segment, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ exp: 4102444800, account_id: 'shop' })).toString('base64url');
    for (const bad of [`${forgedPayload}.${signature}`, `${segment}.x`, `${segment}`, `${segment}.${signature}.extra`, '', '.', 'x'.repeat(9000)]) {
      expect(checkPixelToken('s3cret', bad, 'shop'), bad.slice(0, 40)).toBe('not-signed');
    }
  });
});
