/** SPEC §5/§7 pixel calls from the loader: every rejection text, the bodies, checkOptin, the transport. */
import { describe, expect, it, vi } from 'vitest';
import { pixelEventSchema } from '../../../bridge-protocol/api';
import { PIXEL_REJECTIONS } from '../../../bridge-protocol/pixelRejections';
import { createPixelClient, type PixelClientOptions } from '../../../loader/pixel/pixelClient';
import type { PixelSession } from '../../../loader/pixel/pixelSession';
import { createPixelTransport, type PixelTransport } from '../../../loader/pixel/pixelTransport';

const NOW = 1_800_000_000_000;
const token = (exp: number) => `${Buffer.from(JSON.stringify({ exp })).toString('base64')}.sig`;
const VALID = token(NOW / 1000 + 3600);
const SESSION: PixelSession = { sessionId: 'a'.repeat(40), hasOptedIn: false, pageId: '42', token: VALID, custom: { plan: 'pro' } };

function client(patch: Partial<PixelClientOptions> = {}) {
  const posts: Array<{ url: string; body: unknown }> = [];
  const gets: string[] = [];
  const transport: PixelTransport = {
    post: async (url, body) => void posts.push({ url, body }),
    get: async (url) => {
      gets.push(url);
      return { state: true, has_opted_in: true };
    },
  };
  const saveSession = vi.fn();
  const c = createPixelClient({
    pixelApi: 'http://px.test/',
    pageId: '42',
    session: Promise.resolve(SESSION),
    appId: Promise.resolve('111'),
    saveSession,
    bot: () => false,
    transport,
    now: () => NOW,
    ...patch,
  });
  return { c, posts, gets, saveSession };
}

describe('pixel rejections (SPEC §5, verbatim)', () => {
  it('logEvent: event and app id required; the pixel requires a page id', async () => {
    await expect(client().c.logEvent('')).rejects.toThrow(PIXEL_REJECTIONS.eventRequired);
    await expect(client({ appId: Promise.resolve(null) }).c.logEvent('x')).rejects.toThrow('App Id is required to fire event!');
    await expect(client({ pageId: '' }).c.logEvent('x')).rejects.toThrow('Page Id is required!');
  });
  it('conversion: token required, not expired, event required', async () => {
    const noToken = client({ session: Promise.resolve({ ...SESSION, token: null }) }).c;
    await expect(noToken.logConversionEvent('buy')).rejects.toThrow('Token is required to fire event!');
    await expect(client().c.logConversionEvent('buy', token(NOW / 1000 - 1))).rejects.toThrow('Token expired!');
    await expect(client().c.logConversionEvent('')).rejects.toThrow('Event is required to fire event!');
  });
  it('money: also the weight', async () => {
    await expect(client().c.logMoneyEvent('buy', Number.NaN)).rejects.toThrow('Weight is required to fire event!');
    await expect(client().c.logMoneyEvent('buy', undefined as unknown as number)).rejects.toThrow('Weight is required to fire event!');
  });
  it('nothing is sent for a refused event', async () => {
    const { c, posts } = client({ appId: Promise.resolve(null) });
    await c.logEvent('x').catch(() => undefined);
    expect(posts).toEqual([]);
  });
});

describe('pixel bodies (SPEC §7)', () => {
  it('logEvent carries app_id, account_id, payload, event, session_id, session_data, external_id, b', async () => {
    const { c, posts } = client({ bot: () => true });
    await c.logEvent('signup', { payload: { plan: 'pro' }, externalId: 'u-9' });
    expect(posts[0]?.url).toBe('http://px.test/pixel/logEvent');
    expect(posts[0]?.body).toEqual({ app_id: '111', account_id: 42, payload: { plan: 'pro' }, event: 'signup', session_id: SESSION.sessionId, session_data: { plan: 'pro' }, external_id: 'u-9', b: true });
    expect(pixelEventSchema(posts[0]?.body)).toBeNull();
  });
  it('conversion and money use the session token unless given one; currency defaults to USD; money names its session', async () => {
    const { c, posts } = client();
    await c.logConversionEvent('buy');
    await c.logMoneyEvent('buy', 19.9);
    await c.logMoneyEvent('buy', 5, 'EUR', VALID);
    expect(posts.map((p) => p.url)).toEqual(['http://px.test/pixel/logConversionEvent', 'http://px.test/pixel/logMoneyEvent', 'http://px.test/pixel/logMoneyEvent']);
    expect(posts[0]?.body).toEqual({ event: 'buy', account_id: 42, token: VALID });
    // The session lets the studio credit the money to the widget the visitor opted in through (issue 47, item 5).
    expect(posts[1]?.body).toEqual({ event: 'buy', account_id: 42, weight: 19.9, currency: 'USD', token: VALID, session_id: SESSION.sessionId });
    expect(posts[2]?.body).toMatchObject({ currency: 'EUR' });
  });
});

describe('checkOptin', () => {
  it('asks once, stores the opt-in, then answers at once without a request', async () => {
    const { c, gets, saveSession } = client();
    expect(await c.checkOptin()).toBe(true);
    expect(gets).toEqual([`http://px.test/pixel/checkOptin?account_id=42&session_id=${SESSION.sessionId}`]);
    expect(saveSession).toHaveBeenCalledWith({ ...SESSION, hasOptedIn: true });
    expect(await c.checkOptin()).toBe(true);
    expect(gets).toHaveLength(1);
  });
  it('an opt-in a widget saw is stored and answers checkOptin at once', async () => {
    const { c, gets, saveSession } = client();
    await c.markOptedIn();
    expect(saveSession).toHaveBeenCalledWith({ ...SESSION, hasOptedIn: true });
    expect(await c.checkOptin()).toBe(true);
    expect(gets).toEqual([]);
  });

  it('reads has_opted_in alone (SPEC §7): an answer without state works; one without has_opted_in fails', async () => {
    const answering = (answer: unknown): PixelTransport => ({ post: async () => undefined, get: async () => answer });
    expect(await client({ transport: answering({ has_opted_in: true }) }).c.checkOptin()).toBe(true);
    expect(await client({ transport: answering({ has_opted_in: false }) }).c.checkOptin()).toBe(false);
    await expect(client({ transport: answering({ state: true }) }).c.checkOptin()).rejects.toThrow(/has_opted_in/);
  });

  it('a known opt-in answers without a request', async () => {
    const { c, gets } = client({ session: Promise.resolve({ ...SESSION, hasOptedIn: true }) });
    expect(await c.checkOptin()).toBe(true);
    expect(gets).toEqual([]);
  });
});

describe('createPixelTransport', () => {
  const win = (visibility: DocumentVisibilityState, fetchImpl: typeof fetch, sendBeacon?: (url: string, data?: BodyInit | null) => boolean) => ({
    fetch: fetchImpl,
    document: { visibilityState: visibility },
    navigator: { sendBeacon },
  });

  it('posts text/plain JSON with keepalive while visible; failures reach the caller', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    await createPixelTransport(win('visible', fetchImpl as unknown as typeof fetch)).post('http://px.test/pixel/logEvent', { a: [1] });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', body: '{"a":[1]}' });
    await expect(createPixelTransport(win('visible', (async () => new Response('', { status: 503 })) as unknown as typeof fetch)).post('u', {})).rejects.toThrow('Newtwork POST error 503');
    await expect(createPixelTransport(win('visible', (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).post('u', {})).rejects.toThrow('Newtwork POST error 0');
  });

  it('reads every answer to its end, a refused one too, so no request stays open in the page\'s network log', async () => {
    for (const status of [200, 400]) {
      const answer = new Response('{"state":true}', { status });
      const post = createPixelTransport(win('visible', (async () => answer) as unknown as typeof fetch)).post('u', {});
      await (status === 200 ? post : post.catch(() => undefined));
      expect(answer.bodyUsed).toBe(true);
    }
  });

  it('while the page is hidden it sends with sendBeacon; a refused beacon falls back to fetch', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    const beacon = vi.fn(() => true);
    await createPixelTransport(win('hidden', fetchImpl as unknown as typeof fetch, beacon)).post('http://px.test/pixel/logEvent', { e: 1 });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchImpl).not.toHaveBeenCalled();
    const blob = (beacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(await blob.text()).toBe('{"e":1}');
    const refusing = vi.fn(() => false);
    await createPixelTransport(win('hidden', fetchImpl as unknown as typeof fetch, refusing)).post('u', {});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('GET answers JSON, or a "Newtwork GET error"', async () => {
    const t = createPixelTransport(win('visible', (async () => new Response('{"ok":1}', { status: 200 })) as unknown as typeof fetch));
    expect(await t.get('u')).toEqual({ ok: 1 });
    await expect(createPixelTransport(win('visible', (async () => new Response('x', { status: 404 })) as unknown as typeof fetch)).get('u')).rejects.toThrow('Newtwork GET error 404');
  });
});
