/**
 * Issue 49 "phones first": below 640 px of host viewport (Tailwind's `sm`, the width under which a 360 px
 * card plus its margins covers most of the screen) an overlay must leave the page readable before the
 * visitor acts. The slide-in starts as a teaser pill and opens to a bottom sheet; the SMS modal drops its
 * picture (in CSS: `max-sm:`, the same 640 px, so the server's painted view needs no viewport).
 */
export const PHONE_MAX_WIDTH = 640;

/** A phone-sized host viewport: under 640 px. An unknown width (0, NaN) is not a phone. */
export function isPhoneWidth(viewportWidth: number): boolean {
  return Number.isFinite(viewportWidth) && viewportWidth > 0 && viewportWidth < PHONE_MAX_WIDTH;
}

/**
 * The sheet's height cap: the host viewport's height less the pill's or card's 16 px from the top, so a
 * form taller than what the keyboard leaves of the screen scrolls inside the sheet instead of leaving it.
 * Undefined when the height is not known (the server's first view): no cap.
 */
export function sheetMaxHeight(viewportHeight: number): number | undefined {
  return Number.isFinite(viewportHeight) && viewportHeight > 0 ? Math.max(160, Math.floor(viewportHeight) - 16) : undefined;
}
