/**
 * SPEC §9 "Popover edge margin | 5 px"; §4: a popover closes on click-away, Escape, or an off-screen
 * anchor. Where the studio puts an open popover (dropdowns, pickers, autocomplete lists) in the
 * browser window. Not the frame app's popoverPlacement.ts: that one lives inside a widget's iframe
 * and keeps 8 px.
 *
 * 1. Below the anchor when it fits there, at least 5 px above the viewport's bottom.
 * 2. Else above it ("flip"), when it fits there.
 * 3. Else on the side with more room, shortened to that room (its content scrolls).
 * Horizontally it starts at the anchor's left edge and is moved left just enough to end 5 px
 * before the right edge, never past 5 px from the left one; a popover wider than the viewport
 * allows is narrowed.
 *
 * Decisions where the spec is silent: no gap between anchor and popover (the margin is about
 * the viewport, and the components add their own offset if they want one); the tie in step 3 goes
 * below. Pure: every rectangle is viewport CSS pixels the caller measured.
 */

export const POPOVER_EDGE_MARGIN_PX = 5;

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface PopoverPosition extends Rect {
  side: 'below' | 'above';
}

function chooseSide(height: number, roomBelow: number, roomAbove: number): PopoverPosition['side'] {
  if (height <= roomBelow) return 'below';
  if (height <= roomAbove) return 'above';
  return roomBelow >= roomAbove ? 'below' : 'above';
}

export function placePopover(anchor: Rect, popover: Size, viewport: Size): PopoverPosition {
  const margin = POPOVER_EDGE_MARGIN_PX;
  // An anchor half scrolled out of view still gets a popover inside the margins.
  const belowFrom = Math.max(margin, anchor.top + anchor.height);
  const aboveTo = Math.min(viewport.height - margin, anchor.top);
  const roomBelow = Math.max(0, viewport.height - margin - belowFrom);
  const roomAbove = Math.max(0, aboveTo - margin);
  const side = chooseSide(popover.height, roomBelow, roomAbove);
  const height = Math.min(popover.height, side === 'below' ? roomBelow : roomAbove);
  const top = side === 'below' ? belowFrom : aboveTo - height;

  const width = Math.min(popover.width, Math.max(0, viewport.width - 2 * margin));
  const left = Math.max(margin, Math.min(anchor.left, viewport.width - margin - width));
  return { side, top, left, width, height };
}

/** True when no part of the anchor is inside the viewport any more: the popover then closes (§4). */
export function isAnchorOffScreen(anchor: Rect, viewport: Size): boolean {
  return (
    anchor.top + anchor.height <= 0 ||
    anchor.left + anchor.width <= 0 ||
    anchor.top >= viewport.height ||
    anchor.left >= viewport.width
  );
}
