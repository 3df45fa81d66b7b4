/**
 * `window.MC`, the public object (DESIGN.md embed contract). Its type is the one site owners get,
 * `loader/mc.d.ts` (published as `dist/mc.d.ts`): the implementation is typed against it, so the
 * published types cannot drift from what the loader does.
 */
import type { Emitter } from './emitter';
import type { WidgetHost } from './frames/widgetHost';
import type { LogEventOptions, PixelClient } from './pixel/pixelClient';
import { callByName, type CallTarget } from './queue';
import type { MC, MCLifecycleEvent, MCWidget, MCWidgetEventName } from './mc';
import { WIDGET_EVENTS } from '../bridge-protocol/messages';
import { NO_CHECKBOX_STATE } from './checkboxState';
import type { LazyGrowth } from './growth/lazyGrowth';

export type LoaderStatus = MCLifecycleEvent;
/** The public object is exactly what the published types say (loader/mc.d.ts is the one declaration). */
export type MCPublic = MC;

// Every event a frame can report is among the published event names (a new one fails the type-check).
const PUBLISHED_WIDGET_EVENTS: readonly MCWidgetEventName[] = WIDGET_EVENTS;

const LOADER_VERSION = '0.2.0';

const COMMANDS = ['open', 'forceOpen', 'close', 'submit'] as const;

export interface PublicApiParts {
  emitter: Emitter;
  hosts: Map<string, WidgetHost>;
  status(): LoaderStatus;
  pixel: PixelClient;
  /** Set once the widgets are loaded; before that parse() has nothing to do. */
  parse(): void;
  /** SPEC §4: clears the widget session and stops persisting it (widgetSession.ts). */
  clearSession(): void;
  /** Split tests' arms and the audiences' attributes (issue 47, growth/). */
  growth: Pick<LazyGrowth, 'now' | 'set'>;
  /** `MC('consent', {analytics})`: the site's word on storing and tracking (consent/consentGate.ts). */
  consent(choice: unknown): void;
}

export function createPublicApi({ emitter, hosts, status, pixel, parse, clearSession, growth, consent }: PublicApiParts): MCPublic {
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
      variant: growth.now?.tests.variant(host.id) ?? null,
      // open(), forceOpen(), close(), submit(): each sends its own command to the frame.
      ...(Object.fromEntries(COMMANDS.map((command) => [command, () => host.command({ command })])) as Pick<MCWidget, (typeof COMMANDS)[number]>),
      setPayload: (payload) => host.command({ command: 'setPayload', payload: String(payload) }),
      // Widget events are the global ones filtered to this widget.
      on: (event, fn) => emitter.on(event, (detail) => detail.widgetId === host.id && fn(detail)),
    };
    cache.set(host, widget);
    return widget;
  };
  /** A visitor held out of a split test has no frame, yet the page can ask which arm they are in: a host of nothing. */
  const heldOut = (id: string): WidgetHost | undefined => {
    const type = growth.now?.tests.heldOut(id);
    return type === undefined ? undefined : ({ id, type, iframe: null, visible: false, checkbox: NO_CHECKBOX_STATE, command: () => undefined } as unknown as WidgetHost);
  };
  const logOptions = (payload: unknown, externalId: string | null | undefined): LogEventOptions => ({ payload: payload ?? null, externalId: externalId ?? null });
  const methods = {
    on: emitter.on,
    off: emitter.off,
    getWidget(idOrElement: string | number | Element): MCWidget | null {
      const id =
        typeof idOrElement === 'object' && idOrElement !== null ? idOrElement.getAttribute('data-widget-id') : String(idOrElement);
      const host = id === null ? undefined : (hosts.get(id) ?? heldOut(id));
      return host ? wrap(host) : null;
    },
    getWidgetList: (): MCWidget[] => Array.from(hosts.values(), wrap),
    parse: (): void => parse(),
    trigger(event: string): number {
      const named = Array.from(hosts.values()).filter((host) => host.triggerEvent === String(event));
      for (const host of named) host.command({ command: 'open' });
      return named.length;
    },
    fireEvent: (event: string, payload?: unknown, externalId?: string | null) => pixel.logEvent(event, logOptions(payload, externalId)),
    fireLogConversionEvent: (event: string, token?: string) => pixel.logConversionEvent(event, token),
    fireLogMoneyEvent: (event: string, weight: number, currency?: string, token?: string) => pixel.logMoneyEvent(event, weight, currency, token),
    checkOptin: () => pixel.checkOptin(),
    clearSession: (): void => clearSession(),
    set: (attributes: Record<string, string | number | boolean>): void => growth.set(attributes),
    consent,
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
