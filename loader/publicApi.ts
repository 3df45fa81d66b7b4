/**
 * `window.MC`, the public object (DESIGN.md embed contract), typed for site owners in
 * `loader/mc.d.ts` (copied to `dist/mc.d.ts`): the implementation is checked against it below, so the
 * published types cannot drift from what the loader does.
 */
import type { Emitter, Listener } from './emitter';
import type { WidgetEventName } from '../bridge-protocol/messages';
import type { WidgetHost } from './frames/widgetHost';
import type { LogEventOptions, PixelClient } from './pixel/pixelClient';
import { callByName, type CallTarget } from './queue';
import type { MC as PublishedMC } from './mc';

export type LoaderStatus = 'started' | 'initialized' | 'ready';

export interface MCWidget {
  readonly id: string;
  readonly type: string;
  readonly element: HTMLIFrameElement;
  readonly visible: boolean;
  /**
   * Checkbox widgets (buttonType checkbox): the messenger checkbox plugin's state as the frame last
   * reported it; null until reported, and always null on other widgets.
   */
  readonly checked: boolean | null;
  /** The reference value (SPEC §3) the plugin was rendered with; null until reported. */
  readonly ref: string | null;
  /** The plugin's user_ref; null until reported. */
  readonly userRef: string | null;
  open(): void;
  forceOpen(): void;
  close(): void;
  /** Runs the widget's submit flow (on a checkbox widget: confirms the opt-in); `submitted` follows. */
  submit(): void;
  setPayload(payload: string): void;
  /**
   * This widget's events: `open`, `close`, `impression`, `rendered`, `submitted` ({ref?, userRef?}),
   * `optedin`, `error`, `checked` ({checked, ref, userRef}), `editor:change`; each detail also carries
   * {widgetId, widgetType}. Returns the unsubscribe function.
   */
  on(event: MCWidgetEvent | (string & {}), fn: Listener): () => void;
}

export type MCWidgetEvent = WidgetEventName | 'editor:change' | 'widget:visible';

export interface MCPublic {
  (...args: unknown[]): unknown;
  readonly version: string;
  readonly status: LoaderStatus;
  on(event: string, fn: Listener): () => void;
  off(event: string, fn: Listener): void;
  getWidget(idOrElement: string | number | Element): MCWidget | null;
  getWidgetList(): MCWidget[];
  /** Renders the embeds (box, button, checkbox) whose `data-widget-id` elements were added after load. */
  parse(): void;
  /** SPEC §7 logEvent on the page pixel. */
  fireEvent(event: string, payload?: unknown, externalId?: string | null): Promise<void>;
  /** SPEC §7 logConversionEvent; the token defaults to the pixel session's (from `mcp_token`). */
  fireLogConversionEvent(event: string, token?: string): Promise<void>;
  /** SPEC §7 logMoneyEvent; currency defaults to USD, the token to the pixel session's. */
  fireLogMoneyEvent(event: string, weight: number, currency?: string, token?: string): Promise<void>;
  /** SPEC §7 checkOptin; answers at once when the opt-in is already known. */
  checkOptin(): Promise<boolean>;
}

export const LOADER_VERSION = '0.2.0';

export interface PublicApiParts {
  emitter: Emitter;
  hosts: Map<string, WidgetHost>;
  status(): LoaderStatus;
  pixel: PixelClient;
  /** Set once the widgets are loaded; before that parse() has nothing to do. */
  parse(): void;
}

export function createPublicApi({ emitter, hosts, status, pixel, parse }: PublicApiParts): MCPublic {
  const cache = new WeakMap<WidgetHost, MCWidget>();
  const wrap = (host: WidgetHost): MCWidget => {
    const existing = cache.get(host);
    if (existing) return existing;
    const widget: MCWidget = {
      id: host.id,
      type: host.type,
      element: host.iframe,
      get visible() {
        return host.visible;
      },
      get checked() {
        return host.checkbox.checked;
      },
      get ref() {
        return host.checkbox.ref;
      },
      get userRef() {
        return host.checkbox.userRef;
      },
      open: () => host.command({ command: 'open' }),
      forceOpen: () => host.command({ command: 'forceOpen' }),
      close: () => host.command({ command: 'close' }),
      submit: () => host.command({ command: 'submit' }),
      setPayload: (payload) => host.command({ command: 'setPayload', payload: String(payload) }),
      // Widget events are the global ones filtered to this widget.
      on: (event, fn) => emitter.on(event, (detail) => detail.widgetId === host.id && fn(detail)),
    };
    cache.set(host, widget);
    return widget;
  };
  const logOptions = (payload: unknown, externalId: string | null | undefined): LogEventOptions => ({ payload: payload ?? null, externalId: externalId ?? null });
  const methods = {
    on: emitter.on,
    off: emitter.off,
    getWidget(idOrElement: string | number | Element): MCWidget | null {
      const id =
        typeof idOrElement === 'object' && idOrElement !== null ? idOrElement.getAttribute('data-widget-id') : String(idOrElement);
      const host = id === null ? undefined : hosts.get(id);
      return host ? wrap(host) : null;
    },
    getWidgetList: (): MCWidget[] => Array.from(hosts.values(), wrap),
    parse: (): void => parse(),
    fireEvent: (event: string, payload?: unknown, externalId?: string | null) => pixel.logEvent(event, logOptions(payload, externalId)),
    fireLogConversionEvent: (event: string, token?: string) => pixel.logConversionEvent(event, token),
    fireLogMoneyEvent: (event: string, weight: number, currency?: string, token?: string) => pixel.logMoneyEvent(event, weight, currency, token),
    checkOptin: () => pixel.checkOptin(),
  };
  // Callable, so `MC('fireEvent', …)` from the queue snippet keeps working after the loader arrived.
  const mc = function MC(...args: unknown[]): unknown {
    return callByName(mc as unknown as CallTarget, args);
  } as MCPublic;
  Object.defineProperties(mc, {
    ...Object.getOwnPropertyDescriptors(methods),
    version: { value: LOADER_VERSION, enumerable: true },
    status: { get: status, enumerable: true },
  });
  return mc;
}

// The published types must describe this object: a mismatch fails the type-check (npm test).
export const publishedTypesMatch = (api: MCPublic): PublishedMC => api;
