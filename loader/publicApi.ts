/**
 * `window.MC`, the public object (DESIGN.md embed contract). Issue 7 completes it (pixel methods,
 * setPayload semantics, checkbox members, the queue snippet); the shape here is already final.
 */
import type { Emitter, Listener } from './emitter';
import type { WidgetHost } from './frames/widgetHost';

export type LoaderStatus = 'started' | 'initialized' | 'ready';

export interface MCWidget {
  readonly id: string;
  readonly type: string;
  readonly element: HTMLIFrameElement;
  readonly visible: boolean;
  open(): void;
  forceOpen(): void;
  close(): void;
  submit(): void;
  setPayload(payload: string): void;
  on(event: string, fn: Listener): () => void;
}

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
