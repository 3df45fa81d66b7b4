import { describe, expect, it, vi } from 'vitest';
import { createStorage, type KeyValueStore } from '../../../loader/storage';
import { clearWidgetSession, createWidgetSession, parseStoredSession, randomId, WIDGET_SESSION_KEY } from '../../../loader/widgetSession';

function memoryStore(): KeyValueStore & { writes: number; data: Map<string, string> } {
  const data = new Map<string, string>();
  const store = {
    data,
    writes: 0,
    persistent: true,
    get: (k: string) => data.get(k) ?? null,
    set(k: string, v: string | null) {
      store.writes++;
      if (v === null) data.delete(k);
      else data.set(k, v);
    },
  };
  return store;
}

describe('widget session', () => {
  it('starts with a session id and empty widgets, and restores what was stored', () => {
    const store = memoryStore();
    const a = createWidgetSession(store, () => 'sid-1');
    expect(a.snapshotFor('7')).toEqual({ sessionId: 'sid-1', userId: null, widget: { lastImpression: null, manualClose: false } });
    a.update('7', { lastImpression: 1000 });
    const b = createWidgetSession(store, () => 'sid-2');
    expect(b.snapshotFor('7')).toEqual({ sessionId: 'sid-1', userId: null, widget: { lastImpression: 1000, manualClose: false } });
  });

  it('clearing (SPEC §4) sets the stored value to null and stops persisting; the page view goes on from memory', () => {
    const store = memoryStore();
    const persistence = { cleared: false };
    const s = createWidgetSession(store, () => 'sid', undefined, persistence);
    s.update('7', { lastImpression: 1000 });
    expect(store.data.has(WIDGET_SESSION_KEY)).toBe(true);
    clearWidgetSession(store, persistence);
    expect(store.get(WIDGET_SESSION_KEY)).toBeNull();
    const writes = store.writes;
    s.update('7', { manualClose: true });
    expect(store.writes).toBe(writes);
    expect(store.get(WIDGET_SESSION_KEY)).toBeNull();
    expect(s.snapshotFor('7').widget).toEqual({ lastImpression: 1000, manualClose: true });
  });

  it('a session cleared before it was created writes nothing at all', () => {
    const store = memoryStore();
    store.set(WIDGET_SESSION_KEY, JSON.stringify({ sessionId: 'old', userId: null, widgets: { '7': { lastImpression: 5, manualClose: true } } }));
    const persistence = { cleared: false };
    clearWidgetSession(store, persistence);
    const writes = store.writes;
    const s = createWidgetSession(store, () => 'sid', undefined, persistence);
    s.update('7', { lastImpression: 1000 });
    expect(store.writes).toBe(writes);
    expect(s.snapshotFor('7').widget).toEqual({ lastImpression: 1000, manualClose: false });
  });

  it('persists only when the session changed from the last snapshot', () => {
    const store = memoryStore();
    const s = createWidgetSession(store, () => 'sid');
    const afterStart = store.writes;
    s.update('7', { manualClose: true });
    expect(store.writes).toBe(afterStart + 1);
    s.update('7', { manualClose: true });
    s.update('7', {});
    expect(store.writes).toBe(afterStart + 1);
  });

  it('ignores a corrupt stored value instead of throwing', () => {
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession('{"widgets":{}}')).toBeNull();
    expect(parseStoredSession('{"sessionId":"s","widgets":{"7":{"lastImpression":"x","manualClose":1}}}')).toEqual({
      sessionId: 's',
      userId: null,
      widgets: new Map([['7', { lastImpression: null, manualClose: false }]]),
    });
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])('a widget id %j is an id like any other (stored, restored, never Object.prototype)', (id) => {
    const store = memoryStore();
    const a = createWidgetSession(store, () => 'sid');
    // Before any entry: the empty entry, not what Object.prototype has under that name.
    expect(a.snapshotFor(id).widget).toEqual({ lastImpression: null, manualClose: false });
    a.update(id, { lastImpression: 42, manualClose: true });
    expect(a.snapshotFor(id).widget).toEqual({ lastImpression: 42, manualClose: true });
    expect(a.snapshotFor('7').widget).toEqual({ lastImpression: null, manualClose: false });
    const stored = JSON.parse(store.get(WIDGET_SESSION_KEY)!) as { widgets: Record<string, unknown> };
    expect(Object.keys(stored.widgets)).toEqual([id]);
    const b = createWidgetSession(store, () => 'other');
    expect(b.snapshotFor(id).widget).toEqual({ lastImpression: 42, manualClose: true });
    expect(Object.getPrototypeOf(parseStoredSession(store.get(WIDGET_SESSION_KEY))!.widgets)).toBe(Map.prototype);
  });

  it('persists through a host page whose JSON.stringify throws', () => {
    const original = JSON.stringify;
    JSON.stringify = () => {
      throw new Error('hostile host');
    };
    try {
      const store = memoryStore();
      const s = createWidgetSession(store, () => 'sid');
      s.update('7', { lastImpression: 5 });
      expect(JSON.parse(store.get(WIDGET_SESSION_KEY)!)).toEqual({ sessionId: 'sid', userId: null, widgets: { '7': { lastImpression: 5, manualClose: false } } });
    } finally {
      JSON.stringify = original;
    }
  });

  it('makes random ids with or without randomUUID', () => {
    expect(randomId()).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(randomId({ getRandomValues: (b: Uint8Array) => b.fill(171) } as unknown as Crypto)).toBe('ab'.repeat(16));
  });
});

describe('storage fallback', () => {
  it('falls back to memory, logging once, when the localStorage getter throws', () => {
    const log = vi.fn();
    const win = Object.defineProperty({}, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }) as Window;
    const store = createStorage(win, log);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(store.persistent).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when setItem starts throwing later, logging once', () => {
    const log = vi.fn();
    let full = false;
    const backing = new Map<string, string>();
    const ls = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        backing.set(k, v);
      },
      removeItem: (k: string) => void backing.delete(k),
    };
    const store = createStorage({ localStorage: ls } as unknown as Window, log);
    store.allow(true);
    full = true;
    store.set('a', '1');
    store.set('b', '2');
    expect(log).toHaveBeenCalledTimes(1);
    expect(() => store.get('a')).not.toThrow();
  });
});
