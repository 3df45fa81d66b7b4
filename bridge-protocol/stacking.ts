/**
 * The page's stacking level (issue 49): the z-index of the widget frames the loader places on the host
 * page (bars, slide-ins, bubbles; a modal, a takeover and the omnichat phone sheet one above it, so they
 * cover the page's other widgets). Page setting `stacking: { zIndex }`, set in the studio's "Brand and
 * legal" screen; the loader applies it (loader/frames/placementStyles.ts), the studio and the settings
 * route check it (stackingProblem through pageSettings.ts).
 *
 * The default sits between the two things a page usually has fixed: its own chrome (a sticky header at
 * 1000, Bootstrap's 1030, a chat at 99 999) stays under the widgets, and the cookie-consent banners of
 * the common consent tools stay over them, so a visitor can always answer the banner first. The
 * lowest of those banners is CookieYes' (9 999 998 its overlay, 9 999 999 its banner); OneTrust
 * (2 147 483 645), Cookiebot, Osano and vanilla-cookieconsent (2 147 483 647) sit near the top of the
 * 32-bit range (docs/EMBEDDING.md "Stacking").
 *
 * Pure; the loader takes widgetZIndex only, so it is kept to a few bytes.
 */
import type { FieldProblem } from './fieldProblem';
import { isPlainObject } from './validate';

export interface Stacking {
  /** The z-index of bars, slide-ins and bubbles; dialogs take the next one. */
  zIndex?: number | null;
}

/** Above a page's own fixed content, below every common consent banner (CookieYes' 9 999 998 the lowest). */
export const DEFAULT_WIDGET_Z_INDEX = 9_000_000;
/** The highest a browser keeps (2^31 − 1) is the dialogs' at this level: "above everything". */
export const TOP_WIDGET_Z_INDEX = 2_147_483_646;

/**
 * The z-index of the page's floating widgets: the configured one when it is a whole number from 0 to
 * TOP_WIDGET_Z_INDEX, else the default (a value the save checks refused never reaches a style).
 */
export function widgetZIndex(stacking: unknown): number {
  const z = isPlainObject(stacking) ? stacking.zIndex : null;
  // `z | 0` is z only for a whole number within 32 bits: NaN, fractions, text and 2^31 and above fall out.
  return z === ((z as number) | 0) && (z as number) >= 0 && z !== 2_147_483_647 ? (z as number) : DEFAULT_WIDGET_Z_INDEX;
}

/** The save check: null when `value` (the page's `stacking`) can be stored, else its one problem at its path. */
export function stackingProblem(value: unknown, path = 'stacking'): FieldProblem | null {
  if (!isPlainObject(value)) return { path, message: 'Enter the stacking as a set of fields: zIndex.' };
  for (const key of Object.keys(value)) {
    if (key !== 'zIndex') return { path: `${path}.${key.slice(0, 64)}`, message: 'This is not part of the stacking: use zIndex.' };
  }
  const z = value.zIndex;
  if (z === undefined || z === null) return null;
  if (typeof z !== 'number' || !Number.isInteger(z) || z < 0 || z > TOP_WIDGET_Z_INDEX) {
    return { path: `${path}.zIndex`, message: `Enter a whole number from 0 to ${TOP_WIDGET_Z_INDEX} (empty: ${DEFAULT_WIDGET_Z_INDEX}, below the cookie banners).` };
  }
  return null;
}
