/** loader/configCache.ts and configChanges.ts: the stored copy of a page's configuration and what a new one changes. */
import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE_MAX_AGE_MS, readCachedConfig, saveCachedConfig } from '../../../loader/configCache';
import { configChanges } from '../../../loader/configChanges';
import type { KeyValueStore } from '../../../loader/storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, persistent: true, get: (key) => data.get(key) ?? null, set: (key, value) => void (value === null ? data.delete(key) : data.set(key, value)) };
}

const text = JSON.stringify({ widgets: [{ widget_id: 1, widget_type: 'bar' }], fb_page_id: '42' });

describe('configCache', () => {
  it('gives back what was saved, as it was served, per page', () => {
    const store = memoryStore();
    saveCachedConfig(store, 'p1', text, 1_000);
    expect(readCachedConfig(store, 'p1', 2_000)).toEqual({ config: JSON.parse(text), text });
    expect(readCachedConfig(store, 'p2', 2_000)).toBeNull();
  });

  it(`drops a copy older than ${CONFIG_CACHE_MAX_AGE_MS / 86_400_000} days, from the future, or not a configuration`, () => {
    const store = memoryStore();
    saveCachedConfig(store, 'p1', text, 0);
    expect(readCachedConfig(store, 'p1', CONFIG_CACHE_MAX_AGE_MS)).not.toBeNull();
    expect(readCachedConfig(store, 'p1', CONFIG_CACHE_MAX_AGE_MS + 1)).toBeNull();
    expect(store.data.size).toBe(0);
    saveCachedConfig(store, 'p1', text, 5_000);
    expect(readCachedConfig(store, 'p1', 4_999)).toBeNull();
    for (const broken of ['{', '[]', '{"savedAt":"0","text":"{}"}', JSON.stringify({ savedAt: 0, text: '{"widgets":{}}' }), JSON.stringify({ savedAt: 0, text: 'nope' })]) {
      store.data.set('mc_page_config:p1', broken);
      expect(readCachedConfig(store, 'p1', 1)).toBeNull();
      expect(store.data.has('mc_page_config:p1')).toBe(false);
    }
  });
});

describe('configChanges', () => {
  const bar = (id: number | string, extra: Record<string, unknown> = {}) => ({ widget_id: id, widget_type: 'bar', ...extra });

  it('names nothing when nothing changed', () => {
    expect(configChanges({ widgets: [bar(1), bar(2)], appId: '7' }, { widgets: [bar(1), bar(2)], appId: '7' })).toEqual([]);
  });

  it('names the widgets whose entry changed, appeared or went, also by their `id` alias', () => {
    const before = { widgets: [bar(1), bar(2), bar(3)] };
    const after = { widgets: [bar(1), bar(2, { name: 'new' }), { id: 4, type: 'bar' }] };
    expect([...configChanges(before, after)].sort()).toEqual(['2', '3', '4']);
  });

  it('says "page" when a page-level field changed, appeared or went', () => {
    expect(configChanges({ widgets: [], whitelist: ['a.test'] }, { widgets: [], whitelist: ['b.test'] })).toBe('page');
    expect(configChanges({ widgets: [] }, { widgets: [], is_eu_affected: true })).toBe('page');
    expect(configChanges({ widgets: [], appId: '7' }, { widgets: [] })).toBe('page');
  });
});
