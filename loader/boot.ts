/**
 * The loader's start (SPEC §4 "App lifecycle"), in named steps: the configuration request and the
 * pixel session start at once, in parallel with parsing, because they are on the critical path to the
 * first visible widget; on DOM ready the page's signals start, the widgets are mounted one per task
 * (widgetMounts.ts), and each frame's report moves the start on. What has reported and what is still
 * awaited is readiness.ts's, a pure model; this file wires it to MC's events and the host hooks.
 */
import { asText, widgetPixelAccount, type AppConfig, type Widget } from '../bridge-protocol/config';
import { bootstrapPage } from './bootstrapPage';
import { checkHostPageFields, type CheckedPageFields } from '../bridge-protocol/pageFields';
import { safeStringify } from '../bridge-protocol/safeJson';
import type { HostToFrameMap, HostToFrameName } from '../bridge-protocol/messages';
import { findLoaderScript, readEmbedSettings, type EmbedSettings } from './embedAttributes';
import { createEmitter, type Emitter } from './emitter';
import { keyboard, place } from './frames/placementManager';
import { previousFrameTurn } from './frames/frameTurn';
import { replayQueue, takeQueue } from './queue';
import type { HostContext, WidgetHost } from './frames/widgetHost';
import { installHostHook } from './hostHooks';
import { loadConfig } from './loadConfig';
import { takePageScriptConfig } from './pageScriptConfig';
import { readCachedConfig, saveCachedConfig } from './configCache';
import { replaceChangedWidgets } from './replaceChangedWidgets';
import { createStorage, type HeldStore } from './storage';
import { createConsentGate, type ConsentGate } from './consent/consentGate';
import { waitsForConsent } from '../bridge-protocol/consentSettings';
import { createPublicApi, type MCPublic } from './publicApi';
import { frameCreated, readyTimedOut, sdkReported, startFailed, STARTED, statusDetail, statusesPassed, widgetEvent, widgetsMounted, type Readiness, type Transition } from './readiness';
import { startPageSignals } from './signals/pageSignals';
import { watchPageSwaps } from './signals/pageSwaps';
import { watchTriggerClicks } from './signals/triggerClicks';
import type { Timers } from './signals/throttle';
import { readMessengerOverrideValues } from '../bridge-protocol/messengerOverrides';
import { createWidgetMounts } from './widgetMounts';
import { releaseUnusedAnchors } from './frames/embedAnchor';
import { clearWidgetSession, createWidgetSession, randomId, type SessionPersistence } from './widgetSession';
import type { PixelClient } from './pixel/pixelClient';
import { extrasLoader, type Extras } from './extras/loadExtras';
import { createLazyGrowth, usesGrowth, type LazyGrowth } from './growth/lazyGrowth';
import { isOverlay, type Frequency } from '../bridge-protocol/overlayCap';
import { establishPixelSession, PIXEL_SESSION_KEY, type EstablishedSession, type PixelSession } from './pixel/pixelSession';
import { takeUrlToken } from './pixel/urlToken';
import { widgetIdValue } from './pixel/widgetIdValue';
import type { KeyValueStore } from './storage';
import { yieldToMain } from '../bridge-protocol/yieldToMain';
import { errorText } from '../bridge-protocol/errorText';

/** A frame that never reports must not hold the host's mcAsyncInit hostage. */
export const READY_TIMEOUT_MS = 10_000;

type MCWindow = Window & { MC?: unknown };

/** The queue snippet leaves a stub function (with a `q` array once called); a loaded MC has a version. */
function isQueueStub(value: unknown): boolean {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null && Array.isArray((value as { q?: unknown }).q))) && !('version' in value);
}

/** SPEC §4 "Pixel session": established at once, in parallel with the configuration request. */
async function startPixelSession(win: MCWindow, storage: KeyValueStore, pageId: string, extras: () => Promise<Extras>): Promise<EstablishedSession> {
  // Read once, and gone from the address bar before anything else can copy it (SPEC §4).
  const urlToken = takeUrlToken(win);
  // The rest in a task of its own, after the configuration request has gone out: the session's hash and
  // storage were a third of the loader's first task with site isolation off (profiled, issue 26 item 4).
  await yieldToMain();
  // Its check decodes the token, code in the lazy chunk (fetched in parallel with the configuration):
  // only a page reached by a link that carries a token waits for it.
  const token = urlToken && (await extras().then(({ validUrlToken }) => validUrlToken(urlToken, Date.now()), () => null));
  return establishPixelSession({
    storage,
    pageId,
    token,
    now: Date.now(),
    random: Math.random,
    guid: () => randomId(),
    subtle: win.crypto?.subtle,
  }).catch((error: unknown): EstablishedSession => {
    // Nothing of the visitor's flow may depend on this: a session for this page view only.
    console.warn(`[MC] the pixel session could not be stored (${errorText(error)}); using one for this page view.`);
    const session: PixelSession = { sessionId: randomId().replace(/-/g, ''), hasOptedIn: false, pageId, token: null, custom: {} };
    return { session, opening: null };
  });
}

/**
 * The growth rules' first-script side (growth/lazyGrowth.ts), with the two things initialize sets once
 * they exist: where the overlay cap is announced (the page's signals) and where `frequency` is read.
 */
function startGrowth(
  win: MCWindow,
  settings: EmbedSettings,
  storage: KeyValueStore,
  extras: () => Promise<Extras>,
  initialized: Promise<unknown>,
): Pick<InitializeParts, 'growth' | 'capAnnounce' | 'frequency'> {
  // Until the page's signals exist no frame is there to hear the cap.
  const capAnnounce = { to: (capped: boolean): void => void capped };
  const frequency = { of: (): Frequency | undefined => undefined };
  const growth = createLazyGrowth(extras, { win, storage, frequency: () => frequency.of(), announce: (capped) => capAnnounce.to(capped), newId: randomId, api: settings.api, pageId: settings.pageId });
  // A page whose widgets do not wait for them (growthOnPage) loads them in idle time after its widgets: the
  // visit then counts for other pages' audiences, and the widgets' events say their source.
  void initialized.then(() => whenIdle(win, () => void growth.load()));
  return { growth, capAnnounce, frequency };
}

/** Applies a transition of the start (readiness.ts) and announces what it reached; answers the readiness after it. */
type Step = (transition: Transition) => Readiness;

/** The embeds' reload: nothing until the widgets are mounted, then widgetMounts.ts's. */
interface Embeds {
  reload(): void;
}

export function boot(win: MCWindow): MCPublic | null {
  performance.mark?.('mc:loader-start');
  if (win.MC !== undefined && !isQueueStub(win.MC)) {
    // A site that swaps its pages (Turbo, htmx) runs the tag of each new body again, once the old body
    // (and the tag the running loader came from) has left: that is no second copy pasted by mistake.
    if (win.document.querySelectorAll('script[data-page-id]').length > 1) console.warn('[MC] window.MC already exists: the loader is included more than once; this copy does nothing.');
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
  const queued = takeQueue(win.MC);
  const storage = createStorage(win);
  const consent = createConsentGate(storage);
  const extras = extrasLoader(settings.assets);
  const { configPromise, changedConfig } = startConfig(win, settings, storage, pageConsent(win, consent, extras));
  const established = startPixelSession(win, storage, settings.pageId, extras);
  // Once the widgets exist (or could not), what waits for the lazy chunk may use idle time.
  const initialized = new Promise((resolve) => emitter.on('initialized', resolve));
  const pixel = startPagePixel(win, settings, storage, established, configPromise, extras, Promise.all([initialized, consent.granted]));
  const { growth, capAnnounce, frequency } = startGrowth(win, settings, storage, extras, initialized);
  let readiness = STARTED;
  const embeds: Embeds = { reload: () => undefined };
  const sessionPersistence: SessionPersistence = { cleared: false };
  const clearSession = (): void => clearWidgetSession(storage, sessionPersistence);
  const mc = createPublicApi({ emitter, hosts, status: () => readiness.status, pixel, parse: () => embeds.reload(), clearSession, growth, consent: consent.site });
  win.MC = mc;
  // Two queued calls count at once, not once the widgets exist: the site's attributes before any widget is
  // placed (the audiences'), and its consent before anything would be stored (docs/CONSENT.md).
  for (const [name, value] of queued) if (name === 'set' || name === 'consent') mc[name](value as never);
  watchTriggerClicks(win.document, mc.trigger);
  const initializedHook = installHostHook(win, 'mcInitialized', mc);
  const readyHook = installHostHook(win, 'mcAsyncInit', mc);
  emitter.emit('started', {});
  // Each status passed is announced in order, MC.status saying it as its event goes out. Announcements
  // never nest: frames report through their ports, never from inside a listener.
  const step: Step = (transition) => {
    const next = transition(readiness);
    for (const status of statusesPassed(readiness.status, next.status)) {
      // The calls made before the loader arrived run, in order, once the widgets exist.
      if (status === 'initialized') {
        // Every widget that will come has its frame by now (or the configuration failed).
        releaseUnusedAnchors(win.document, hosts);
        // A queued consent has counted already: replayed now it could undo the site's later word.
        replayQueue(mc as unknown as Parameters<typeof replayQueue>[0], queued.splice(0).filter(([name]) => name !== 'consent'));
      }
      readiness = { ...next, status };
      const detail = statusDetail(readiness);
      emitter.emit(status, detail);
      (status === 'initialized' ? initializedHook : readyHook).fire(detail);
    }
    return (readiness = next);
  };

  onDomReady(win.document, () => {
    const parts = { win, settings, configPromise, hosts, emitter, storage, established, pixel, step, embeds, changedConfig, sessionPersistence, growth, capAnnounce, frequency, extras };
    initialize(parts).catch((error: unknown) => {
      // Whatever broke, the host page's hooks and queued calls still get their moments.
      console.error('[MC] the widgets could not be loaded', error);
      step(startFailed);
    });
  });
  return mc;
}

/** What the page's configuration says about consent (consent/consentGate.ts), once it is known. */
function pageConsent(win: MCWindow, consent: ConsentGate, extras: () => Promise<Extras>): (config: AppConfig) => void {
  return (config) => {
    const waits = waitsForConsent(config.consent);
    consent.page(waits);
    // The site's TCF / Consent Mode signals, read only where the page waits for them (consent/consentSignals.ts, in the lazy chunk).
    if (waits) void extras().then(({ watchConsentSignals }) => watchConsentSignals(win, consent.site), () => undefined);
  };
}

/**
 * The configuration the widgets start from, and the server's answer when it differs from that. On a
 * repeat visit the widgets start from the copy stored at the last one (configCache.ts) while the
 * request, revalidated by the browser with its ETag, goes out in parallel. Under the per-page tag
 * there is no request: its script handed the answer over (pageScriptConfig.ts).
 */
function startConfig(win: MCWindow, settings: EmbedSettings, storage: KeyValueStore, known: (config: AppConfig) => void): { configPromise: Promise<CheckedPageFields>; changedConfig: Promise<CheckedPageFields | null> } {
  // The per-page script's configuration is the server's fresh answer (bridge-protocol/pageScript.ts):
  // no request, and the stored copy is neither read nor written (the browser caches that script).
  const handed = takePageScriptConfig(win, settings.pageId);
  // The studio's editing mode shows what is saved now, never an older copy.
  const cached = settings.editMode || handed ? null : readCachedConfig(storage, settings.pageId, Date.now());
  const loaded = handed ?? loadConfig(settings.api, settings.pageId);
  // Page-level fields checked one by one: a wrong-typed one is dropped, not fatal (pageFields.ts).
  const configPromise = (cached ? Promise.resolve(cached.config) : loaded.then(({ config }) => config)).then(checkHostPageFields);
  // Handled in initialize; this keeps an early failure from being reported as unhandled before DOM ready.
  configPromise.catch(() => undefined);
  // Whether the page waits for consent, from the server's answer (a stored copy may predate the setting);
  // with neither, nothing is stored.
  void loaded.then(({ config }) => config, () => cached?.config).then((config) => config && known(config));
  const changedConfig = loaded.then(({ config, text }) => {
    // Unchanged: nothing to store (no localStorage write, nor a `storage` event in the site's other tabs, per page view).
    if (handed || (cached !== null && text === cached.text)) return null;
    saveCachedConfig(storage, settings.pageId, text, Date.now());
    return cached === null ? null : checkHostPageFields(config);
  });
  changedConfig.catch((error: unknown) => {
    // Without a stored copy the start itself reports it (initialize); with one the widgets go on from it.
    if (cached) console.warn(`[MC] the configuration of page "${settings.pageId}" could not be checked for changes (${errorText(error)}); the widgets run from the copy stored at the last visit.`);
  });
  return { configPromise, changedConfig };
}

/** The pixel client's calls, each answered once the lazy chunk holding the client has arrived. */
const PIXEL_CALLS = ['logEvent', 'logConversionEvent', 'logMoneyEvent', 'checkOptin', 'markOptedIn'] as const;

/**
 * The page pixel's client, from the loader's lazy chunk (extras/): its first call fetches it (the new
 * session's events, in idle time, or the host page's own call), so no first paint waits for its bytes.
 */
function startPagePixel(
  win: MCWindow,
  settings: EmbedSettings,
  storage: HeldStore,
  established: Promise<EstablishedSession>,
  configPromise: Promise<CheckedPageFields>,
  extras: () => Promise<Extras>,
  initialized: Promise<unknown>,
): PixelClient {
  let client: Promise<PixelClient> | undefined;
  const loaded = (): Promise<PixelClient> =>
    (client ??= extras().then(({ createPixelClient, createPixelTransport, isBotVisitor }) => {
      let bot: boolean | undefined;
      return createPixelClient({
        pixelApi: settings.pixelApi,
        pageId: settings.pageId,
        session: established.then(({ session }) => session),
        appId: configPromise.then(
          ({ config }) => asText(config.appId),
          () => null,
        ),
        // Not JSON.stringify: the host page may have replaced it (safeJson.ts).
        saveSession: (session) => storage.set(PIXEL_SESSION_KEY, safeStringify(session)),
        bot: () => (bot ??= isBotVisitor(win.navigator)),
        transport: createPixelTransport(win),
        now: Date.now,
        held: () => storage.held,
      });
    }));
  // A call before the chunk arrived waits for it; one whose chunk could not be fetched is refused with why.
  const pixel = Object.fromEntries(
    PIXEL_CALLS.map((call) => [call, (...args: unknown[]) => loaded().then((c) => (c[call] as (...a: unknown[]) => Promise<unknown>)(...args))]),
  ) as unknown as PixelClient;
  // SPEC §4: a new session is announced (new_pixel_session, then authentication with a new valid token).
  // In idle time once the widgets exist: nothing a visitor sees waits for it or for the chunk it needs.
  // Under consent mode once the site allows it (`initialized` then includes the grant): these two open the
  // session stored at that moment; what happened before it is not sent (docs/CONSENT.md).
  void Promise.all([established, initialized]).then(
    ([{ session, opening }]) =>
      opening &&
      whenIdle(win, async () => {
        for (const { event, payload } of await extras().then(({ sessionOpeningEvents }) => sessionOpeningEvents(session, opening), () => [])) {
          await pixel.logEvent(event, { payload }).catch((error: unknown) => console.warn(`[MC] the pixel event ${event} was not sent: ${errorText(error)}`));
        }
      }),
  );
  return pixel;
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
  emitter: Emitter;
  storage: KeyValueStore;
  /** The pixel session, whose id the widget session takes (one visitor session everywhere). */
  established: Promise<EstablishedSession>;
  pixel: PixelClient;
  step: Step;
  embeds: Embeds;
  /** The server's configuration when it differs from the stored copy the widgets started from. */
  changedConfig: Promise<CheckedPageFields | null>;
  /** Cleared by MC.clearSession(), perhaps before the session exists. */
  sessionPersistence: SessionPersistence;
  growth: LazyGrowth;
  /** Where the overlay cap is announced, and where its `frequency` is read: set here once both exist. */
  capAnnounce: { to(capped: boolean): void };
  frequency: { of(): Frequency | undefined };
  extras: () => Promise<Extras>;
}

/** On DOM ready: the page's signals, the configuration, then the widgets, one per task; then initialized. */
async function initialize(parts: InitializeParts): Promise<void> {
  const { win, settings, configPromise, hosts, storage, step, embeds } = parts;
  const session = createWidgetSession(storage, randomId, (await parts.established).session.sessionId, parts.sessionPersistence);
  // The page's signals start in a task of their own, apart from the session's.
  await yieldToMain();
  // SPEC §9: read once per page view, parsed in each frame (a malformed value is ignored with a warning there).
  const messengerOverrides = readMessengerOverrideValues((key) => storage.get(key));
  const broadcast = <N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void => {
    for (const host of hosts.values()) host.deliver(name, payload);
  };
  // The page's signals, passed on to every frame; the widgets follow the viewport, the embeds the route.
  const signals = startPageSignals(
    win,
    {
      page: (page) => broadcast('mc:page-signals', page),
      anchorReached: (anchor) => broadcast('mc:anchor-reached', { anchor }),
      route: (route, page) => {
        // A new page view for the audiences and the cap (a site that swaps its pages).
        const growth = parts.growth.now;
        growth?.visitor.pageView();
        growth?.cap.newPageView();
        growth?.audience.recheck();
        broadcast('mc:route-change', route);
        broadcast('mc:page-signals', page);
        // After the app has rendered the new route: its anchors exist by the next frame.
        win.requestAnimationFrame(() => embeds.reload());
      },
      viewport: (viewport) => {
        broadcast('mc:viewport', viewport);
        // Overlaps depend on the viewport's width (placementManager.ts).
        place(null, viewport.width);
      },
    },
    browserTimers,
  );
  followVisualViewport(win, signals, parts.extras);
  const checked = await configPromise.catch((error: unknown) => {
    console.error(`[MC] could not load the widgets of page "${settings.pageId}": ${errorText(error)}`);
  });
  if (!checked) return void step(startFailed);
  const { config, invalid } = checked;

  let framesStarted = (): void => undefined;
  const allFramesStarted = new Promise<void>((resolve) => (framesStarted = resolve));
  const base = { settings, growth: parts.growth, page: bootstrapPage(win, config), sdkReady: { fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false }, session, hostOrigin: win.location.origin, messengerOverrides, signals, allFramesStarted };
  await growthOnPage(parts, base, config);
  const ctx = createHostContext(parts, base, (id) => mounts.widget(id));
  let mounts = createWidgetMounts(win, hosts, ctx, invalid);
  // One iframe per task: creating an iframe is the costliest thing the loader does on the host's thread
  // (tens of milliseconds each under a 4× CPU throttle), so ten of them in one task would block the page.
  // The first one too gets a task of its own, apart from reading and checking the configuration (with
  // site isolation off the two together were one 190 ms task, profiled). Each after the one before it
  // has said hello (frames/frameTurn.ts).
  let previous: WidgetHost | undefined;
  for (const [index, raw] of config.widgets.entries()) {
    await previousFrameTurn(previous);
    await yieldToMain();
    const id = mounts.mount(raw, index);
    if (id) {
      step(frameCreated(id));
      previous = hosts.get(id);
    }
  }
  void previousFrameTurn(previous).then(framesStarted);
  embeds.reload = () => mounts.reload();
  // Sites that swap their pages (README "Sites that swap pages"): the new page's anchors, whenever they come.
  watchPageSwaps(win, embeds.reload);
  void parts.changedConfig.then(async (next) => {
    if (next && usesGrowth(next.config)) await parts.growth.load();
    if (next) mounts = await replaceChangedWidgets({ win, hosts, ctx, mounts, step, extras: parts.extras }, config, next);
  }, () => undefined);
  if (step(widgetsMounted).status === 'ready') return;
  // Not cleared when the frames report first: a timeout with nothing left to give up on changes nothing.
  setTimeout(() => {
    step((readiness) => {
      if (readiness.pending.length > 0) console.warn(`[MC] widget(s) ${readiness.pending.join(', ')} did not report ready within ${READY_TIMEOUT_MS} ms.`);
      return readyTimedOut(readiness);
    });
  }, READY_TIMEOUT_MS);
}

/**
 * The on-screen keyboard moves and shrinks the visual viewport only: the widgets follow it
 * (frames/keyboardLift.ts), from the lazy chunk in idle time (the host-page script's bytes are its budget).
 */
function followVisualViewport(win: Window, signals: { readonly viewport: { width: number } }, extras: () => Promise<Extras>): void {
  whenIdle(win, () => void extras().then(({ followKeyboard }) => followKeyboard(win, keyboard, () => place(null, signals.viewport.width)), () => undefined));
}

/**
 * The growth rules on this page: a page that uses them waits for them (lazyGrowth.ts), and its frames
 * start knowing whether the overlay cap is reached; any other page loads them in idle time (boot).
 */
async function growthOnPage(parts: InitializeParts, base: HostBase, config: AppConfig): Promise<void> {
  // Read from the page's configuration as it is now (replaced on a page-level change).
  parts.frequency.of = () => base.page.config.frequency as Frequency | undefined;
  parts.capAnnounce.to = (overlaysCapped) => base.signals.update({ overlaysCapped });
  if (usesGrowth(config) && (await parts.growth.load())?.cap.capped()) base.signals.update({ overlaysCapped: true });
}

/** The page's state every bootstrap carries (HostContext's data). */
type HostBase = Pick<HostContext, 'settings' | 'growth' | 'page' | 'sdkReady' | 'session' | 'hostOrigin' | 'messengerOverrides' | 'signals' | 'allFramesStarted'>;

/**
 * What every widget host is given: the page's state for its bootstrap, and where its frame's reports go
 * (MC's events, the start's readiness, the page pixel with the widget's own account, the SDK flags).
 */
function createHostContext({ emitter, pixel, step }: InitializeParts, base: HostBase, widgetOf: (id: string) => Widget | undefined): HostContext {
  let firstVisible = false;
  return {
    ...base,
    emit: (event, detail) => {
      // Every event of a widget under a split test says its arm (issue 47).
      const variant = base.growth.now?.tests.variant(String(detail.widgetId));
      if (variant) detail = { ...detail, variant };
      // The visitor closed an overlay: the page-wide cap's cooldown starts.
      if (event === 'close' && detail.manual && isOverlay(String(detail.widgetType))) base.growth.now?.cap.closed();
      emitter.emit(event, detail);
      step(widgetEvent(event, detail));
      // SPEC §4: the session's opt-in flag follows what the server reported to the widget.
      if (event === 'optedin') void pixel.markOptedIn();
    },
    /**
     * A widget's pixel event (SPEC §7, with the browser's user_agent), on the widget's own pixel account if
     * it has one, with its id and its widget_sign from the configuration (never from the frame): the server
     * counts it for that widget only so signed (server/rules/countedWidget.ts). Never lost silently, never
     * thrown into the host page.
     */
    logPixel: (id, event, detail) => {
      const widget = widgetOf(id);
      // Its arm and its test's key, by which the results count the arms (server/stores/experimentResults.ts).
      const variant = typeof widget?.variant === 'string' ? { variant: widget.variant, experiment: (widget.data?.experiment as { key: string }).key } : {};
      const payload = { ...detail, ...variant, widget_id: widgetIdValue(id), widget_sign: widget?.widget_sign, user_agent: navigator.userAgent };
      // With the visit's traffic source (growth/visitorRecord.ts), from the chunk the pixel's client is in anyway.
      base.growth
        .load()
        .then((growth) => pixel.logEvent(event, { payload: { ...payload, source: growth?.visitor.source() }, account: widget && widgetPixelAccount(widget) }))
        .catch((error: unknown) => {
          console.warn(`[MC] widget ${id}: the ${event} event was not recorded: ${errorText(error)}`);
        });
    },
    sdk: (id, report) => {
      // SPEC §3 runtime app state; frames created later (embeds after a route change) boot with it.
      if (report.ready) base.sdkReady[`${report.sdk}Ready`] = true;
      step(sdkReported(id, report));
    },
    onVisible: (host) => {
      if (isOverlay(host.type)) base.growth.now?.cap.shown();
      emitter.emit('widget:visible', { widgetId: host.id, widgetType: host.type });
      performance.mark?.('mc:widget-visible');
      if (firstVisible) return;
      firstVisible = true;
      performance.mark?.('mc:first-widget-visible');
    },
  };
}
