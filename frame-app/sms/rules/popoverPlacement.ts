/**
 * Where an open popover (the phone field's country panel) goes inside the frame: over the widget's own
 * content, never outside it. The iframe of an inline card is exactly the card's size and sits in the
 * host page's flow, so anything that grew the frame would push the host page down; a popover that
 * overflowed would be clipped. So the popover stays within the visible area of its clipping box (the
 * card, the modal's scroll box, the omnichat panel's list) and is as tall as that area allows:
 *
 * 1. below its anchor (the field row) when its tallest form fits there;
 * 2. else above it, when it fits there (it then grows upward from the row and shrinks toward it);
 * 3. else over the anchor: from the row's top, moved up just enough to fit, and capped at the whole
 *    area when even that is too short (the list scrolls inside).
 *
 * Decided once when it opens, with the popover's tallest size, so it does not jump while the visitor
 * types and the list shrinks. Pure: all positions are viewport pixels the caller measured.
 */

export interface VerticalSpan {
  top: number;
  bottom: number;
}

/** Space between the anchor and a popover beside it. */
export const POPOVER_GAP_PX = 4;
/** Space kept free at the edges of the visible area (room for the popover's shadow). */
export const POPOVER_MARGIN_PX = 8;

/**
 * CSS for an absolutely positioned popover whose containing block is the anchor: `top` (from the
 * anchor's top edge, negative above it) or `bottom` (from the anchor's bottom edge), and the most
 * height it may take.
 */
export type PopoverPlacement =
  | { side: 'below' | 'over'; top: number; maxHeight: number }
  | { side: 'above'; bottom: number; maxHeight: number };

export function popoverPlacement(anchor: VerticalSpan, area: VerticalSpan, tallest: number): PopoverPlacement {
  const anchorHeight = anchor.bottom - anchor.top;
  const lowest = area.bottom - POPOVER_MARGIN_PX;
  const highest = area.top + POPOVER_MARGIN_PX;
  const below = lowest - (anchor.bottom + POPOVER_GAP_PX);
  if (below >= tallest) return { side: 'below', top: anchorHeight + POPOVER_GAP_PX, maxHeight: below };
  const above = anchor.top - POPOVER_GAP_PX - highest;
  if (above >= tallest) return { side: 'above', bottom: anchorHeight + POPOVER_GAP_PX, maxHeight: above };
  const top = Math.max(highest, Math.min(anchor.top, lowest - tallest));
  return { side: 'over', top: top - anchor.top, maxHeight: Math.max(0, lowest - top) };
}
