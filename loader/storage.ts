/**
 * The loader's one door to the host's localStorage (nothing else of the loader writes to the host's
 * storage: no cookie, no sessionStorage). Two reasons for a value to stay in memory for this page view:
 * - the host refuses storage (privacy modes, sandboxed embeds, hardened browsers make the getter or
 *   setItem throw): the flow must go on, so the failure is logged once;
 * - the site has not allowed storing yet (issue 48's consent mode, consent/consentGate.ts): the store starts
 *   held, keeps every write in memory, and writes what it holds when allowed (a visitor who consents
 *   mid-page keeps their state); held again, it writes nothing more.
 * No probe write: a write before consent is a write, so `persistent` says whether the storage is
 * reachable and has not failed yet.
 */
import { errorText } from '../bridge-protocol/errorText';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
  readonly persistent: boolean;
}

/** The loader's own store: a KeyValueStore whose writes wait until allowed. */
export interface HeldStore extends KeyValueStore {
  /** Whether writes reach the browser (true) or stay in memory (false, the start). */
  allow(allowed: boolean): void;
  readonly held: boolean;
}

export function createStorage(win: Window, log: (message: string) => void = console.warn): HeldStore {
  // This page view's writes (null: removed), which reads answer before the browser's copy.
  const memory = new Map<string, string | null>();
  let held = true;
  let ls: Storage | null = null;
  let warned = false;
  const fail = (error: unknown): void => {
    ls = null;
    if (!warned) log(`[MC] localStorage is unavailable (${errorText(error)}); widget state is kept in memory for this page.`);
    warned = true;
  };
  try {
    ls = win.localStorage;
  } catch (error) {
    fail(error);
  }
  const write = (value: string | null, key: string): void => {
    try {
      if (value === null) ls?.removeItem(key);
      else ls?.setItem(key, value);
    } catch (error) {
      fail(error);
    }
  };
  return {
    get persistent() {
      return !!ls;
    },
    get held() {
      return held;
    },
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return ls?.getItem(key) ?? null;
      } catch (error) {
        fail(error);
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      if (!held) write(value, key);
    },
    allow(allowed) {
      held = !allowed;
      if (allowed) memory.forEach(write);
    },
  };
}
