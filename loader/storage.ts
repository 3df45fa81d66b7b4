/**
 * localStorage with an in-memory fallback. Some hosts (privacy modes, sandboxed embeds, hardened
 * browsers) make the getter or setItem throw; the flow must go on, so failures are logged once and
 * the value lives in memory for this page view.
 */
import { errorText } from '../bridge-protocol/errorText';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
  readonly persistent: boolean;
}

const PROBE_KEY = 'mc_storage_probe';

export function createStorage(win: Window, log: (message: string) => void = console.warn): KeyValueStore {
  const memory = new Map<string, string>();
  let ls: Storage | null = null;
  try {
    ls = win.localStorage;
    ls.setItem(PROBE_KEY, '1');
    ls.removeItem(PROBE_KEY);
  } catch (error) {
    ls = null;
    log(`[MC] localStorage is unavailable (${errorText(error)}); widget state is kept in memory for this page.`);
  }
  let warned = false;
  const fail = (error: unknown): void => {
    if (warned) return;
    warned = true;
    log(`[MC] localStorage failed (${errorText(error)}); continuing in memory.`);
  };
  return {
    get persistent() {
      return ls !== null;
    },
    get(key) {
      if (ls) {
        try {
          return ls.getItem(key);
        } catch (error) {
          fail(error);
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
      if (!ls) return;
      try {
        if (value === null) ls.removeItem(key);
        else ls.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}
