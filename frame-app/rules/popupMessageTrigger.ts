/**
 * SPEC §4: "The customer-chat popup message has its own entrance trigger (popupMessageWhenDisplay)". It
 * uses the same trigger kinds and the same page state as `whenDisplay` (entranceTrigger.ts), and its
 * anchors are watched too (anchorsToWatch.ts).
 *
 * A missing `popupMessageWhenDisplay` means the popup message never shows: SPEC §9 gives no default for
 * it, and a message popping over the page that the operator never asked for is the worse surprise. An
 * operator who wants it at once configures `{ "type": "always" }`.
 */
import type { PageState } from '../../bridge-protocol/messages';
import { isEntranceTriggerMet, type TriggerLike } from './entranceTrigger';

/** A widget's `data.main`; only popupMessageWhenDisplay is read, the other fields are ignored. */
export interface PopupMessageSettings {
  popupMessageWhenDisplay?: TriggerLike | null | undefined;
  [field: string]: unknown;
}

export function isPopupMessageTriggerMet(main: PopupMessageSettings | null | undefined, page: PageState): boolean {
  // A missing trigger is never met (isEntranceTriggerMet's rule for a missing or malformed trigger).
  return isEntranceTriggerMet(main?.popupMessageWhenDisplay, page);
}
