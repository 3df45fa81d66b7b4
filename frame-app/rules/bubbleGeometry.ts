/**
 * Where a chat bubble sits (SPEC §2, §9: 60 px, 66 px on desktop, 20 px from the corner). The 20 px are
 * split: the iframe is BUBBLE_INSET px from the viewport's edges (the loader's placement `inset`) and
 * BUBBLE_SHADOW_ROOM px of it is padding, room for the bubble's shadow and focus ring. A bubble padded
 * by the whole 20 px would block clicks on the page around it with transparent pixels.
 */
export const BUBBLE_OFFSET = 20;
export const BUBBLE_SHADOW_ROOM = 8;
export const BUBBLE_INSET = BUBBLE_OFFSET - BUBBLE_SHADOW_ROOM;
