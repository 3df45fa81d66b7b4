/**
 * QA mode's messenger SDK: an in-page `FB` that the frame's adapter uses as it would the real one (QA
 * boots with the disable-SDK-rewrite override, so the adapter takes the `FB` it finds). The harness
 * chooses what every parsed plugin does (renders, never renders, or one of the special outcomes) and
 * sends the visitor's actions (click, opt-in, tick, untick, hide) for the plugin on the stage.
 */
import type { FbSdk } from '../services/messengerSdk';

/** 'renders blank': reports rendered but draws a 0×0 plugin, as Meta retires a web plugin. */
export const SDK_OUTCOMES = ['renders', 'renders blank', 'never renders', 'timeout', 'eu_account_affected', 'hidden'] as const;
export type SdkOutcome = (typeof SDK_OUTCOMES)[number];

export const PLUGIN_ACTIONS = ['clicked', 'opt_in', 'checked', 'unchecked', 'hidden'] as const;
export type PluginAction = (typeof PLUGIN_ACTIONS)[number];

export interface SimulatedMessengerSdk {
  readonly fb: FbSdk;
  setOutcome(outcome: SdkOutcome): void;
  /** The visitor's action on the plugin parsed last; false when no plugin has been parsed. */
  act(action: PluginAction): boolean;
  /** Checkbox confirmations the widget sent (SPEC §7 checkbox confirm). */
  readonly confirmations: ReadonlyArray<Record<string, string>>;
}

interface Parsed {
  stream: 'send_to_messenger' | 'messenger_checkbox';
  identity: { ref: string } | { user_ref: string };
}

function parsedPlugin(element: Element): Parsed | null {
  if (element.classList.contains('fb-send-to-messenger')) return { stream: 'send_to_messenger', identity: { ref: element.getAttribute('data-ref') ?? '' } };
  if (element.classList.contains('fb-messenger-checkbox')) return { stream: 'messenger_checkbox', identity: { user_ref: element.getAttribute('user_ref') ?? '' } };
  return null;
}

/** A visible stand-in where the real plugin's iframe would be, so QA sees where it sits. */
function drawStandIn(element: Element, stream: Parsed['stream']): void {
  const doc = element.ownerDocument;
  const label = doc.createElement('span');
  label.className = 'inline-block rounded border border-dashed border-sky-500 px-3 py-1.5 font-mono text-xs text-sky-700';
  label.textContent = stream === 'send_to_messenger' ? 'send-to-messenger plugin (simulated)' : 'messenger checkbox plugin (simulated)';
  element.replaceChildren(label);
}

/** A retired plugin as Meta serves it: its element is there, at 0×0 (set through the CSSOM, as the frame's CSP wants). */
function drawBlank(element: Element): void {
  const span = element.ownerDocument.createElement('span');
  span.style.display = 'inline-block';
  span.style.width = '0px';
  span.style.height = '0px';
  element.replaceChildren(span);
}

export function createSimulatedMessengerSdk(initial: SdkOutcome = 'renders'): SimulatedMessengerSdk {
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const confirmations: Array<Record<string, string>> = [];
  let outcome = initial;
  let last: Parsed | null = null;

  const emit = (plugin: Parsed, event: Record<string, unknown>): void => {
    for (const handler of handlers.get(plugin.stream) ?? []) handler({ ...event, ...plugin.identity });
  };

  const fb: FbSdk = {
    init: () => undefined,
    XFBML: {
      parse(element) {
        if (!element) return;
        const plugin = parsedPlugin(element);
        if (plugin === null) return;
        last = plugin;
        if (outcome === 'never renders') return;
        if (outcome === 'renders blank') drawBlank(element);
        else drawStandIn(element, plugin.stream);
        const event = outcome === 'renders' || outcome === 'renders blank' ? 'rendered' : outcome;
        const reportsState = outcome === 'renders';
        // The real SDK answers asynchronously, after its iframe loaded.
        setTimeout(() => {
          emit(plugin, { event });
          if (reportsState && plugin.stream === 'messenger_checkbox') emit(plugin, { event: 'checkbox', state: element.getAttribute('prechecked') === 'false' ? 'unchecked' : 'checked' });
        }, 0);
      },
    },
    Event: {
      subscribe(name, handler) {
        const set = handlers.get(name) ?? new Set();
        set.add(handler);
        handlers.set(name, set);
      },
      unsubscribe(name, handler) {
        handlers.get(name)?.delete(handler);
      },
    },
    AppEvents: {
      logEvent(_name, _value, params) {
        confirmations.push({ ...params });
      },
    },
  };

  return {
    fb,
    confirmations,
    setOutcome(next) {
      outcome = next;
    },
    act(action) {
      if (last === null) return false;
      if (action === 'checked' || action === 'unchecked') emit(last, { event: 'checkbox', state: action });
      else emit(last, { event: action });
      return true;
    },
  };
}
