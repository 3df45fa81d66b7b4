/**
 * Google Consent Mode, read from the commands the site puts in `window.dataLayer` (gtag's
 * `gtag('consent', 'default' | 'update', {analytics_storage: 'granted' | 'denied'})`), on pages that wait
 * for consent (docs/CONSENT.md). gtag.js keeps its consent state in undocumented internals, so the
 * commands themselves are what is dependable: the ones already in dataLayer when the loader reads it,
 * and each pushed later (the push is wrapped, keeping the one before it, as Google's own data layer
 * helper does). The loader's storage is an analytics-like use, so `analytics_storage` is the signal.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import type { ConsentReport } from './consentReport';

/**
 * What one dataLayer entry says (pure): an `update` grants or refuses; a `default` only grants, since a
 * default refusal is where the page already is, and a default scoped to regions is left alone (the
 * loader cannot know the visitor's region). Undefined: nothing about consent.
 */
export function consentModeAnalytics(entry: unknown): boolean | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  // gtag pushes its `arguments` object; an array says the same.
  const [name, command, state] = Array.from(entry as ArrayLike<unknown>);
  if (name !== 'consent' || !isPlainObject(state)) return undefined;
  const storage = state.analytics_storage;
  if (command === 'update' && (storage === 'granted' || storage === 'denied')) return storage === 'granted';
  return command === 'default' && storage === 'granted' && state.region === undefined ? true : undefined;
}

/** Reads the page's dataLayer, when it has one, and what is pushed to it from now on. */
export function watchConsentMode(win: Window, report: ConsentReport): void {
  const layer = (win as Window & { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(layer)) return;
  const read = (entry: unknown): void => {
    const analytics = consentModeAnalytics(entry);
    if (analytics !== undefined) report({ analytics });
  };
  layer.forEach(read);
  const push = layer.push;
  layer.push = function pushAndRead(this: unknown[], ...entries: unknown[]): number {
    const length = push.apply(this, entries);
    entries.forEach(read);
    return length;
  };
}
