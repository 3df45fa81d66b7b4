/**
 * No two widgets cover each other (README "Placement: widgets never cover each other").
 * - Widgets fixed to the same edge stack away from it when their horizontal extents overlap: bars first
 *   (top bars one below the other, bottom bars one above the other, in the order they appeared), then
 *   the bubble, then slide-ins (each corner away from its corner, above/below the bars of its edge).
 * - Only one modal or takeover is shown: the first that asked; later ones wait (hidden) until it
 *   closes, in the order they asked. A waiting one that closes (its rules, MC close()) is dropped.
 * Inline widgets, middle slide-ins, in-flow (non-sticky) bottom bars and an overlay (the omnichat phone
 * sheet, over every widget) never stack.
 */
import type { LayoutRequest, Placement, Size } from '../../bridge-protocol/messages';
import { isDialogPlacement } from './dialogFocus';
import type { StyleMap } from './placementStyles';
import type { KeyboardHold } from './keyboardLift';

export interface Placed {
  placement: Placement;
  size: Size;
}

/**
 * Pure: the extra edge offset (a translation from its own place) of each visible widget (given in the order they appeared), or null for a
 * modal or takeover that must wait. Each edge has a left and a right column: a bar, or a corner widget
 * wider than half the viewport (a phone's full-width slide-in), takes both. With the on-screen keyboard
 * open (`keyboard`, keyboardLift.ts) the bottom stacks start above it and the shown dialog covers the visual
 * viewport only, so the field typed in stays in sight.
 */
export function stackOffsets(items: readonly Placed[], viewportWidth: number, { lift, cover }: KeyboardHold = keyboard): (StyleMap | null)[] {
  const stacks: Record<string, number> = { bottoml: lift, bottomr: lift };
  let dialogs = 0;
  const out = items.map(({ placement }): StyleMap | null => (isDialogPlacement(placement) ? (dialogs++ ? null : cover) : {}));
  for (const kind of ['bar', 'bubble', 'slide_in'])
    items.forEach(({ placement: p, size }, i) => {
      // A slide-in's position is lt…rb; the bubble has none (bottom right): 'undefined' is on the right
      // ([0] is not l) and at the bottom ([1] is neither t nor m).
      const position = `${p.position}`;
      // 't': the top edge, 'm': on no edge (a middle slide-in, an in-flow bottom bar), else the bottom edge.
      const v = kind === 'bar' ? (p.stickWithScroll === false && position !== 'top' ? 'm' : position[0]) : position[1];
      if (p.kind !== kind || v === 'm' || p.overlay) return;
      const edge = v === 't' ? 'top' : 'bottom';
      // The inset (placementStyles) is kept from whatever is below: the stack starts where that ends.
      const inset = Math.max(0, Math.ceil(p.inset ?? 0));
      let offset = 0;
      const columns = kind === 'bar' || size.width * 2 > viewportWidth ? 'lr' : position[0] === 'l' ? 'l' : 'r';
      for (const c of columns) offset = Math.max(offset, stacks[edge + c] || 0);
      for (const c of columns) stacks[edge + c] = offset + inset + Math.ceil(size.height);
      // A transform, not the edge offset: a widget moved up by one that appeared under it glides there
      // (widgetHost) and counts as no layout shift, which a change of `bottom` would.
      if (offset) out[i] = { transform: `translateY(${edge === 'top' ? '' : '-'}${offset}px)` };
    });
  return out;
}

export interface Stacked {
  /** The layout the frame asked for, when it asked to be visible; null otherwise. */
  readonly layout: LayoutRequest | null;
  /** Applies the extra offsets (null: wait hidden) with the widget's own styles, in one batch. */
  place(extra: StyleMap | null): undefined;
}

let shown: Stacked[] = [];

/** The on-screen keyboard's hold, kept current by keyboardLift.ts's followKeyboard (from the lazy chunk); none until then. */
export const keyboard: KeyboardHold = { lift: 0, cover: {} };

/** Recomputes every visible widget's place after `changed` showed, hid or resized (or the viewport changed). */
export function place(changed: Stacked | null, viewportWidth: number): void {
  if (changed && !shown.includes(changed)) shown.push(changed);
  // A widget that hid leaves the stack (placed hidden first, so a closing dialog returns focus before the next opens).
  shown = shown.filter((s) => s.layout || s.place({}));
  const extras = stackOffsets(
    shown.map((s) => s.layout!),
    viewportWidth,
  );
  shown.forEach((s, i) => s.place(extras[i]!));
}
