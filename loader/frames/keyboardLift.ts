/**
 * How far the phone's on-screen keyboard hides the bottom of the page (issue 49 item 3). On Android
 * Chrome (resizes-visual) and iOS Safari the keyboard shrinks the visual viewport only: `position: fixed`
 * keeps to the layout viewport, so a bottom-anchored widget would sit behind the keyboard with the field
 * the visitor types in. The lift is the layout viewport's height under the visual viewport's bottom; a
 * pinch-zoom (scale above 1) shrinks the visual viewport too, and widgets must not chase it then.
 */
export interface VisualViewportLike {
  height: number;
  offsetTop: number;
  scale: number;
}

export const keyboardLift = (layoutHeight: number, v: VisualViewportLike | null | undefined): number =>
  v && v.scale < 1.01 ? Math.max(0, layoutHeight - v.height - v.offsetTop) : 0;

/** What the keyboard leaves the widgets (placementManager.ts reads it): where the bottom stacks start, and the shown dialog's box. */
export interface KeyboardHold {
  lift: number;
  cover: Record<string, string>;
}

/** Pure: the hold of the keyboard for a visual viewport; none (lift 0, no box) while it is closed. */
export function keyboardHold(layoutHeight: number, v: VisualViewportLike | null | undefined): KeyboardHold {
  const lift = keyboardLift(layoutHeight, v);
  return { lift, cover: lift && v ? { top: `${v.offsetTop}px`, height: `${v.height}px` } : {} };
}

/**
 * Follows the visual viewport (in the loader's lazy chunk, loaded in idle time: a keyboard opens under a
 * visitor's tap in a field, after it): writes the hold into `held` and calls `changed` to place the widgets again.
 */
export function followKeyboard(win: Window, held: KeyboardHold, changed: () => void): void {
  const v = win.visualViewport;
  const follow = (): void => {
    Object.assign(held, keyboardHold(win.document.documentElement.clientHeight, v));
    changed();
  };
  for (const name of ['resize', 'scroll']) v?.addEventListener(name, follow);
  follow();
}
