/**
 * `window.MC`, the public object (DESIGN.md embed contract). Issue 7 completes it (pixel methods,
 * setPayload semantics, the queue snippet); the shape here is already final.
 */
import type { Emitter, Listener } from './emitter';
import type { WidgetEventName } from '../bridge-protocol/messages';
import type { WidgetHost } from './frames/widgetHost';

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
  readonly version: string;
  readonly status: LoaderStatus;
  on(event: string, fn: Listener): () => void;
  off(event: string, fn: Listener): void;
  getWidget(idOrElement: string | number | Element): MCWidget | null;
  getWidgetList(): MCWidget[];
}

export const LOADER_VERSION = '0.1.0';

export function createPublicApi(emitter: Emitter, hosts: Map<string, WidgetHost>, status: () => LoaderStatus): MCPublic {
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
  return {
    version: LOADER_VERSION,
    get status() {
      return status();
    },
    on: emitter.on,
    off: emitter.off,
    getWidget(idOrElement) {
      const id =
        typeof idOrElement === 'object' && idOrElement !== null ? idOrElement.getAttribute('data-widget-id') : String(idOrElement);
      const host = id === null ? undefined : hosts.get(id);
      return host ? wrap(host) : null;
    },
    getWidgetList: () => Array.from(hosts.values(), wrap),
  };
}
