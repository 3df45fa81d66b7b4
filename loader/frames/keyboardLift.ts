/**
 * Pure: how far the phone's on-screen keyboard hides the bottom of the page (issue 49 item 3). On Android
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
