/**
 * Where a frame's placement puts its box in a viewport, and the one home of that geometry (issue 46
 * item 5): the loader draws it on the host page (loader/frames/placementStyles.ts: `position: fixed`,
 * every value `!important`), the studio's preview on its stage (studio/rules/previewPlacement.ts) and
 * the QA page on its simulated page (frame-app/qa/stageSlotStyle.ts), each only translating this into
 * its own CSS, with the size the frame reported. So a bubble placed bottom left, a slide-in's edge
 * middle or an inset is the same everywhere a widget is seen. Kept small: every host page pays for it.
 * On a real phone the loader adds what no stage has (issue 49): a margin of the safe-area insets beside
 * an edge or corner (placementStyles.ts), and the on-screen keyboard's lift (frames/keyboardLift.ts).
 */
import type { Placement } from './messages';

/**
 * A box in a corner or at an edge's middle: `x` is its side, `y` its vertical place (`middle`: centred),
 * `inset` the gap in px to the viewport's edges it touches (the middle is centred, so only `x` takes it).
 */
export interface CornerAnchor {
  x: 'left' | 'right';
  y: 'top' | 'middle' | 'bottom';
  inset: number;
}

/**
 * - cover: the whole viewport, on the dialog layer (the frame draws its own backdrop);
 * - edge: full width at the top or bottom edge (`y`); `sticky` stays on screen as the page scrolls;
 * - corner: at its anchor, the frame's size; `fills` where the frame asked to fill the viewport (the
 *   omnichat's phone sheet): on the dialog layer, above every floating widget, and a host that knows its
 *   stage may draw it as covering the stage;
 * - flow: in the page's flow at its anchor element (the placement's `width`, or the anchor's, and `minWidth`).
 */
export type PlacementGeometry =
  | { kind: 'cover' }
  | { kind: 'edge'; y: 'top' | 'bottom'; sticky: boolean }
  | ({ kind: 'corner'; fills: boolean } & CornerAnchor)
  | { kind: 'flow' };

/** A slide-in's or bubble's anchor: `lt`…`rb`, bottom right by default (the bubble has no position of its own). */
export function cornerAnchor(position: Placement['position'], inset = 0): CornerAnchor {
  const p = position ?? 'rb';
  return { x: p[0] === 'l' ? 'left' : 'right', y: p[1] === 't' ? 'top' : p[1] === 'm' ? 'middle' : 'bottom', inset };
}

export function placementGeometry(placement: Placement): PlacementGeometry {
  const kind = placement.kind;
  if (kind === 'modal' || kind === 'takeover') return { kind: 'cover' };
  if (kind === 'bar') return { kind: 'edge', y: placement.position === 'top' ? 'top' : 'bottom', sticky: placement.stickWithScroll !== false };
  if (kind === 'inline') return { kind: 'flow' };
  return { kind: 'corner', fills: placement.overlay === true, ...cornerAnchor(placement.position, placement.inset) };
}
