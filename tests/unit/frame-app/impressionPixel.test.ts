/** The SHA-1 of the pixel hashes and the impression's pixel event, built in the frame (issue 46 item 4). */
import { describe, expect, it } from 'vitest';
import { impressionPayloadSchema } from '../../../bridge-protocol/api';
import { webCryptoSha1Hex } from '../../../bridge-protocol/sha1';
import { sha1HexSync } from '../../../bridge-protocol/sha1Pure';
import { impressionPixelDetail, newGuid } from '../../../frame-app/services/impressionPixel';
import { sha1Hex } from '../../../frame-app/services/sha1';

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

  it('Web Crypto alone answers null where it is missing or refuses SHA-1 (the loader then takes no SHA-1)', async () => {
    expect(await webCryptoSha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    const refusing = { digest: () => Promise.reject(new Error('no SHA-1 here')) } as unknown as SubtleCrypto;
    expect(await webCryptoSha1Hex('abc', refusing)).toBeNull();
  });

  it('the frame uses Web Crypto when present and the pure version, loaded on demand, when it is missing or refuses', async () => {
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    const refusing = { digest: () => Promise.reject(new Error('no SHA-1 here')) } as unknown as SubtleCrypto;
    expect(await sha1Hex('abc', refusing)).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});

describe('the impression\'s pixel event (SPEC §7)', () => {
  it('carries widget_type, guid, the hash of widget, guid and time, timestamp and version 1.0; with the loader\'s widget_id and user_agent it is the payload the server checks', async () => {
    const detail = await impressionPixelDetail({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-1');
    expect(detail).toEqual({
      widget_type: 'bar',
      guid: 'g-1',
      hash: sha1HexSync(enc('7:g-1:1700000000000')),
      timestamp: 1_700_000_000_000,
      version: '1.0',
    });
    expect(impressionPayloadSchema({ ...detail, widget_id: 7, user_agent: 'UA/1' })).toBeNull();
    const other = await impressionPixelDetail({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-2');
    expect(other.hash).not.toBe(detail.hash);
  });

  it('a new guid each time, with randomUUID or without it', () => {
    expect(newGuid()).not.toBe(newGuid());
    const bare = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as unknown as Crypto;
    expect(newGuid(bare)).toMatch(/^[0-9a-f]{32}$/);
  });
});
