import { describe, expect, it } from 'vitest';
import { impressionPayloadSchema } from '../../../bridge-protocol/api';
import { isBotVisitor } from '../../../loader/pixel/botFlag';
import { impressionPayload } from '../../../loader/pixel/impressionEvent';
import { sha1Hex, sha1HexSync } from '../../../loader/pixel/sha1';

const enc = (s: string) => new TextEncoder().encode(s);

describe('sha1', () => {
  it.each([
    ['', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    ['a'.repeat(1000), '291e9a6c66994949b57ba5e650361e98fc36b1ba'],
  ])('the pure implementation hashes %j like FIPS 180-4', (input, expected) => {
    expect(sha1HexSync(enc(input))).toBe(expected);
  });

  it('uses Web Crypto when present and the pure version when it is missing or refuses', async () => {
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    const refusing = { digest: () => Promise.reject(new Error('no SHA-1 here')) } as unknown as SubtleCrypto;
    expect(await sha1Hex('abc', refusing)).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(await sha1Hex('abc', undefined)).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('impression event (SPEC §7)', () => {
  it('carries widget_id, widget_type, guid, hash, timestamp and version 1.0 (user_agent is added when logged)', async () => {
    const payload = await impressionPayload({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-1');
    expect(payload).toEqual({
      widget_id: 7,
      widget_type: 'bar',
      guid: 'g-1',
      hash: expect.stringMatching(/^[0-9a-f]{40}$/),
      timestamp: 1_700_000_000_000,
      version: '1.0',
    });
    expect(impressionPayloadSchema({ ...payload, user_agent: 'UA/1' })).toBeNull();
    expect((await impressionPayload({ id: 'promo-1', type: 'omnichat' }, 1, 'g')).widget_id).toBe('promo-1');
    const other = await impressionPayload({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-2');
    expect(other.hash).not.toBe(payload.hash);
  });

});

describe('bot flag (the loader\'s first pass; the server applies isbot\'s whole list)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false, true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', false, true],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse', false, true],
    // Under automation: what headless bots run in, whatever their user agent says.
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', true, true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false, false],
  ])('%s, webdriver %s → %s', (userAgent, webdriver, expected) => {
    expect(isBotVisitor({ userAgent, webdriver })).toBe(expected);
  });
});
