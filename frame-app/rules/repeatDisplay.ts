/**
 * SPEC §4 "Repeat display": after a manual close `showAgainIfClosed` decides, otherwise `showAgain`;
 * each is always, never, or N seconds / hours / days since the last impression.
 *
 * SPEC adds one sentence, "An impression counts only if it occurred after the last route change", without
 * saying which rules it applies to. The reading here, per rule:
 *
 * - `always` means "on every page view": allowed unless an impression that COUNTS exists, i.e. one made
 *   after the last route change (impressionCounts.ts). So a widget shown and closed automatically on this
 *   route does not reopen by itself on the same route, but does after a route change or a reload.
 * - `never`, `seconds`, `hours`, `days`: the persisted lastImpression always counts. They are about the
 *   visitor, not the page: a `never` widget stays away after single-page-app navigation too, and N days
 *   is wall-clock time since the last impression wherever it happened.
 *
 * The same reading holds for `showAgainIfClosed` after a manual close.
 *
 * `routeLastChange` is the moment the current page view began: the route's `lastChange`, or, before any
 * route change, the moment this page was loaded (the caller knows it; the host reports null then). When
 * it is not given, every impression counts, which is the cautious answer.
 *
 * Which kinds the rules apply to at all is decided by the kind's placement: see REPEAT_DISPLAY_BY_PLACEMENT.
 */
import type { Placement, WidgetSessionEntry } from '../../bridge-protocol/messages';
import { isRuleSatisfied, type RepeatRuleLike } from '../../bridge-protocol/repeatRule';
import { countsAsImpression } from './impressionCounts';

export interface RepeatSettings {
  showAgain?: RepeatRuleLike | null | undefined;
  showAgainIfClosed?: RepeatRuleLike | null | undefined;
}

export interface RepeatHistory extends Pick<WidgetSessionEntry, 'lastImpression' | 'manualClose'> {
  /** When the current page view began (see the comment at the top); null or missing: not known. */
  routeLastChange?: number | null | undefined;
}

export function isRepeatAllowed(settings: RepeatSettings, entry: RepeatHistory, now: number): boolean {
  if (entry.lastImpression === null || entry.lastImpression === undefined) return true;
  const rule = entry.manualClose ? settings.showAgainIfClosed : settings.showAgain;
  if (rule && typeof rule === 'object' && rule.type === 'always') {
    return !countsAsImpression(entry.lastImpression, entry.routeLastChange);
  }
  return isRuleSatisfied(rule, now - entry.lastImpression);
}

/**
 * Whether showAgain / showAgainIfClosed apply to a kind, by its row's placement (widgets/kinds.ts); one
 * entry per placement, so a new placement has to decide.
 *
 * The repeat rules ration what comes OVER the page uninvited: bars, dialogs, slide-ins, bubbles. An
 * embedded widget (`inline`: box, button, landing, checkbox, SMS card) is content the site owner put IN
 * the page, in a section built around it; hiding it for three days after one impression (the default
 * showAgain) would leave that section empty on every reload. So an embed shows on every page view, like
 * the rest of the page; its route, device and entrance-trigger checks still apply. It has no close
 * button either: a recorded manual close (showAgainIfClosed) can only be left over from when the same
 * widget id was a floating kind, and does not hide it.
 */
export const REPEAT_DISPLAY_BY_PLACEMENT = {
  bar: 'applies',
  modal: 'applies',
  slide_in: 'applies',
  takeover: 'applies',
  bubble: 'applies',
  inline: 'every page view',
} as const satisfies Record<Placement['kind'], 'applies' | 'every page view'>;

export function repeatDisplayApplies(placement: Placement['kind']): boolean {
  return REPEAT_DISPLAY_BY_PLACEMENT[placement] === 'applies';
}
