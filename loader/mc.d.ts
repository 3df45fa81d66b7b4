/**
 * Types of `window.MC`, the public object of the opt-in widgets loader, for site owners' TypeScript.
 * Published as `dist/mc.d.ts` next to `loader.js`. Reference it with
 * `/// <reference path="./mc.d.ts" />` (or copy it into your project); `window.MC` is then typed.
 */

/** Every event detail names its widget. */
export interface MCWidgetEventDetail {
  widgetId: string;
  widgetType: string;
  [field: string]: unknown;
}

export type MCLifecycleEvent = 'started' | 'initialized' | 'ready';

export type MCWidgetEventName =
  | 'ready'
  | 'rendered'
  | 'open'
  | 'close'
  | 'impression'
  | 'submitted'
  | 'optedin'
  | 'error'
  | 'checked'
  | 'editor:change'
  | 'widget:visible';

export type MCListener = (detail: Record<string, unknown>) => void;

/**
 * The messenger SDK as `ready` found it (its detail's `messenger`, mcAsyncInit's second argument):
 * 'ready' it loaded; 'fallback' at least one widget could not load it (blocked, offline, EU visitor, no
 * app id) and shows its "Go to Messenger" link; 'none' no widget on the page needs it.
 */
export interface MCReadyDetail {
  messenger: 'ready' | 'fallback' | 'none';
}

export interface MCWidget {
  readonly id: string;
  readonly type: string;
  /** The widget's iframe; null for a visitor in its split test's holdout, who has none. */
  readonly element: HTMLIFrameElement | null;
  /** Shown to the visitor (not hidden, not of zero height). */
  readonly visible: boolean;
  /** Checkbox widgets: the messenger checkbox's state; null until the plugin reports it. */
  readonly checked: boolean | null;
  /** The reference value the plugin was rendered with; null until reported. */
  readonly ref: string | null;
  /** The checkbox plugin's user_ref; null until reported. */
  readonly userRef: string | null;
  /** The visitor's arm of the widget's running split test (its `id`), or null without one. */
  readonly variant: string | null;
  /** Opens the widget if its display rules (route, device, repeat) allow it, ignoring the trigger. */
  open(): void;
  /** Opens the widget whatever its rules say. */
  forceOpen(): void;
  close(): void;
  /** Runs the widget's submit flow; a checkbox widget confirms the opt-in. `submitted` follows. */
  submit(): void;
  /** Adds a payload to the reference value (stripped to a-z A-Z 0-9 + / = - . _, at most 200 characters). */
  setPayload(payload: string): void;
  /** This widget's events; returns the unsubscribe function. Any other name throws a TypeError. */
  on(event: MCWidgetEventName, fn: MCListener): () => void;
}

export interface MC {
  /** `MC('fireEvent', …)`, `MC('on', …)`, `MC('widget', id, 'open')`: the queue snippet's call form. */
  (...args: unknown[]): unknown;
  readonly version: string;
  readonly status: MCLifecycleEvent;
  /**
   * Lifecycle events (`started`, `initialized`, `ready` with MCReadyDetail) and every widget's events;
   * returns the unsubscribe function. Any other name throws a TypeError (SPEC §8 invalid event name).
   */
  on(event: MCLifecycleEvent | MCWidgetEventName, fn: MCListener): () => void;
  off(event: string, fn: MCListener): void;
  /**
   * A widget by id or by its iframe / embed element; null when the page has no such widget (or this
   * visitor is not in its audience yet). A visitor in its split test's holdout gets a widget with
   * `variant: 'holdout'`, no element, never visible, whose commands do nothing.
   */
  getWidget(idOrElement: string | number | Element): MCWidget | null;
  getWidgetList(): MCWidget[];
  /** Renders the embeds (box, button, checkbox) whose `data-widget-id` elements were added after load. */
  parse(): void;
  /**
   * SPEC §4's manual open by a named trigger event: opens every widget whose display rules name `event`
   * (`data.setup.triggerEvent`), whatever its entrance trigger; its other rules (repeat, route, device)
   * still apply. A click on an element with `data-mc-trigger="event"` does the same. Returns how many
   * widgets were asked to open.
   */
  trigger(event: string): number;
  /**
   * SPEC §4 "Session persistence": forgets this visitor's widget history (impressions and closes, the
   * `mc_widget_session` entry of local storage) and stores nothing more of it for the rest of the page
   * view: for a consent tool whose visitor withdrew consent. The widgets on screen stay as they are.
   */
  clearSession(): void;
  /**
   * The site's facts about this visitor for the widgets' audiences (`data.setup.audience.attributes`):
   * `MC('set', {cart_value: 72, plan: 'pro'})`, queued before the loader arrives like every call. Text,
   * numbers and true/false; for this page view.
   */
  set(attributes: Record<string, string | number | boolean>): void;
  /**
   * The site's consent (docs/CONSENT.md): `MC('consent', {analytics: true})` lets the loader store its
   * state in the host's localStorage and send pixel events, writing at once what it kept in memory;
   * `{analytics: false}` stops storing from then on. Queued before the loader arrives like every call;
   * call it on every page view (the loader remembers nothing of a consent it may not store). On a page
   * that waits for consent the loader also reads the site's IAB TCF v2 and Google Consent Mode signals.
   */
  consent(choice: { analytics: boolean }): void;
  /**
   * A pixel event (`POST /pixel/logEvent`). Rejects with "Event is required to fire event!",
   * "App Id is required to fire event!" or "Page Id is required!", or with a network error.
   */
  fireEvent(event: string, payload?: unknown, externalId?: string | null): Promise<void>;
  /**
   * A conversion (`POST /pixel/logConversionEvent`); the token defaults to the one the visitor's link
   * carried (`mcp_token`). Rejects with "Token is required to fire event!", "Token expired!",
   * "Event is required to fire event!" or a network error.
   */
  fireLogConversionEvent(event: string, token?: string): Promise<void>;
  /** A money event (`POST /pixel/logMoneyEvent`); currency defaults to USD. Also "Weight is required to fire event!". */
  fireLogMoneyEvent(event: string, weight: number, currency?: string, token?: string): Promise<void>;
  /** Whether this visitor's session has opted in (asked once; a known opt-in answers at once). */
  checkOptin(): Promise<boolean>;
}

declare global {
  interface Window {
    MC?: MC;
    /**
     * Called with `window.MC` once every widget frame is ready and the messenger SDK is loaded or its
     * fallback decided; the second argument says which.
     */
    mcAsyncInit?: (mc: MC, detail: MCReadyDetail) => void;
    /** Called with `window.MC` once the widgets are loaded. */
    mcInitialized?: (mc: MC) => void;
  }
}
