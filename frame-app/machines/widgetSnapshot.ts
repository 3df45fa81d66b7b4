/**
 * The widget machine's snapshot (widgetMachine.ts) and what is read from it: pure functions of a
 * snapshot, shared by React (boot/FrameRoot.tsx), the boot code and the server's first view.
 */
import type { SnapshotFrom } from 'xstate';
import type { RenderReason } from '../../bridge-protocol/clientState';
import type { MessengerMode } from '../rules/messengerPlugin';
import { isPopupMessageTriggerMet } from '../rules/popupMessageTrigger';
import { failedDisplayCheck, type DisplayCheck } from './displayChecks';
import { displayFacts, modeOf, refOf } from './widgetFacts';
import type { widgetMachine } from './widgetMachine';

export type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;

export function isDisplayed(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches('open') || snapshot.matches('submitted') || snapshot.matches('submitting') || snapshot.matches('formShown');
}

/** The button flow is waiting for the opt-in to arrive (the view says so to the visitor). */
export function isAwaitingOptIn(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches({ submitting: 'polling' });
}

/** SPEC §3 reference value of this instance (the m.me `ref`, the plugins' `ref`). */
export function referenceValue(snapshot: WidgetSnapshot): string {
  return refOf(snapshot.context);
}

/** What stands where the call to action is (rules/messengerPlugin.ts). */
export function callToActionMode(snapshot: WidgetSnapshot, hasChatLink: boolean): MessengerMode {
  return modeOf(snapshot.context, hasChatLink);
}

export function isSubmitted(snapshot: WidgetSnapshot): boolean {
  return snapshot.matches('submitted');
}

export function renderReason(snapshot: WidgetSnapshot): RenderReason | null {
  return snapshot.context.renderReason;
}

/** Why a rendered, hidden widget has not opened at `now` (the first display check that refuses); null otherwise. */
export function blockedBy(snapshot: WidgetSnapshot, now: number): DisplayCheck | null {
  if (!snapshot.matches('rendered')) return null;
  return failedDisplayCheck(displayFacts(snapshot.context, now), 'automatic');
}

/**
 * Hidden now, but it may still show in this page view on its own: it waits for its plugin, its SDK or
 * its entrance trigger. Hidden by its route or device, closed or failed, it does not.
 */
export function mayStillDisplay(snapshot: WidgetSnapshot, now: number): boolean {
  const blocked = blockedBy(snapshot, now);
  return snapshot.matches('rendering') || blocked === 'sdkReady' || blocked === 'trigger';
}

/** The customer-chat popup message: shown with the widget, on its own trigger (popupMessageWhenDisplay). */
export function shouldShowPopupMessage(snapshot: WidgetSnapshot): boolean {
  const { widget, page, popupMessageDismissed } = snapshot.context;
  return isDisplayed(snapshot) && !popupMessageDismissed && isPopupMessageTriggerMet(widget.data.main, page);
}
