/**
 * The page's overlay cap (`frequency`, bridge-protocol/overlayCap.ts) as its form holds it: two counts (empty:
 * no limit) and the wait after a close (none chosen: no cooldown), and the value a save sends: null when
 * nothing is set, which removes the cap. Pure.
 */
import type { Frequency } from '../../bridge-protocol/overlayCap';
import type { RepeatRuleLike } from '../../bridge-protocol/repeatRule';
import { isPlainObject } from '../../bridge-protocol/validate';

export interface OverlayCapDraft {
  overlaysPerPageView: number | null;
  overlaysPerSession: number | null;
  cooldownAfterClose: RepeatRuleLike | null;
}

const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function overlayCapOf(config: Record<string, unknown>): OverlayCapDraft {
  const stored = isPlainObject(config.frequency) ? config.frequency : {};
  const cooldown = stored.cooldownAfterClose;
  return {
    overlaysPerPageView: countOf(stored.overlaysPerPageView),
    overlaysPerSession: countOf(stored.overlaysPerSession),
    cooldownAfterClose: isPlainObject(cooldown) && typeof cooldown.type === 'string' ? { type: cooldown.type, value: cooldown.value } : null,
  };
}

/** What a save sends: the fields set, or null for no cap at all. */
export function frequencyOf(draft: OverlayCapDraft): Frequency | null {
  const frequency: Frequency = {};
  if (draft.overlaysPerPageView !== null) frequency.overlaysPerPageView = draft.overlaysPerPageView;
  if (draft.overlaysPerSession !== null) frequency.overlaysPerSession = draft.overlaysPerSession;
  if (draft.cooldownAfterClose !== null) frequency.cooldownAfterClose = draft.cooldownAfterClose;
  return Object.keys(frequency).length === 0 ? null : frequency;
}
