/**
 * One cap across a page's overlays (issue 47, item 4; DESIGN "Growth"): the configuration's page-level
 * `frequency` = {overlaysPerPageView, overlaysPerSession, cooldownAfterClose}, the cooldown the same
 * pair as `showAgain` (repeatRule.ts). Overlays are the kinds that cover the page (widgetKinds.ts
 * `overlay`: bar, slide-in, modal, takeover, and so the SMS modal); embedded widgets and the chat
 * launchers are never capped. The loader counts; the rule is here once, for the loader and the frame.
 */
import type { FieldProblem } from './fieldProblem';
import { isRuleSatisfied, type RepeatRuleLike } from './repeatRule';
import { loaderKind } from './widgetKinds';
import { isPlainObject } from './validate';

export interface Frequency {
  overlaysPerPageView?: number;
  overlaysPerSession?: number;
  cooldownAfterClose?: RepeatRuleLike;
}

/** What the loader knows of this visitor's overlays. */
export interface OverlayHistory {
  shownThisPageView: number;
  shownThisSession: number;
  /** When the visitor last closed an overlay (ms), or null. */
  lastClosedAt: number | null;
}

export const isOverlay = (widgetType: string): boolean => loaderKind(widgetType)?.overlay === true;

/** Whether one more overlay may open now; a page without `frequency` caps nothing. */
export function overlayAllowed(frequency: Frequency | undefined, history: OverlayHistory, now: number): boolean {
  if (!frequency) return true;
  const { overlaysPerPageView: perView, overlaysPerSession: perSession, cooldownAfterClose: cooldown } = frequency;
  if (perView !== undefined && history.shownThisPageView >= perView) return false;
  if (perSession !== undefined && history.shownThisSession >= perSession) return false;
  return cooldown === undefined || history.lastClosedAt === null || isRuleSatisfied(cooldown, now - history.lastClosedAt);
}

const COOLDOWN_TYPES = ['always', 'never', 'seconds', 'hours', 'days'];

/** The first problem of a page's `frequency` ({path, message} for the site owner), or null. */
export function frequencyProblem(value: unknown, path = 'frequency'): FieldProblem | null {
  if (value === undefined) return null;
  if (!isPlainObject(value)) return { path, message: 'The overlay cap is a set of fields: overlaysPerPageView, overlaysPerSession, cooldownAfterClose.' };
  for (const key of ['overlaysPerPageView', 'overlaysPerSession'] as const) {
    const n = value[key];
    if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 100)) return { path: `${path}.${key}`, message: 'Enter a whole number of overlays from 0 to 100.' };
  }
  const cooldown = value.cooldownAfterClose;
  if (cooldown === undefined) return null;
  if (!isPlainObject(cooldown) || !COOLDOWN_TYPES.includes(String(cooldown.type))) {
    return { path: `${path}.cooldownAfterClose`, message: 'Choose always, never, or a number of seconds, hours or days.' };
  }
  const needsValue = cooldown.type === 'seconds' || cooldown.type === 'hours' || cooldown.type === 'days';
  if (needsValue && !(typeof cooldown.value === 'number' && Number.isFinite(cooldown.value) && cooldown.value >= 0)) {
    return { path: `${path}.cooldownAfterClose.value`, message: `Enter how many ${String(cooldown.type)}: a number of 0 or more.` };
  }
  return null;
}
