import { describe, expect, it, vi } from 'vitest';
import { impressionPayloadSchema, pixelEventSchema } from '../../../bridge-protocol/api';
import { isBotUserAgent } from '../../../loader/pixel/botFlag';
import { IMPRESSION_EVENT, impressionEvent, impressionPayload } from '../../../loader/pixel/impressionEvent';
import { sendPixelEvent } from '../../../loader/pixel/sendPixelEvent';
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
  it('carries widget_id, widget_type, guid, hash, timestamp and version 1.0', async () => {
    const payload = await impressionPayload({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-1');
    expect(payload).toEqual({ widget_id: 7, widget_type: 'bar', guid: 'g-1', hash: expect.stringMatching(/^[0-9a-f]{40}$/), timestamp: 1_700_000_000_000, version: '1.0' });
    expect(impressionPayloadSchema(payload)).toBeNull();
    const other = await impressionPayload({ id: '7', type: 'bar' }, 1_700_000_000_000, 'g-2');
    expect(other.hash).not.toBe(payload.hash);
  });

  it('goes through the pixel as a logEvent with the SPEC §3 pixel event fields', async () => {
    const payload = await impressionPayload({ id: '7', type: 'bar' }, 5, 'g');
    const event = impressionEvent({ appId: '111', pageId: 'demo' }, 'sid', payload, false);
    expect(event).toEqual({ app_id: '111', account_id: 'demo', payload, event: IMPRESSION_EVENT, session_id: 'sid', external_id: null, b: false });
    expect(pixelEventSchema(event)).toBeNull();
    expect(impressionEvent({ appId: null, pageId: '42' }, 's', payload, true)).toMatchObject({ account_id: 42, b: true });
  });

  it('posts text/plain JSON with keepalive and reports failures to the caller', async () => {
    const fetchFn = vi.fn(async () => new Response('{"state":true}', { status: 200 }));
    const payload = await impressionPayload({ id: '7', type: 'bar' }, 5, 'g');
    const event = impressionEvent({ appId: null, pageId: 'demo' }, 's', payload, false);
    await sendPixelEvent('http://px.test', event, fetchFn as unknown as typeof fetch);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://px.test/pixel/logEvent');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual(event);
    await expect(sendPixelEvent('http://px.test', event, (async () => new Response('', { status: 500 })) as unknown as typeof fetch)).rejects.toThrow('Newtwork POST error 500');
    await expect(sendPixelEvent('http://px.test', event, (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).rejects.toThrow(/Newtwork POST error \(offline\)/);
  });
});

describe('bot flag', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false],
  ])('%s → %s', (ua, expected) => {
    expect(isBotUserAgent(ua)).toBe(expected);
  });
});
