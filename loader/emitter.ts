/** A minimal event emitter; a throwing host listener is logged and never breaks the loader. */
export type Listener = (detail: Record<string, unknown>) => void;

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
