/**
 * The chat bubbles' shared geometry and colour (SPEC §2, §9: 60 px, 66 px on desktop, 20 px from the
 * corner, #0084FF), for the customer-chat and the omnichat bubble alike. The 20 px are split: the iframe
 * is BUBBLE_INSET px from the viewport's edges (the loader's placement `inset`) and BUBBLE_SHADOW_ROOM px
 * of it is padding, room for the bubble's shadow and focus ring. A bubble padded by the whole 20 px would
 * block clicks on the page around it with transparent pixels.
 */
export const BUBBLE_OFFSET = 20;
export const BUBBLE_SHADOW_ROOM = 8;
export const BUBBLE_INSET = BUBBLE_OFFSET - BUBBLE_SHADOW_ROOM;
/** SPEC §9 "Omnichat bubble colour default", also Messenger's blue for the customer-chat bubble. */
export const BUBBLE_COLOR = '#0084FF';

/** SPEC §9 breakpoint: a host viewport wider than this is desktop. */
export const DESKTOP_MIN_WIDTH = 768;

export function isDesktopWidth(viewportWidth: number): boolean {
  return viewportWidth > DESKTOP_MIN_WIDTH;
}

export function bubbleSize(viewportWidth: number): 60 | 66 {
  return isDesktopWidth(viewportWidth) ? 66 : 60;
}
