/**
 * The bar's slide and the host page's push are one movement: the frame slides the bar with these, and
 * the loader transitions the host `<html>` padding (loader/frames/pushPage.ts) with the same two
 * values, so the page's content follows the bar's edge in and out instead of jumping. A CSS keyword
 * rather than a cubic-bezier(): the loader ships this string to every host page.
 */
export const BAR_SLIDE_MS = 250;
export const BAR_SLIDE_EASING = 'ease-out';
