/**
 * The site's consent signals other than MC('consent'), from the lazy chunk (extras/): its IAB TCF v2
 * CMP and its Google Consent Mode commands, each when the page has it. Read only on pages that wait for
 * consent; what the site says last, by any of the three, is what the loader does.
 */
import type { ConsentReport } from './consentReport';
import { watchConsentMode } from './consentModeSignal';
import { watchTcf } from './tcfSignal';

export function watchConsentSignals(win: Window, report: ConsentReport): void {
  watchConsentMode(win, report);
  watchTcf(win, report);
}
