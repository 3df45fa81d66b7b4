/**
 * Loads the messenger (Facebook JS) SDK inside the widget frame (DESIGN "Who decides what": SDKs are
 * isolated from the host page). Written like stripe-js's loader: one injection however often it is
 * asked for, one rejection when it fails, and a later call may retry.
 *
 * A failure is the script's `error` event (an ad blocker, offline, refused by CSP) or the load timeout;
 * the widget then shows its "Go to Messenger" fallback at once rather than after the forced rendered
 * timeout, which is only for an SDK that loaded but whose plugin never renders.
 *
 * SPEC §7: initialised with the app id and a version (default v3.1). SPEC §9 local-storage overrides
 * (the loader hands them over in the bootstrap) change the version, the debug build and the locale;
 * the disable-SDK-rewrite flag leaves `window.fbAsyncInit` and the script tag alone and waits for an
 * `FB` somebody else provides (a QA harness, a developer's own build), polling every 100 ms.
 */
import type { SdkSettings } from '../rules/sdkSettings';

export type { SdkSettings };

/** SPEC §9 "DOM/SDK readiness polling". */
const SDK_POLL_MS = 100;
/**
 * How long a load may take before it is given up, and the widget falls back to its link at once.
 * Shorter than the forced rendered timeout (5000 ms) on purpose: a script still not there after 4 s
 * (a stalled network rather than a refused one, which errors at once) leaves its plugin, which loads
 * an iframe from facebook.com of its own, no real chance to render within the 5 s, so the visitor
 * would only wait for a fallback that is certain anyway.
 */
export const SDK_LOAD_TIMEOUT_MS = 4_000;

/** The parts of the SDK this product uses. */
export interface FbSdk {
  init(options: { appId: string; version: string; xfbml: boolean; autoLogAppEvents?: boolean }): void;
  XFBML: { parse(element?: Element): void };
  Event: {
    subscribe(name: string, handler: (event: unknown) => void): void;
    unsubscribe?(name: string, handler: (event: unknown) => void): void;
  };
  AppEvents: { logEvent(name: string, value: number | null, params: Record<string, string>): void };
  CustomerChat?: {
    show(shouldShowDialog?: boolean): void;
    hide(): void;
    showDialog(): void;
    hideDialog(): void;
    update(options: Record<string, string>): void;
  };
}

export function sdkUrl(settings: Pick<SdkSettings, 'locale' | 'debug'>): string {
  return `https://connect.facebook.net/${settings.locale}/sdk${settings.debug ? '/debug' : ''}.js`;
}

export interface SdkWindow {
  FB?: FbSdk;
  fbAsyncInit?: () => void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface SdkEnvironment {
  win: SdkWindow;
  doc: Pick<Document, 'createElement' | 'head'>;
}

let loading: Promise<FbSdk> | null = null;

function isSdk(value: unknown): value is FbSdk {
  const fb = value as Partial<FbSdk> | undefined;
  return typeof fb === 'object' && fb !== null && typeof fb.XFBML?.parse === 'function' && typeof fb.Event?.subscribe === 'function';
}

export function loadMessengerSdk(settings: SdkSettings, env: SdkEnvironment): Promise<FbSdk> {
  if (loading) return loading;
  const attempt = settings.disableRewrite ? waitForProvidedSdk(env) : injectSdk(settings, env);
  // A failed load is forgotten, so the next call injects again (stripe-js: "retry possible").
  loading = attempt.catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests: forget a finished load. */
export function resetMessengerSdkForTests(): void {
  loading = null;
}

function injectSdk(settings: SdkSettings, { win, doc }: SdkEnvironment): Promise<FbSdk> {
  return new Promise<FbSdk>((resolve, reject) => {
    const url = sdkUrl(settings);
    let settled = false;
    const script = doc.createElement('script');
    const timer = win.setTimeout(() => fail(`the messenger SDK did not load from ${url} within ${String(SDK_LOAD_TIMEOUT_MS / 1000)} s`), SDK_LOAD_TIMEOUT_MS);
    const succeed = (): void => {
      if (settled) return;
      const fb = win.FB;
      if (!isSdk(fb)) return fail(`${url} loaded but defined no usable FB object`);
      settled = true;
      win.clearTimeout(timer);
      fb.init({ appId: settings.appId, version: settings.version, xfbml: false, autoLogAppEvents: false });
      resolve(fb);
    };
    function fail(message: string): void {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      script.remove();
      reject(new Error(message));
    }
    // The rewrite: the SDK calls fbAsyncInit once it is ready; ours initialises it with our settings.
    win.fbAsyncInit = succeed;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.id = 'facebook-jssdk';
    script.src = url;
    // sdk.js defines FB synchronously; when it leaves fbAsyncInit to us, initialise right after load.
    script.addEventListener('load', () => void win.setTimeout(succeed, 0));
    script.addEventListener('error', () => fail(`the messenger SDK failed to load from ${url}`));
    doc.head.appendChild(script);
  });
}

function waitForProvidedSdk({ win }: SdkEnvironment): Promise<FbSdk> {
  return new Promise<FbSdk>((resolve, reject) => {
    let waited = 0;
    const check = (): boolean => {
      if (!isSdk(win.FB)) return false;
      resolve(win.FB);
      return true;
    };
    if (check()) return;
    const poll = win.setInterval(() => {
      waited += SDK_POLL_MS;
      if (check()) win.clearInterval(poll);
      else if (waited >= SDK_LOAD_TIMEOUT_MS) {
        win.clearInterval(poll);
        reject(new Error(`no FB object appeared within ${String(SDK_LOAD_TIMEOUT_MS / 1000)} s (SDK rewrite disabled by localStorage)`));
      }
    }, SDK_POLL_MS);
  });
}
