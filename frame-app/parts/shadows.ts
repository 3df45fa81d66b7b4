/**
 * Shadows sized to the room their iframes leave around the content. An iframe clips whatever is drawn
 * outside it, and its transparent padding catches the clicks meant for the page under it, so the
 * padding stays small and the shadows are made to fit it (a shadow reaches offset + blur + spread).
 * tests/e2e/shadow-room.spec.ts checks every kind's shadows and focus rings against its iframe.
 */

/**
 * Floating cards (slide-in, modal): reaches 16 px below, 10 px to the sides, 4 px above, inside the
 * slide-in's 16 px margin and the modal's 16 px padding. Tailwind's shadow-xl reaches 40 px below.
 */
export const CARD_SHADOW = 'shadow-[0_6px_12px_-2px_rgb(15_23_42/0.18),0_2px_4px_-1px_rgb(15_23_42/0.1)]';

/**
 * Chat bubbles and their small cards: reaches 6 px below, 5 px to the sides, 4 px above, inside the
 * bubble's 8 px padding (rules/bubbleGeometry.ts BUBBLE_SHADOW_ROOM) even while a hovered bubble grows 5%.
 */
export const BUBBLE_SHADOW = 'shadow-[0_1px_5px_rgb(15_23_42/0.3),0_1px_2px_rgb(15_23_42/0.12)]';
