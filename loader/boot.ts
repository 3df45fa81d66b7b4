/**
 * The loader's lifecycle (SPEC §4 "App lifecycle"): started → initialized (DOM ready, widgets loaded)
 * → ready (every frame booted). The configuration request starts at once, in parallel with parsing,
 * because it is on the critical path to the first visible widget.
 */
import { classifyWidget, isEmbeddedWidget, toAppState, widgetEnvelopeSchema, widgetPixelAccount, withWidgetAliases, type Widget } from '../bridge-protocol/config';
import { exceedsDepth, MAX_CONFIG_DEPTH } from '../bridge-protocol/jsonDepth';
import { checkPageFields, missingPageFields, type CheckedPageFields } from '../bridge-protocol/pageFields';
import { safeStringify } from '../bridge-protocol/safeJson';
import type { HostToFrameMap, HostToFrameName, MessengerSdkState } from '../bridge-protocol/messages';
import { findLoaderScript, readEmbedSettings, type EmbedSettings } from './embedAttributes';
import { createEmitter } from './emitter';
import { findEmbedAnchor } from './frames/embedAnchor';
import { place } from './frames/placementManager';
import { planEmbedReload } from './frames/planEmbedReload';
import { createWidgetHost, type HostContext, type WidgetHost } from './frames/widgetHost';
import { installHostHook } from './hostHooks';
import { loadConfig } from './loadConfig';
import { createPublicApi, type LoaderStatus, type MCPublic } from './publicApi';
import { startPageSignals, type PageSignals } from './signals/pageSignals';
import type { Timers } from './signals/throttle';
import { createStorage } from './storage';
import { readMessengerOverrideValues } from '../bridge-protocol/messengerOverrides';
import { createWidgetSession, randomId } from './widgetSession';
import { isBotUserAgent } from './pixel/botFlag';
import { IMPRESSION_EVENT, impressionPayload, widgetIdValue } from './pixel/impressionEvent';
import { createPixelClient, type PixelClient } from './pixel/pixelClient';
import { establishPixelSession, PIXEL_SESSION_KEY, type EstablishedSession, type PixelSession } from './pixel/pixelSession';
import { createPixelTransport } from './pixel/pixelTransport';
import { takeUrlToken } from './pixel/urlToken';
import { replayQueue, takeQueue } from './queue';
import type { KeyValueStore } from './storage';
import { isHostAllowedForSms, isSmsChannel } from '../bridge-protocol/smsWhitelist';
import { yieldToMain } from '../bridge-protocol/yieldToMain';
import { errorText } from '../bridge-protocol/errorText';

/** A frame that never reports must not hold the host's mcAsyncInit hostage. */
export const READY_TIMEOUT_MS = 10_000;

type MCWindow = Window & { MC?: unknown };

/** The queue snippet leaves a stub function (with a `q` array once called); a loaded MC has a version. */
function isQueueStub(value: unknown): boolean {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return false;
  return !('version' in value) && (typeof value === 'function' || Array.isArray((value as { q?: unknown }).q));
}

/** SPEC §4 "Pixel session": established at once, in parallel with the configuration request. */
function startPixelSession(win: MCWindow, storage: KeyValueStore, pageId: string): Promise<EstablishedSession> {
  // Read once, and gone from the address bar before anything else can copy it (SPEC §4).
  const urlToken = takeUrlToken(win);
  return establishPixelSession({
    storage,
    pageId,
    urlToken,
    now: Date.now(),
    random: Math.random,
    guid: () => randomId(),
    subtle: win.crypto?.subtle,
  }).catch(async (error: unknown) => {
    // Nothing of the visitor's flow may depend on this: a session for this page view only.
    console.warn(`[MC] the pixel session could not be stored (${errorText(error)}); using one for this page view.`);
    const session: PixelSession = { sessionId: randomId().replace(/-/g, ''), hasOptedIn: false, pageId, token: null, custom: {} };
    return { session, events: [] };
  });
}

export function boot(win: MCWindow): MCPublic | null {
  performance.mark?.('mc:loader-start');
  if (win.MC !== undefined && !isQueueStub(win.MC)) {
    console.warn('[MC] window.MC already exists: the loader is included more than once; this copy does nothing.');
    return null;
  }
  const script = findLoaderScript(win.document);
  const settings = script ? readEmbedSettings(script, win.document.baseURI) : 'no loader <script data-page-id> found';
  if (typeof settings === 'string') {
    console.error(`[MC] ${settings}; no widget is shown.`);
    return null;
  }

  const emitter = createEmitter();
  const hosts = new Map<string, WidgetHost>();
  let status: LoaderStatus = 'started';
  const queued = takeQueue(win.MC);

  // Page-level fields checked one by one: a wrong-typed one is dropped, not fatal (pageFields.ts).
  const configPromise = loadConfig(settings.api, settings.pageId).then(checkPageFields);
  // Handled below; this keeps an early failure from being reported as unhandled before DOM ready.
  configPromise.catch(() => undefined);

  const storage = createStorage(win);
  const established = startPixelSession(win, storage, settings.pageId);
  let bot: boolean | undefined;
  const pixel = createPixelClient({
    pixelApi: settings.pixelApi,
    pageId: settings.pageId,
    session: established.then(({ session }) => session),
    appId: configPromise.then(
      ({ config }) => toAppState(config, settings.pageId).appId,
      () => null,
    ),
    // Not JSON.stringify: the host page may have replaced it (safeJson.ts).
    saveSession: (session) => storage.set(PIXEL_SESSION_KEY, safeStringify(session)),
    bot: () => (bot ??= isBotUserAgent(win.navigator.userAgent)),
    transport: createPixelTransport(win),
    now: Date.now,
  });
  // SPEC §4: a new session is announced (new_pixel_session, then authentication with a new valid token).
  // In idle time: nothing a visitor sees waits for it, and the widgets come first.
  void established.then(({ events }) =>
    whenIdle(win, async () => {
      for (const { event, payload } of events) {
        await pixel.logEvent(event, { payload }).catch((error: unknown) => console.warn(`[MC] the pixel event ${event} was not sent: ${errorText(error)}`));
      }
    }),
  );

  let parseEmbeds = (): void => undefined;
  const mc = createPublicApi({ emitter, hosts, status: () => status, pixel, parse: () => parseEmbeds() });
  win.MC = mc;
  const initializedHook = installHostHook(win, 'mcInitialized', mc);
  const readyHook = installHostHook(win, 'mcAsyncInit', mc);
  emitter.emit('started', {});

  const setStatus = (next: LoaderStatus, detail: Record<string, unknown> = {}): void => {
    // The calls made before the loader arrived run, in order, once the widgets exist.
    if (next === 'initialized') replayQueue(mc as unknown as Parameters<typeof replayQueue>[0], queued.splice(0));
    status = next;
    emitter.emit(next, detail);
    (next === 'initialized' ? initializedHook : readyHook).fire(detail);
  };

  onDomReady(win.document, () => {
    initialize({
      win,
      settings,
      configPromise,
      hosts,
      emit: emitter.emit,
      setStatus,
      storage,
      sessionId: established.then(({ session }) => session.sessionId),
      pixel,
      setParse: (fn) => (parseEmbeds = fn),
    }).catch((error: unknown) => {
      // Whatever broke, the host page's hooks and queued calls still get their moments.
      console.error('[MC] the widgets could not be loaded', error);
      if (status === 'started') setStatus('initialized');
      if (status === 'initialized') setStatus('ready');
    });
  });
  return mc;
}

/** Runs `fn` when the browser is idle (within 2 s), or after a short delay where there is no idle callback. */
function whenIdle(win: Window, fn: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => fn(), { timeout: 2_000 });
  else win.setTimeout(fn, 200);
}

function onDomReady(doc: Document, fn: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

const browserTimers: Timers = {
  // Date.now needs no `this`; the timer functions do (window's), hence their wrappers.
  now: Date.now,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface InitializeParts {
  win: MCWindow;
  settings: EmbedSettings;
  configPromise: Promise<CheckedPageFields>;
  hosts: Map<string, WidgetHost>;
  emit: (event: string, detail: Record<string, unknown>) => void;
  setStatus: (status: LoaderStatus, detail?: Record<string, unknown>) => void;
  storage: KeyValueStore;
  /** The pixel session's id, which the widget session takes (one visitor session everywhere). */
  sessionId: Promise<string>;
  pixel: PixelClient;
  setParse: (parse: () => void) => void;
}

async function initialize({ win, settings, configPromise, hosts, emit, setStatus, storage, sessionId, pixel, setParse }: InitializeParts): Promise<void> {
  const session = createWidgetSession(storage, randomId, await sessionId);
  // SPEC §9: read once per page view, parsed in each frame (a malformed value is ignored with a warning there).
  const messengerOverrides = readMessengerOverrideValues((key) => storage.get(key));
  /** Replaced once the configuration is known; a route change before that has nothing to reload. */
  let reloadEmbeds = (): void => undefined;
  const broadcast = <N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void => {
    for (const host of hosts.values()) host.deliver(name, payload);
  };
  const signals: PageSignals = startPageSignals(
    win,
    {
      page: (page) => broadcast('mc:page-signals', page),
      anchorReached: (anchor) => broadcast('mc:anchor-reached', { anchor }),
      route: (route, page) => {
        broadcast('mc:route-change', route);
        broadcast('mc:page-signals', page);
        // After the app has rendered the new route: its anchors exist by the next frame.
        win.requestAnimationFrame(() => reloadEmbeds());
      },
      viewport: (viewport) => {
        broadcast('mc:viewport', viewport);
        // Overlaps depend on the viewport's width (placementManager.ts).
        place(null, viewport.width);
      },
    },
    browserTimers,
  );

  let checked: CheckedPageFields;
  try {
    checked = await configPromise;
  } catch (error) {
    console.error(`[MC] could not load the widgets of page "${settings.pageId}": ${errorText(error)}`);
    setStatus('initialized');
    setStatus('ready');
    return;
  }

  const { config, invalid } = checked;
  for (const { field, error } of invalid) console.error(`[MC] the page's ${field} is invalid (${error}); it is ignored.`);

  const pending = new Set<string>();
  /** Until every iframe exists (they are created one per task, below). */
  let mounting = true;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * SPEC §4 "when the messenger SDK is ready emits ready": `ready` waits, beyond every frame's boot, for
   * the messenger SDK of every frame that loads it, and says how that ended (`messenger` in its detail
   * and in mcAsyncInit's second argument): 'ready', 'fallback' (at least one frame could not load it, so
   * the "Go to Messenger" link stands in) or 'none' (no widget needs it).
   */
  let messenger: MessengerSdkState = 'none';
  const ready = (): void => setStatus('ready', { messenger });
  const settle = (id: string, sdk?: unknown): void => {
    if (sdk === 'fallback' || (sdk === 'ready' && messenger === 'none')) messenger = sdk;
    // A frame may report before the last iframe exists: ready waits for every widget to be mounted.
    if (!pending.delete(id) || pending.size > 0 || mounting) return;
    clearTimeout(readyTimer);
    ready();
  };
  const pixelAccounts = new Map<string, string | undefined>();

  const app = toAppState(config, settings.pageId);
  /** A widget's pixel event (SPEC §7, with the browser's user_agent): never lost silently, never thrown into the host page. */
  const logPixel = (id: string, event: string, payload: object): Promise<void> =>
    pixel.logEvent(event, { payload: { ...payload, user_agent: navigator.userAgent }, account: pixelAccounts.get(id) }).catch((error: unknown) => {
      console.warn(`[MC] widget ${id}: the ${event} event was not recorded: ${errorText(error)}`);
    });
  /** SPEC §4: opening commits an impression, reported through the page pixel. */
  const fireImpression = async (detail: Record<string, unknown>): Promise<void> => {
    const widget = { id: String(detail.widgetId), type: String(detail.widgetType) };
    const at = typeof detail.at === 'number' ? detail.at : Date.now();
    await logPixel(widget.id, IMPRESSION_EVENT, await impressionPayload(widget, at, randomId()));
  };

  let firstVisible = false;
  const ctx: HostContext = {
    settings,
    app,
    session,
    hostOrigin: win.location.origin,
    messengerOverrides,
    current: () => ({ page: signals.page, route: signals.route, viewport: signals.viewport }),
    watchAnchors: (ids) => signals.watchAnchors(ids),
    emit: (event, detail) => {
      emit(event, detail);
      // A frame whose messenger SDK is still loading settles with its `mc:sdk` report (sdk below).
      if ((event === 'ready' && detail.messenger !== 'pending') || event === 'error') settle(String(detail.widgetId), detail.messenger);
      if (event === 'impression') void fireImpression(detail);
      // SPEC §4: the session's opt-in flag follows what the server reported to the widget.
      if (event === 'optedin') void pixel.markOptedIn();
    },
    logPixel: (id, event, detail) => void logPixel(id, event, { ...detail, widget_id: widgetIdValue(id) }),
    sdk: (id, { sdk, ready: loaded }) => {
      // SPEC §3 runtime app state; frames created later (embeds after a route change) boot with it.
      if (loaded) app[`${sdk}Ready`] = true;
      if (sdk === 'fbsdk') settle(id, loaded ? 'ready' : 'fallback');
    },
    onVisible: (host) => {
      emit('widget:visible', { widgetId: host.id, widgetType: host.type });
      if (firstVisible) return;
      firstVisible = true;
      performance.mark?.('mc:first-widget-visible');
    },
  };

  const doc = win.document;
  const seen = new Set<string>();
  const embedded = new Map<string, Widget>();
  // One iframe per task: creating an iframe is the costliest thing the loader does on the host's thread
  // (tens of milliseconds each under a 4× CPU throttle), so ten of them in one task would block the page.
  for (const [index, raw] of config.widgets.entries()) {
    if (index > 0) await yieldToMain();
    mountWidget(raw, index);
  }
  mounting = false;

  function mountWidget(raw: unknown, index: number): void {
    const widget = acceptWidget(raw, index, seen);
    if (!widget) return;
    const id = String(widget.widget_id);
    pixelAccounts.set(id, widgetPixelAccount(widget));
    const missing = missingPageFields(widget.channel, invalid);
    if (missing.length > 0) return console.error(`[MC] widget ${id} needs the page's ${missing.join(', ')}, which is invalid; this widget is disabled.`);
    // SPEC §5: an SMS widget exists only on a whitelisted host (localhost added), when there is a whitelist.
    if (isSmsChannel(widget.channel) && !isHostAllowedForSms(win.location.hostname, app.whitelist)) {
      return console.warn(`[MC] widget ${id} (SMS) is not shown: ${win.location.hostname} is not in the page's whitelist.`);
    }
    let mount: HTMLElement | null = doc.body;
    if (isEmbeddedWidget(widget.widget_type)) {
      embedded.set(id, widget);
      mount = findEmbedAnchor(doc, id);
      if (!mount) return console.warn(`[MC] widget ${id} (${widget.widget_type}) has no element with data-widget-id="${id}" on this page.`);
    }
    const host = mount && mountHost(widget, mount, ctx);
    if (host) {
      hosts.set(id, host);
      pending.add(id);
    }
  }

  reloadEmbeds = () => {
    const plan = planEmbedReload(
      Array.from(embedded.keys(), (id) => ({ id, anchor: findEmbedAnchor(doc, id), mountedIn: hosts.get(id)?.iframe.parentElement ?? null })),
    );
    for (const id of plan.destroy) {
      hosts.get(id)?.destroy();
      hosts.delete(id);
    }
    for (const { id, anchor } of plan.create) {
      const widget = embedded.get(id);
      const host = widget && mountHost(widget, anchor, ctx);
      if (host) hosts.set(id, host);
    }
  };

  setParse(() => reloadEmbeds());
  setStatus('initialized');
  if (pending.size === 0) ready();
  else
    readyTimer = setTimeout(() => {
      console.warn(`[MC] widget(s) ${Array.from(pending).join(', ')} did not report ready within ${READY_TIMEOUT_MS} ms.`);
      pending.clear();
      ready();
    }, READY_TIMEOUT_MS);
}

/** One widget entry: a broken one is disabled with one console error; the others go on. */
function acceptWidget(configured: unknown, index: number, seen: Set<string>): Widget | null {
  // SPEC §3: `id` and `type` name the widget too; the frame and the public object see widget_id / widget_type.
  const raw = withWidgetAliases(configured);
  const invalid = widgetEnvelopeSchema(raw, `widgets[${index}]`);
  if (invalid) {
    console.error(`[MC] widget configuration ${invalid}; this widget is disabled.`);
    return null;
  }
  const widget = raw as Widget;
  const id = String(widget.widget_id);
  const kind = classifyWidget(widget.widget_type, widget.channel);
  if (kind === 'config-only') return null;
  if (kind !== 'visual') {
    const why = kind === 'unknown-type' ? `unknown widget_type "${widget.widget_type}"` : `no layout for widget_type "${widget.widget_type}" on channel "${widget.channel ?? 'fb'}"`;
    console.error(`[MC] widget ${id}: ${why}; this widget is disabled.`);
    return null;
  }
  // Before anything walks it: structured clone and serialisers overflow the stack on deep nesting.
  if (exceedsDepth(widget, MAX_CONFIG_DEPTH)) {
    console.error(`[MC] widget ${id}: the configuration is nested deeper than ${MAX_CONFIG_DEPTH} levels; this widget is disabled.`);
    return null;
  }
  if (seen.has(id)) {
    console.error(`[MC] widget ${id} appears twice in the configuration; the second one is disabled.`);
    return null;
  }
  seen.add(id);
  return widget;
}

function mountHost(widget: Widget, mount: HTMLElement, ctx: HostContext): WidgetHost | null {
  try {
    return createWidgetHost(widget, mount, ctx);
  } catch (error) {
    console.error(`[MC] widget ${String(widget.widget_id)} could not be created; it is disabled.`, error);
    return null;
  }
}
