/**
 * The host side of QA mode: what loader.js does for one widget, reduced to what a QA engineer drives by
 * hand. It answers `mc:hello` with a Bootstrap built from the fixture, applies `mc:layout` / `mc:resize`
 * to the stage, keeps the widget session the frame reports, sends page signals, route changes,
 * viewports and commands, and logs every message in both directions.
 *
 * An external store (subscribe / getState) so React renders it with useSyncExternalStore.
 */
import { firstVisitBootstrap } from '../../bridge-protocol/firstVisitBootstrap';
import { MESSENGER_OVERRIDE_KEYS } from '../../bridge-protocol/messengerOverrides';
import { initialPageState } from '../../bridge-protocol/clientState';
import { applySessionUpdate, createFrameHost, type BootstrapParts, type FrameHost, type FrameReports } from '../../bridge-protocol/frameHost';
import {
  type FrameToHostName,
  type HostToFrameMap,
  type HostToFrameName,
  type LayoutRequest,
  type PageState,
  type Route,
  type SessionSnapshot,
  type Viewport,
  type WidgetCommand,
} from '../../bridge-protocol/messages';
import { MOBILE_BREAKPOINT_PX } from '../rules/deviceAllowed';
import { QA_APP_CONFIG, type QaFixture } from './fixtures';
import { createLoopback, type Loopback, type LoopbackLogEntry } from './loopbackChannel';
import { createSimulatedMessengerSdk, type PluginAction, type SdkOutcome, type SimulatedMessengerSdk } from './simulatedMessengerSdk';

export interface QaLogEntry extends LoopbackLogEntry {
  id: number;
  /** Wall-clock time the message crossed (not the shifted QA clock). */
  at: number;
}

export interface HostState {
  layout: LayoutRequest | null;
  page: PageState;
  route: Route;
  viewport: Viewport;
  session: SessionSnapshot;
  watchedAnchors: readonly string[];
  /** The last `error` widget event, shown on the stage. */
  frameError: string | null;
  clockOffsetMs: number;
  log: readonly QaLogEntry[];
  /** Increments whenever the frame must boot again (new page view, fresh session). */
  bootCount: number;
  /** What the simulated messenger SDK does with the plugin (simulatedMessengerSdk.ts). */
  sdkOutcome: SdkOutcome;
  /** SPEC §9 local-storage override of the forced rendered timeout, as the loader would read it. */
  renderTimeoutMs: number | null;
  /** The last messenger plugin action sent, for the panel to show. */
  lastPluginAction: string | null;
}

export interface HostSimulator {
  getState(): HostState;
  subscribe(listener: () => void): () => void;
  /** The QA clock: wall clock plus the time-travel offset; the frame gets the same function. */
  now(): number;
  /** A fresh loopback for one boot; the previous one is closed. */
  connect(): Loopback;
  setScroll(percent: number): void;
  setSeconds(seconds: number): void;
  triggerExitIntent(): void;
  reachAnchor(anchor: string): void;
  changeRoute(url: string): void;
  setViewport(width: number, height: number): void;
  command(command: WidgetCommand['command'], payload?: string): void;
  advanceClock(ms: number): void;
  resetClock(): void;
  newPageView(): void;
  resetSession(): void;
  clearLog(): void;
  /** The simulated messenger SDK; QaApp installs its `FB` before the frame boots. */
  readonly messengerSdk: SimulatedMessengerSdk;
  /** Reboots the frame with the SDK doing this with the plugin. */
  setSdkOutcome(outcome: SdkOutcome): void;
  /** Reboots the frame with this forced rendered timeout override (null: the 5000 ms default). */
  setRenderTimeout(ms: number | null): void;
  /** A visitor action on the plugin on the stage. */
  pluginAction(action: PluginAction): void;
}

const MAX_LOG_ENTRIES = 500;

/** The simulated host's user-agent hint: a viewport below the breakpoint is a phone (the Mobile preset). */
function viewportFor(width: number, height: number): Viewport {
  return { width, height, mobile: width < MOBILE_BREAKPOINT_PX };
}

function freshSession(): SessionSnapshot {
  return { sessionId: `qa-${Math.random().toString(36).slice(2, 10)}`, userId: null, widget: { lastImpression: null, manualClose: false } };
}

function errorText(detail: Record<string, unknown> | undefined): string {
  if (!detail) return 'error';
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

function initialHostState(viewport: { width: number; height: number }): HostState {
  return {
    layout: null,
    page: initialPageState(),
    route: { url: 'https://shop.example/products/sneakers', lastChange: null },
    viewport: viewportFor(viewport.width, viewport.height),
    session: freshSession(),
    watchedAnchors: [],
    frameError: null,
    clockOffsetMs: 0,
    log: [],
    bootCount: 0,
    sdkOutcome: 'renders',
    renderTimeoutMs: null,
    lastPluginAction: null,
  };
}

/** The state every part of the simulator reads and changes, and the listeners React gave it. */
interface SimulatorStore extends Pick<HostSimulator, 'getState' | 'subscribe' | 'now'> {
  update(patch: Partial<HostState>): void;
  /** Logs a message that crossed the loopback, or one that could not (no frame). */
  record(entry: LoopbackLogEntry): void;
}

function createSimulatorStore(initial: HostState): SimulatorStore {
  const listeners = new Set<() => void>();
  let nextLogId = 1;
  let state = initial;
  const update = (patch: Partial<HostState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    // The same object until the next update: useSyncExternalStore compares it.
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    now: () => Date.now() + state.clockOffsetMs,
    update,
    record(entry) {
      const logged: QaLogEntry = { ...entry, id: nextLogId++, at: Date.now() };
      update({ log: [logged, ...state.log].slice(0, MAX_LOG_ENTRIES) });
    },
  };
}

/** The simulated page's state as the panel set it, over a first visit's defaults. */
function bootstrapOf(fixture: QaFixture, state: HostState): BootstrapParts {
  return firstVisitBootstrap({
    widget: fixture.widget,
    pageId: 'demo',
    config: { ...QA_APP_CONFIG, ...fixture.app },
    session: state.session,
    page: state.page,
    route: state.route,
    viewport: state.viewport,
    api: window.location.origin,
    pixelApi: window.location.origin,
    // The loader would read these from the host's localStorage; QA sets them from the panel.
    messengerOverrides: {
      [MESSENGER_OVERRIDE_KEYS.disableSdkRewrite]: 'true',
      [MESSENGER_OVERRIDE_KEYS.renderTimeoutMs]: state.renderTimeoutMs === null ? null : String(state.renderTimeoutMs),
    },
  });
}

/** What the frame reports, kept in the state; the log shows every report. */
function frameReports(store: SimulatorStore): FrameReports {
  const { getState, update } = store;
  return {
    'mc:session-update': (change) => update({ session: { ...getState().session, widget: applySessionUpdate(getState().session.widget, change) } }),
    'mc:watch-anchors': ({ anchors }) => update({ watchedAnchors: anchors }),
    'mc:widget-event': ({ event, detail }) => {
      if (event === 'error') update({ frameError: errorText(detail) });
    },
    // A QA page never navigates, logs no pixel event and keeps no SDK flags.
    'mc:navigate': () => undefined,
    'mc:open-window': () => undefined,
    'mc:editor-change': () => undefined,
    'mc:pixel-event': () => undefined,
    'mc:sdk': () => undefined,
  };
}

/** The host's end of the bridge: one frame host per boot, and what the panel sends through it. */
interface FrameLink {
  /** A fresh loopback for one boot; the previous one is closed. */
  connect(): Loopback;
  deliver<N extends HostToFrameName>(name: N, payload: HostToFrameMap[N]): void;
  command(sent: WidgetCommand): void;
}

function createFrameLink(store: SimulatorStore, fixture: QaFixture): FrameLink {
  let loopback: Loopback | null = null;
  let frame: FrameHost | null = null;

  /** One boot's host side: the shared frame host (bridge-protocol/frameHost.ts) answering through the loopback. */
  const connectFrame = (): Loopback => {
    const handlers = new Map<FrameToHostName, (payload: never) => unknown>();
    const next = createLoopback({ receive: (name, payload) => handlers.get(name)?.(payload as never) }, store.record);
    frame = createFrameHost({
      on: (name, handler) => handlers.set(name, handler),
      send: (name, payload) => next.deliver(name, payload),
      // The frame is this bundle's own: it speaks this protocol.
      bootstrap: () => bootstrapOf(fixture, store.getState()),
      layout: (layout) => store.update({ layout }),
      reports: frameReports(store),
    });
    return next;
  };

  return {
    connect() {
      loopback?.close();
      loopback = connectFrame();
      return loopback;
    },
    deliver(name, payload) {
      if (frame) frame.deliver(name, payload);
      else store.record({ direction: 'host-to-frame', name, payload, error: 'no frame is connected' });
    },
    command(sent) {
      // As the loader does: held until the frame reports ready.
      if (frame) frame.command(sent);
      else store.record({ direction: 'host-to-frame', name: 'mc:widget-command', payload: sent, error: 'no frame is connected' });
    },
  };
}

type PageControls = Pick<HostSimulator, 'setScroll' | 'setSeconds' | 'triggerExitIntent' | 'reachAnchor' | 'changeRoute' | 'setViewport' | 'command'>;

/** The signals of the page the frame is on, each as the loader would send it. */
function pageControls(store: SimulatorStore, link: FrameLink): PageControls {
  const { getState, update } = store;
  const sendPage = (page: PageState): void => {
    update({ page });
    link.deliver('mc:page-signals', page);
  };
  return {
    setScroll(percent) {
      sendPage({ ...getState().page, maxScroll: Math.min(100, Math.max(0, percent)) });
    },
    setSeconds(seconds) {
      sendPage({ ...getState().page, secondsSpent: Math.max(0, seconds) });
    },
    triggerExitIntent() {
      sendPage({ ...getState().page, exitIntent: true });
    },
    reachAnchor(anchor) {
      const page = getState().page;
      update({ page: { ...page, anchors: { ...page.anchors, [anchor]: true } } });
      link.deliver('mc:anchor-reached', { anchor });
    },
    changeRoute(url) {
      // SPEC §2: a route change resets the timer and the page state.
      const route: Route = { url, lastChange: store.now() };
      update({ route });
      link.deliver('mc:route-change', route);
      sendPage(initialPageState());
    },
    setViewport(width, height) {
      const viewport = viewportFor(width, height);
      update({ viewport });
      link.deliver('mc:viewport', viewport);
    },
    command(command, payload) {
      link.command(payload === undefined ? { command } : { command, payload });
    },
  };
}

type SessionControls = Pick<
  HostSimulator,
  'advanceClock' | 'resetClock' | 'newPageView' | 'resetSession' | 'clearLog' | 'setSdkOutcome' | 'setRenderTimeout' | 'pluginAction'
>;

/** The clock, the session and the messenger SDK: most of them reboot the frame, as a reload would. */
function sessionControls(store: SimulatorStore, messengerSdk: SimulatedMessengerSdk): SessionControls {
  const { getState, update } = store;
  // A reload: like the real loader, the new page view starts with no route change behind it.
  const reboot = (patch: Partial<HostState>): void => {
    update({
      ...patch,
      page: initialPageState(),
      route: { url: getState().route.url, lastChange: null },
      layout: null,
      watchedAnchors: [],
      frameError: null,
      bootCount: getState().bootCount + 1,
    });
  };
  return {
    advanceClock(ms) {
      update({ clockOffsetMs: getState().clockOffsetMs + ms });
    },
    resetClock() {
      update({ clockOffsetMs: 0 });
    },
    newPageView() {
      reboot({});
    },
    resetSession() {
      reboot({ session: freshSession() });
    },
    clearLog() {
      update({ log: [] });
    },
    setSdkOutcome(outcome) {
      messengerSdk.setOutcome(outcome);
      reboot({ sdkOutcome: outcome, lastPluginAction: null });
    },
    setRenderTimeout(ms) {
      reboot({ renderTimeoutMs: ms, lastPluginAction: null });
    },
    pluginAction(action) {
      const sent = messengerSdk.act(action);
      update({ lastPluginAction: sent ? action : `${action}: no plugin has been parsed` });
    },
  };
}

export function createHostSimulator(fixture: QaFixture, initialViewport: { width: number; height: number }): HostSimulator {
  const store = createSimulatorStore(initialHostState(initialViewport));
  const messengerSdk = createSimulatedMessengerSdk(store.getState().sdkOutcome);
  const link = createFrameLink(store, fixture);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    now: store.now,
    connect: link.connect,
    ...pageControls(store, link),
    ...sessionControls(store, messengerSdk),
    messengerSdk,
  };
}
