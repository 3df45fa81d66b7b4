/**
 * SPEC §9 "Scroll area | min thumb 30, auto-hide 1000 ms, fade 200 ms, stop detection 100 ms": the
 * custom scroll area's bar. The thumb is as long as the visible share of the content, but never
 * shorter than 30 px so it can still be grabbed; its offset maps the scroll position onto the track
 * space the thumb leaves free. Scrolling "stops" 100 ms after the last scroll event; the bar hides
 * 1000 ms after that, fading for 200 ms.
 *
 * Decisions where the spec is silent:
 * - Content that fits (content ≤ viewport) gives a thumb filling the track; the component hides the
 *   bar then, as there is nothing to scroll.
 * - A track shorter than 30 px gets a thumb as long as the track (the minimum cannot be met).
 * - Scroll positions outside 0…(content − viewport), as elastic overscroll reports them, are clamped.
 * - `scrollForThumbOffset` is the inverse, for dragging the thumb.
 */

export const SCROLL_AREA_MIN_THUMB_PX = 30;
export const SCROLL_AREA_AUTO_HIDE_MS = 1000;
export const SCROLL_AREA_FADE_MS = 200;
export const SCROLL_AREA_STOP_DETECTION_MS = 100;

export function thumbSize(viewportPx: number, contentPx: number, trackPx: number): number {
  if (contentPx <= viewportPx || contentPx <= 0) return trackPx;
  const proportional = (trackPx * viewportPx) / contentPx;
  return Math.min(trackPx, Math.max(SCROLL_AREA_MIN_THUMB_PX, proportional));
}

export function thumbOffset(scrollPx: number, viewportPx: number, contentPx: number, trackPx: number): number {
  const scrollable = contentPx - viewportPx;
  if (scrollable <= 0) return 0;
  const free = trackPx - thumbSize(viewportPx, contentPx, trackPx);
  const share = Math.min(1, Math.max(0, scrollPx / scrollable));
  return share * free;
}

export function scrollForThumbOffset(offsetPx: number, viewportPx: number, contentPx: number, trackPx: number): number {
  const scrollable = contentPx - viewportPx;
  const free = trackPx - thumbSize(viewportPx, contentPx, trackPx);
  if (scrollable <= 0 || free <= 0) return 0;
  const share = Math.min(1, Math.max(0, offsetPx / free));
  return share * scrollable;
}
