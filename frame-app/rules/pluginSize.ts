/**
 * Whether a messenger plugin that reported `rendered` is really there for the visitor to see. Pure.
 *
 * The SDK's `rendered` event is a claim, not a picture: Meta retires web plugins by still rendering
 * them, as invisible 0×0 elements that report `rendered` like a working plugin. A widget that believed
 * the claim would open with an empty hole where its call to action should be, and no way to opt in. So
 * a plugin counts as rendered only when something it draws has a visible, non-zero size; otherwise
 * SPEC §4's "Go to Messenger" fallback stands in.
 *
 * "Visible" is the element's own computed `visibility` (the SDK hides its iframe that way until it has
 * loaded), and its box clipped by the plugin's own wrappers (an iframe drawn at full size inside a 0×0
 * `overflow:hidden` span shows nothing). Opacity is deliberately not part of it: the overlay layouts fade
 * their whole card in from `opacity:0`, and a plugin must be measurable while its widget is still hidden.
 */

/** A plugin must draw at least this many CSS pixels each way to count (a 1 px line is still a plugin). */
export const MIN_DRAWN_PX = 1;

/**
 * How long a plugin that reported `rendered` may take to draw itself before it counts as not rendered.
 * The SDK sizes its plugin iframe from a separate cross-frame message, which may land a little after
 * `rendered`; a second is ample for that, and still four seconds sooner than the forced rendered timeout
 * for a visitor whose plugin will never draw anything.
 */
export const PLUGIN_DRAW_GRACE_MS = 1_000;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One element the plugin drew, as measured inside the frame. */
export interface PluginBox {
  rect: Rect;
  /** The element's own computed visibility is `visible` (inherited hiding included). */
  visible: boolean;
  /** The boxes of its ancestors inside the plugin that clip their content (overflow other than visible). */
  clips: readonly Rect[];
}

export interface PluginSize {
  width: number;
  height: number;
}

export const NOTHING_DRAWN: PluginSize = { width: 0, height: 0 };

function intersect(a: Rect, b: Rect): Rect {
  return { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
}

function sizeOf(rect: Rect): PluginSize {
  return { width: Math.max(0, rect.right - rect.left), height: Math.max(0, rect.bottom - rect.top) };
}

export function isPluginDrawn(size: PluginSize): boolean {
  return size.width >= MIN_DRAWN_PX && size.height >= MIN_DRAWN_PX;
}

/**
 * What the plugin shows: the largest visible element after its wrappers' clipping, an element that
 * counts as drawn always beating one that does not (a 200×0.5 line must not hide a 1×1 pixel).
 */
export function drawnSize(boxes: readonly PluginBox[]): PluginSize {
  let best = NOTHING_DRAWN;
  const rank = (size: PluginSize): [number, number] => [isPluginDrawn(size) ? 1 : 0, size.width * size.height];
  for (const box of boxes) {
    if (!box.visible) continue;
    const size = sizeOf(box.clips.reduce(intersect, box.rect));
    const [drawn, area] = rank(size);
    const [bestDrawn, bestArea] = rank(best);
    if (drawn > bestDrawn || (drawn === bestDrawn && area > bestArea)) best = size;
  }
  return best;
}
