/**
 * A map that keeps its `max` most recently used entries: a Map's keys iterate in insertion order, so
 * a read moves its key to the end (delete and set again) and the first key is the least recent.
 */
export interface LruMap<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
}

export function createLruMap<V>(max: number): LruMap<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      // has() just said so; a stored value may itself be undefined only if V allows it.
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
