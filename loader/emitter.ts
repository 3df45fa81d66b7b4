/** A minimal event emitter; a throwing host listener is logged and never breaks the loader. */
import { WIDGET_EVENTS } from '../bridge-protocol/messages';

export type Listener = (detail: Record<string, unknown>) => void;

/**
 * Every event the loader emits (mc.d.ts names them). SPEC §8 "invalid layer event name" is a
 * developer-level error: `MC.on('redy', …)` would otherwise wait forever without a word, so a name not
 * in this list throws at once (the list itself is in mc.d.ts: listing it here would cost loader bytes).
 */
export const EVENT_NAMES: readonly string[] = ['started', 'initialized', ...WIDGET_EVENTS, 'widget:visible', 'editor:change'];

export interface Emitter {
  on(event: string, fn: Listener): () => void;
  off(event: string, fn: Listener): void;
  emit(event: string, detail: Record<string, unknown>): void;
}

export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>();
  const off = (event: string, fn: Listener): void => void listeners.get(event)?.delete(fn);
  return {
    on(event, fn) {
      if (!EVENT_NAMES.includes(event)) throw new TypeError(`MC.on("${event}"): no such event (see mc.d.ts)`);
      if (typeof fn !== 'function') throw new TypeError(`MC.on("${event}", fn): fn must be a function`);
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(fn);
      listeners.set(event, set);
      return () => off(event, fn);
    },
    off,
    emit(event, detail) {
      for (const fn of Array.from(listeners.get(event) ?? [])) {
        try {
          fn(detail);
        } catch (error) {
          console.error(`[MC] a listener for "${event}" threw`, error);
        }
      }
    },
  };
}
