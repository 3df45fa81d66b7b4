/**
 * The widget session (SPEC §3): sessionId, userId and, per widget, lastImpression and manualClose.
 * Owned by the loader so it lives in the host's first-party storage and survives third-party storage
 * partitioning of the frames. Persisted only when it differs from the last stored snapshot (SPEC §4
 * "Session persistence"); clearing it (`MC.clearSession()`, clearWidgetSession) stores null and stops
 * persisting for the rest of the page view: the widgets go on from what they know, nothing is written.
 *
 * The entries are a Map keyed by widget id: an id is whatever the operator typed ("toString",
 * "__proto__", "constructor" included), and a plain object would answer for such an id with what
 * Object.prototype holds. The stored text is written by safeStringify, so a host page that replaced
 * or broke JSON.stringify cannot stop the loader here.
 */
import { hex } from '../bridge-protocol/sha1';
import type { SessionSnapshot, SessionUpdate, WidgetSessionEntry } from '../bridge-protocol/messages';
import { safeStringify } from '../bridge-protocol/safeJson';
import type { KeyValueStore } from './storage';

export const WIDGET_SESSION_KEY = 'mc_widget_session';

export interface WidgetSessionState {
  sessionId: string;
  userId: string | null;
  widgets: ReadonlyMap<string, WidgetSessionEntry>;
}

export interface WidgetSession {
  snapshotFor(widgetId: string): SessionSnapshot;
  update(widgetId: string, change: SessionUpdate): void;
}

/** Whether the session may still be written: false once cleared, for the rest of the page view. */
export interface SessionPersistence {
  cleared: boolean;
}

/** SPEC §4: clearing the session stops persisting it and sets the stored value to null. */
export function clearWidgetSession(store: KeyValueStore, persistence: SessionPersistence): void {
  persistence.cleared = true;
  store.set(WIDGET_SESSION_KEY, null);
}

const EMPTY_ENTRY: WidgetSessionEntry = { lastImpression: null, manualClose: false };

export function parseStoredSession(raw: string | null): WidgetSessionState | null {
  if (!raw) return null;
  try {
    // A stored null throws on the first read below and is caught; any other non-object has no string sessionId.
    const v = JSON.parse(raw) as { sessionId?: unknown; userId?: unknown; widgets?: unknown };
    if (typeof v.sessionId !== 'string' || typeof v.widgets !== 'object' || v.widgets === null) return null;
    const widgets = new Map<string, WidgetSessionEntry>();
    // Own keys only (JSON.parse makes even "__proto__" an own key), so no id reads Object.prototype.
    for (const [id, entry] of Object.entries(v.widgets)) {
      const e = entry as Partial<WidgetSessionEntry> | null;
      widgets.set(id, {
        lastImpression: typeof e?.lastImpression === 'number' ? e.lastImpression : null,
        manualClose: e?.manualClose === true,
      });
    }
    return { sessionId: v.sessionId, userId: typeof v.userId === 'string' ? v.userId : null, widgets };
  } catch {
    return null;
  }
}

/**
 * `sessionId`: the pixel session's id (loader/pixel/pixelSession.ts), so the messenger ref, checkOptin
 * and the pixel events all name the same visitor session; the widget history is kept when it changes.
 */
export function createWidgetSession(store: KeyValueStore, newId: () => string, sessionId?: string, persistence: SessionPersistence = { cleared: false }): WidgetSession {
  let lastStored = store.get(WIDGET_SESSION_KEY);
  let state: WidgetSessionState = parseStoredSession(lastStored) ?? { sessionId: sessionId ?? newId(), userId: null, widgets: new Map() };
  if (sessionId !== undefined && state.sessionId !== sessionId) state = { ...state, sessionId };

  const persist = (): void => {
    // Object.fromEntries defines own properties, so an id "__proto__" is stored as a key like any other.
    const next = safeStringify({ ...state, widgets: Object.fromEntries(state.widgets) });
    if (next === lastStored || persistence.cleared) return;
    lastStored = next;
    store.set(WIDGET_SESSION_KEY, next);
  };
  persist();

  return {
    snapshotFor(widgetId) {
      return { sessionId: state.sessionId, userId: state.userId, widget: { ...(state.widgets.get(widgetId) ?? EMPTY_ENTRY) } };
    },
    update(widgetId, change) {
      const current = state.widgets.get(widgetId) ?? EMPTY_ENTRY;
      const entry: WidgetSessionEntry = {
        lastImpression: change.lastImpression !== undefined ? change.lastImpression : current.lastImpression,
        manualClose: change.manualClose ?? current.manualClose,
      };
      state = { ...state, widgets: new Map(state.widgets).set(widgetId, entry) };
      persist();
    },
  };
}

/** A random id; crypto.randomUUID where the page is a secure context, otherwise getRandomValues. */
export function randomId(cryptoLike: Crypto | undefined = globalThis.crypto): string {
  if (cryptoLike && typeof cryptoLike.randomUUID === 'function') return cryptoLike.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoLike) cryptoLike.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return hex(bytes);
}
