import { describe, expect, it, vi } from 'vitest';
import { createEmitter, EVENT_NAMES } from '../../../loader/emitter';
import { createPixelClient } from '../../../loader/pixel/pixelClient';
import { readMessengerOverrideValues, parseMessengerOverrideValues, MESSENGER_OVERRIDE_KEYS } from '../../../bridge-protocol/messengerOverrides';

describe('SPEC §8 invalid event name (MC.on)', () => {
  it('throws a TypeError naming the bad name instead of waiting forever', () => {
    const emitter = createEmitter();
    expect(() => emitter.on('redy', () => undefined)).toThrow(TypeError);
    expect(() => emitter.on('redy', () => undefined)).toThrow('MC.on("redy"): no such event');
  });

  it('every published event can be listened to', () => {
    const emitter = createEmitter();
    for (const name of ['started', 'initialized', 'ready', 'rendered', 'open', 'close', 'impression', 'submitted', 'optedin', 'error', 'checked', 'widget:visible', 'editor:change']) {
      expect(EVENT_NAMES).toContain(name);
      const fn = vi.fn();
      emitter.on(name, fn);
      emitter.emit(name, { x: 1 });
      expect(fn).toHaveBeenCalledWith({ x: 1 });
    }
  });
});

describe('SPEC §3 data.setup.pixelId: a widget event logged to its own pixel account', () => {
  it('logEvent sends account_id of the given account, the page otherwise', async () => {
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    const client = createPixelClient({
      pixelApi: 'http://px.test',
      pageId: '42',
      session: Promise.resolve({ sessionId: 's', hasOptedIn: false, pageId: '42', token: null, custom: {} }),
      appId: Promise.resolve('111'),
      saveSession: () => undefined,
      bot: () => false,
      transport: { post: async (url, body) => void posts.push({ url, body: body as Record<string, unknown> }), get: async () => ({}) },
      now: () => 0,
    });
    await client.logEvent('impression', { payload: {}, account: 'brand-b' });
    await client.logEvent('impression', { payload: {}, account: '4711' });
    await client.logEvent('impression', { payload: {} });
    expect(posts.map((p) => p.body.account_id)).toEqual(['brand-b', 4711, 42]);
  });
});

describe('SPEC §9 messenger overrides: the loader reads, the frame parses', () => {
  it('the loader hands over the stored text unparsed; the frame applies the rules and warns', () => {
    const store: Record<string, string> = { [MESSENGER_OVERRIDE_KEYS.sdkVersion]: 'v18.0', [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: 'soon' };
    const values = readMessengerOverrideValues((key) => store[key] ?? null);
    expect(values[MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]).toBe('soon');
    expect(values[MESSENGER_OVERRIDE_KEYS.locale]).toBeNull();
    const warn = vi.fn();
    expect(parseMessengerOverrideValues(values, warn)).toMatchObject({ sdkVersion: 'v18.0', renderTimeoutMs: null });
    expect(warn).toHaveBeenCalledOnce();
    // A key that is not an override (or an inherited name) is never read.
    expect(parseMessengerOverrideValues({ toString: 'x' } as never, warn).sdkVersion).toBeNull();
  });
});
