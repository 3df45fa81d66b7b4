/**
 * The messenger SDK loader and adapter (frame-app/services/messengerSdk.ts, messengerPlugins.ts) against
 * a fake document and window: idempotent injection, one rejection per failure, a retry that injects
 * again, the SPEC §9 overrides, the disable-SDK-rewrite flag, and the SDK calls of SPEC §7.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppState } from '../../../bridge-protocol/config';
import type { MessengerOverrides } from '../../../bridge-protocol/messengerOverrides';
import { FORCED_RENDERED_TIMEOUT_MS } from '../../../frame-app/machines/widgetMachine';
import { sdkSettings } from '../../../frame-app/rules/sdkSettings';
import { createMessengerPlugins } from '../../../frame-app/services/messengerPlugins';
import {
  loadMessengerSdk,
  resetMessengerSdkForTests,
  SDK_LOAD_TIMEOUT_MS,
  sdkUrl,
  type FbSdk,
  type SdkEnvironment,
  type SdkWindow,
} from '../../../frame-app/services/messengerSdk';

class FakeScript extends EventTarget {
  async = false;
  crossOrigin = '';
  id = '';
  src = '';
  removed = false;
  remove(): void {
    this.removed = true;
  }
}

function fakeFb(): FbSdk & { inits: unknown[]; logged: unknown[]; subscribed: string[] } {
  const inits: unknown[] = [];
  const logged: unknown[] = [];
  const subscribed: string[] = [];
  return {
    inits,
    logged,
    subscribed,
    init: (options) => void inits.push(options),
    XFBML: { parse: vi.fn() },
    Event: { subscribe: (name) => void subscribed.push(name), unsubscribe: vi.fn() },
    AppEvents: { logEvent: (name, value, params) => void logged.push({ name, value, params }) },
  };
}

function environment() {
  const scripts: FakeScript[] = [];
  const win: SdkWindow = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  };
  const env = {
    win,
    doc: {
      createElement: () => {
        const script = new FakeScript();
        scripts.push(script);
        return script as unknown as HTMLScriptElement;
      },
      head: { appendChild: (node: Node) => node } as unknown as HTMLHeadElement,
    },
  } as unknown as SdkEnvironment;
  return { env, win, scripts };
}

const NO_MESSENGER_OVERRIDES: MessengerOverrides = { sdkVersion: null, sdkDebug: null, locale: null, disableSdkRewrite: false, renderTimeoutMs: null };
const SETTINGS = { appId: '42', version: 'v3.1', locale: 'en_US', debug: false, disableRewrite: false };

beforeEach(() => {
  vi.useFakeTimers();
  resetMessengerSdkForTests();
});
afterEach(() => vi.useRealTimers());

describe('sdkSettings and sdkUrl (SPEC §7, §9)', () => {
  const app = toAppState({ widgets: [], appId: 42, fbSDKVersion: 'v12.0', locale: 'de_DE', fbSDKDebug: false }, 'p');

  it('takes the configuration, and the local-storage overrides on top', () => {
    expect(sdkSettings(app, NO_MESSENGER_OVERRIDES)).toEqual({ appId: '42', version: 'v12.0', locale: 'de_DE', debug: false, disableRewrite: false });
    expect(sdkSettings(app, { sdkVersion: 'v18.0', sdkDebug: true, locale: 'fr_FR', disableSdkRewrite: true, renderTimeoutMs: null })).toEqual({
      appId: '42',
      version: 'v18.0',
      locale: 'fr_FR',
      debug: true,
      disableRewrite: true,
    });
  });

  it('defaults to v3.1 and en_US when the configuration has nothing usable; no app id, no SDK', () => {
    const bare = toAppState({ widgets: [], appId: 1, fbSDKVersion: 'latest', locale: '<script>' }, 'p');
    expect(sdkSettings(bare, NO_MESSENGER_OVERRIDES)).toMatchObject({ version: 'v3.1', locale: 'en_US' });
    expect(sdkSettings(toAppState({ widgets: [] }, 'p'), NO_MESSENGER_OVERRIDES)).toBeNull();
  });

  it('builds the SDK address for the locale, and the debug build', () => {
    expect(sdkUrl({ locale: 'en_US', debug: false })).toBe('https://connect.facebook.net/en_US/sdk.js');
    expect(sdkUrl({ locale: 'de_DE', debug: true })).toBe('https://connect.facebook.net/de_DE/sdk/debug.js');
  });
});

describe('loadMessengerSdk', () => {
  it('injects one script however often it is asked, and initialises with app id and version', async () => {
    const { env, win, scripts } = environment();
    const first = loadMessengerSdk(SETTINGS, env);
    const second = loadMessengerSdk(SETTINGS, env);
    expect(first).toBe(second);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://connect.facebook.net/en_US/sdk.js');
    const fb = fakeFb();
    win.FB = fb;
    win.fbAsyncInit?.();
    await expect(first).resolves.toBe(fb);
    expect(fb.inits).toEqual([{ appId: '42', version: 'v3.1', xfbml: false, autoLogAppEvents: false }]);
  });

  it('initialises after load when the SDK leaves fbAsyncInit to us, once', async () => {
    const { env, win, scripts } = environment();
    const loading = loadMessengerSdk(SETTINGS, env);
    const fb = fakeFb();
    win.FB = fb;
    scripts[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1);
    win.fbAsyncInit?.();
    await expect(loading).resolves.toBe(fb);
    expect(fb.inits).toHaveLength(1);
  });

  it('a failed load rejects once, removes its script, and the next call injects again', async () => {
    const { env, win, scripts } = environment();
    const failing = loadMessengerSdk(SETTINGS, env);
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('the messenger SDK failed to load from https://connect.facebook.net/en_US/sdk.js');
    expect(scripts[0]?.removed).toBe(true);
    const retry = loadMessengerSdk(SETTINGS, env);
    expect(scripts).toHaveLength(2);
    win.FB = fakeFb();
    win.fbAsyncInit?.();
    await expect(retry).resolves.toBe(win.FB);
  });

  it('a script that never answers is given up after the load timeout, before the forced rendered timeout', async () => {
    const { env, scripts } = environment();
    const loading = loadMessengerSdk(SETTINGS, env);
    let failed: unknown = null;
    loading.catch((error: unknown) => (failed = error));
    // A stalled SDK must not keep the widget from its link for the whole forced rendered timeout.
    expect(SDK_LOAD_TIMEOUT_MS).toBeLessThan(FORCED_RENDERED_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(SDK_LOAD_TIMEOUT_MS - 1);
    expect(failed).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failed)).toMatch(/did not load from https:\/\/connect\.facebook\.net\/en_US\/sdk\.js within 4 s/);
    expect(scripts[0]?.removed).toBe(true);
  });

  it('a blocked script rejects at once, exactly once, and its timer cannot reject it again', async () => {
    const { env, scripts } = environment();
    const loading = loadMessengerSdk(SETTINGS, env);
    const rejected = vi.fn();
    loading.catch(rejected);
    // An ad blocker (net::ERR_BLOCKED_BY_CLIENT), offline or CSP: the script's error event, no waiting.
    scripts[0]?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(rejected).toHaveBeenCalledTimes(1);
    scripts[0]?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(SDK_LOAD_TIMEOUT_MS);
    expect(rejected).toHaveBeenCalledTimes(1);
    // Nothing was retried behind the caller's back: one script so far.
    expect(scripts).toHaveLength(1);
  });

  it('with the disable-SDK-rewrite flag: no script and no fbAsyncInit; it polls every 100 ms for an FB', async () => {
    const { env, win, scripts } = environment();
    const loading = loadMessengerSdk({ ...SETTINGS, disableRewrite: true }, env);
    expect(scripts).toHaveLength(0);
    expect(win.fbAsyncInit).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300);
    const fb = fakeFb();
    win.FB = fb;
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toBe(fb);
    expect(fb.inits).toEqual([]);
  });
});

describe('createMessengerPlugins (SPEC §7 SDK calls)', () => {
  it('confirms the checkbox with app_id, page_id, ref and user_ref', () => {
    const fb = fakeFb();
    createMessengerPlugins(fb).confirmCheckbox({ app_id: '42', page_id: '7', ref: 'w1.s.i', user_ref: 'u1' });
    expect(fb.logged).toEqual([{ name: 'MessengerCheckboxUserConfirmation', value: null, params: { app_id: '42', page_id: '7', ref: 'w1.s.i', user_ref: 'u1' } }]);
  });

  it('subscribes to both plugin event streams and unsubscribes from both', () => {
    const fb = fakeFb();
    const off = createMessengerPlugins(fb).onEvent(vi.fn());
    expect(fb.subscribed).toEqual(['send_to_messenger', 'messenger_checkbox']);
    off();
    expect(fb.Event.unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('customer chat calls pass through while the SDK has the plugin, and answer false (one warning) since it is gone', () => {
    const fb = fakeFb();
    const chat = { show: vi.fn(), hide: vi.fn(), showDialog: vi.fn(), hideDialog: vi.fn(), update: vi.fn() };
    const withChat = createMessengerPlugins({ ...fb, CustomerChat: chat });
    expect(withChat.customerChat.show(true)).toBe(true);
    expect(withChat.customerChat.hide()).toBe(true);
    expect(withChat.customerChat.showDialog()).toBe(true);
    expect(withChat.customerChat.hideDialog()).toBe(true);
    expect(withChat.customerChat.update({ ref: 'w1.s.i', logged_in_greeting: 'Hi', logged_out_greeting: 'Hello' })).toBe(true);
    expect(chat.show).toHaveBeenCalledWith(true);
    expect(chat.update).toHaveBeenCalledWith({ ref: 'w1.s.i', logged_in_greeting: 'Hi', logged_out_greeting: 'Hello' });
    const warn = vi.fn();
    const without = createMessengerPlugins(fb, warn);
    expect(without.customerChat.show()).toBe(false);
    expect(without.customerChat.update({ ref: 'x' })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
