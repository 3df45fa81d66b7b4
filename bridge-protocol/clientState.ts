/**
 * SPEC §3 "Client state at start": the names and initial values of the client state, in one place, so the
 * loader (which owns page, route and the widget session) and the frame (which owns one instance's ui
 * flags) start from the same values and spell them the same way.
 *
 * Pure data, no DOM: every function returns a fresh object, so one widget's or one page view's state can
 * never leak into another through a shared reference.
 */
import type { Widget } from './config';
import type { PageState, Route, WidgetSessionEntry } from './messages';

/** SPEC §3 "Runtime app state": the SDK-ready flags, all false at start. */
export interface AppSdkState {
  fbsdkReady: boolean;
  ytsdkReady: boolean;
  vimeosdkReady: boolean;
}

/** SPEC §3 "Widget session": per widget (keyed by widget id) lastImpression and manualClose; also sessionId. */
export interface ClientSessionState {
  userId: string | null;
  widgets: Record<string, WidgetSessionEntry>;
  sessionId: string;
}

/** SPEC §3 "ui": flags per widget instance, keyed by instance id. */
export interface UiState {
  submitted: Record<string, boolean>;
  displayed: Record<string, boolean>;
  rendered: Record<string, boolean>;
  optedin: Record<string, boolean>;
}

/** 'fallback': the messenger plugin never confirmed it rendered (SPEC §3 "includes a fallback case"). */
export type RenderReason = 'rendered' | 'fallback';

/** SPEC §3 "Widget instance": instanceId, refPayload, renderReason (keyed by instance id). */
export interface WidgetInstanceState {
  instanceId: string;
  widgetId: string;
  refPayload: string | null;
  renderReason: RenderReason | null;
}

/** SPEC §3 "Overlay state": the SMS flow's loading and reference-generation status and its errors. */
export interface OverlayState {
  isLoading: boolean;
  isGeneratingRef: boolean;
  errors: string[];
}

export interface ClientState {
  /** The configured widgets, keyed by widget id. */
  widgets: Record<string, Widget>;
  app: AppSdkState;
  page: PageState;
  route: Route;
  session: ClientSessionState;
  ui: UiState;
  instances: Record<string, WidgetInstanceState>;
  overlay: OverlayState;
}

/** A page view starts untouched; SPEC §2: a route change resets it to exactly this. */
export function initialPageState(): PageState {
  return { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} };
}

/** `lastChange` stays null until the first route change of the page view. */
export function initialRoute(): Route {
  return { url: null, lastChange: null };
}

export function initialOverlayState(): OverlayState {
  return { isLoading: false, isGeneratingRef: false, errors: [] };
}

export function initialClientState(sessionId: string): ClientState {
  return {
    widgets: {},
    app: { fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false },
    page: initialPageState(),
    route: initialRoute(),
    session: { userId: null, widgets: {}, sessionId },
    ui: { submitted: {}, displayed: {}, rendered: {}, optedin: {} },
    instances: {},
    overlay: initialOverlayState(),
  };
}
