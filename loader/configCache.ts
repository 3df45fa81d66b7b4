/**
 * The page's last configuration, kept in the host's localStorage so that a repeat visit creates its
 * frames at once, without waiting for the configuration request (issue 26 "repeat visits start at
 * once"). The request still goes out on every page view, in parallel: the browser revalidates it with
 * the ETag the server sent (`Cache-Control: no-cache`), so an unchanged configuration costs a 304, and
 * boot.ts replaces the widgets a changed one changed (configChanges.ts).
 *
 * The stored text is exactly what the server answered, written when it differs from the copy (an
 * unchanged answer writes nothing), and checked again when read: a copy that is not JSON, not a
 * configuration or stored more than CONFIG_CACHE_MAX_AGE_MS ago is dropped and the start waits for the
 * server, as on a first visit (and stores the answer afresh).
 */
import { safeStringify } from '../bridge-protocol/safeJson';
import { parseConfig } from './loadConfig';
import type { KeyValueStore } from './storage';
import type { UncheckedAppConfig } from '../bridge-protocol/config';

/** One key per page id: a site may run several pages (one loader tag each). */
export const CONFIG_CACHE_KEY_PREFIX = 'mc_page_config:';

/** A copy stored longer ago than this is not used: a visitor back after a month waits for the current one. */
export const CONFIG_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface CachedConfig {
  config: UncheckedAppConfig;
  /** The server's answer as it was stored, compared with the next answer. */
  text: string;
}

interface StoredCopy {
  savedAt: number;
  text: string;
}

function isStoredCopy(value: unknown): value is StoredCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, text } = value as Partial<StoredCopy>;
  return typeof savedAt === 'number' && typeof text === 'string';
}

/** The stored copy of `pageId`'s configuration when it is usable at `now`; else null (and a broken copy is removed). */
export function readCachedConfig(storage: KeyValueStore, pageId: string, now: number): CachedConfig | null {
  const key = CONFIG_CACHE_KEY_PREFIX + pageId;
  const stored = storage.get(key);
  if (stored === null) return null;
  let copy: unknown;
  try {
    copy = JSON.parse(stored);
  } catch {
    copy = null;
  }
  // A copy from the future (a clock set back) is as doubtful as an old one.
  const text = isStoredCopy(copy) && now >= copy.savedAt && now - copy.savedAt <= CONFIG_CACHE_MAX_AGE_MS ? copy.text : null;
  const config = text === null ? null : parseConfig(text);
  if (text === null || config === null || typeof config === 'string') {
    storage.set(key, null);
    return null;
  }
  return { config, text };
}

/** Keeps the server's answer for the next page view. */
export function saveCachedConfig(storage: KeyValueStore, pageId: string, text: string, now: number): void {
  storage.set(CONFIG_CACHE_KEY_PREFIX + pageId, safeStringify({ savedAt: now, text }));
}
