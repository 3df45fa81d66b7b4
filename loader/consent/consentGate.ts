/**
 * Consent mode (issue 48, docs/CONSENT.md): whether the loader may store anything in the host's browser
 * and send pixel events. Two voices decide: the page's setting (`consent.waitForConsent`, known once the
 * configuration has arrived) and the site's word (`MC('consent', {analytics})`, or its TCF / Consent Mode
 * signal read by consentSignals.ts in the lazy chunk). The site's word wins either way: a site may refuse storage
 * on a page that does not wait. Until one of them allows it, the store holds every write in memory.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import type { HeldStore } from '../storage';

/** The rule: the site's last word, else whether the page does not wait (unknown: not yet). */
export const storageAllowed = (site: boolean | undefined, waits: boolean | undefined): boolean => site ?? waits === false;

export interface ConsentGate {
  /** `MC('consent', {analytics: true | false})`, or a consent signal of the site. */
  site(choice: unknown): void;
  /** The page's `consent.waitForConsent`, once the configuration is known. */
  page(waits: boolean): void;
  /** Resolved the first time storing is allowed (the pixel session's opening events go then). */
  readonly granted: Promise<void>;
}

export function createConsentGate(storage: HeldStore): ConsentGate {
  const said: { site?: boolean; waits?: boolean } = {};
  let grant = (): void => undefined;
  const granted = new Promise<void>((resolve) => (grant = resolve));
  const apply = (): void => {
    const allowed = storageAllowed(said.site, said.waits);
    storage.allow(allowed);
    if (allowed) grant();
  };
  return {
    granted,
    site(choice) {
      if (!isPlainObject(choice) || typeof choice.analytics !== 'boolean') return void console.error('[MC] MC("consent", …) takes {analytics: true or false}.');
      said.site = choice.analytics;
      apply();
    },
    page(waits) {
      said.waits = waits;
      apply();
    },
  };
}
