/**
 * The site's IAB TCF v2 consent (its CMP's `__tcfapi`), read on pages that wait for consent
 * (docs/CONSENT.md). The loader stores state in the visitor's device, which is TCF purpose 1 ("Store
 * and/or access information on a device"): that purpose's consent is the signal.
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import type { ConsentReport } from './consentReport';

/**
 * What a TCData says (pure): granted with purpose 1's consent, or where the CMP says the GDPR does not
 * apply; refused only after the visitor acted (`useractioncomplete`), since a `tcloaded` without it may
 * be a first visit the visitor has not answered yet, and must not undo the site's own MC('consent').
 * Undefined: nothing to say (the CMP's UI is still up, or a malformed answer).
 */
export function tcfAnalytics(tcData: unknown): boolean | undefined {
  if (!isPlainObject(tcData) || (tcData.eventStatus !== 'tcloaded' && tcData.eventStatus !== 'useractioncomplete')) return undefined;
  const purpose = isPlainObject(tcData.purpose) ? tcData.purpose : {};
  const consents = isPlainObject(purpose.consents) ? purpose.consents : {};
  if (tcData.gdprApplies === false || consents['1'] === true) return true;
  return tcData.eventStatus === 'useractioncomplete' ? false : undefined;
}

type TcfApi = (command: string, version: number, callback: (tcData: unknown, success: boolean) => void) => void;

/** Listens to the page's CMP, when the page has one (`__tcfapi` defined in the page itself, not a frame's). */
export function watchTcf(win: Window, report: ConsentReport): void {
  const api = (win as Window & { __tcfapi?: unknown }).__tcfapi;
  if (typeof api !== 'function') return;
  try {
    (api as TcfApi)('addEventListener', 2, (tcData, success) => {
      const analytics = success === false ? undefined : tcfAnalytics(tcData);
      if (analytics !== undefined) report({ analytics });
    });
  } catch (error) {
    // The site's CMP is not ours to break: MC('consent') still works.
    console.warn('[MC] the page\'s __tcfapi could not be asked for consent', error);
  }
}
