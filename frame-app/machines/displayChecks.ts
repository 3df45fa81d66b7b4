/**
 * SPEC §4 "Display conditions", combined: every check is required unless the open variant waives it
 * (a manual open waives only the entrance trigger; a forced open never gets here). Issue 3 adds the
 * route and device checks to this one function, so the guards that call it stay unchanged.
 */
import type { PageState, WidgetSessionEntry } from '../../bridge-protocol/messages';
import type { WidgetMain } from '../../bridge-protocol/config';
import { isEntranceTriggerMet } from '../rules/entranceTrigger';
import { isRepeatAllowed } from '../rules/repeatDisplay';

export interface DisplayFacts {
  main: WidgetMain;
  page: PageState;
  session: WidgetSessionEntry;
  now: number;
}

export type OpenVariant = 'automatic' | 'manual';

export function passesDisplayChecks(facts: DisplayFacts, variant: OpenVariant): boolean {
  if (!isRepeatAllowed(facts.main, facts.session, facts.now)) return false;
  if (variant === 'manual') return true;
  return isEntranceTriggerMet(facts.main.whenDisplay, facts.page);
}
