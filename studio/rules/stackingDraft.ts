/**
 * The page's stacking level (`stacking`, bridge-protocol/stacking.ts) as its form holds it: a named
 * level, and the number of a level of the owner's own; and the value a save sends: null for the default
 * (below the cookie banners), which removes the setting. Pure.
 */
import { DEFAULT_WIDGET_Z_INDEX, TOP_WIDGET_Z_INDEX, type Stacking } from '../../bridge-protocol/stacking';
import { isPlainObject } from '../../bridge-protocol/validate';

/** `belowConsent`: the default; `top`: above everything, consent banners too; `custom`: the number given. */
export type StackingLevel = 'belowConsent' | 'top' | 'custom';

export interface StackingDraft {
  level: StackingLevel;
  /** The custom level's z-index; null until one is typed. */
  zIndex: number | null;
}

export function stackingDraftOf(config: Record<string, unknown>): StackingDraft {
  const z = isPlainObject(config.stacking) ? config.stacking.zIndex : null;
  if (typeof z !== 'number' || z === DEFAULT_WIDGET_Z_INDEX) return { level: 'belowConsent', zIndex: null };
  return z === TOP_WIDGET_Z_INDEX ? { level: 'top', zIndex: null } : { level: 'custom', zIndex: z };
}

/** What a save sends: null for the default; a custom level left empty is sent as such, for the check to name it. */
export function stackingOf(draft: StackingDraft): Stacking | null {
  if (draft.level === 'belowConsent') return null;
  return { zIndex: draft.level === 'top' ? TOP_WIDGET_Z_INDEX : draft.zIndex };
}
