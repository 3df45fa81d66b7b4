/**
 * Pure: a frame's layout request → the CSS the loader puts on its iframe. Every value is later set
 * with `style.setProperty(name, value, 'important')`, because host rules with !important (and global
 * resets such as `iframe { border: 8px solid red; max-width: 50% }`) would otherwise win.
 */
import type { Placement, Size } from '../../bridge-protocol/messages';
import { DEFAULT_WIDGET_Z_INDEX } from '../../bridge-protocol/stacking';
import { isDialogPlacement } from './dialogFocus';

export type StyleMap = Record<string, string>;

/**
 * Bars, slide-ins and bubbles sit at the page's stacking level `z` (bridge-protocol/stacking.ts: above the
 * page's own content, below the consent banners unless the site owner says otherwise), and a modal,
 * takeover or overlay bubble one above it, so it covers them: at equal z-index the later iframe in the
 * DOM would win, and that is the bubble, appended last.
 */

/** Reset what hostile host CSS may put on iframes, whatever the placement. */
const BASE_STYLES: StyleMap = {
  border: '0 none',
  margin: '0',
  padding: '0',
  background: 'transparent',
  'box-shadow': 'none',
  'max-width': 'none',
  'max-height': 'none',
  'min-width': '0',
  'min-height': '0',
  float: 'none',
  transform: 'none',
  transition: 'none',
  filter: 'none',
  opacity: '1',
  visibility: 'visible',
  'clip-path': 'none',
  'color-scheme': 'normal',
  'box-sizing': 'content-box',
  'pointer-events': 'auto',
  'writing-mode': 'horizontal-tb',
  direction: 'ltr',
};

/**
 * The iframe's start corner (its writing mode's block-start, inline-start corner) is the corner it is
 * anchored to. The Layout Instability API measures a move from that corner, so a box anchored at the
 * bottom right that grows (the omnichat bubble's popup message, a slide-in's next step) moves nothing
 * and counts as no layout shift, as it looks to the visitor. Only the iframe element takes these; its
 * document has its own.
 */
const anchoredAt = (bottom: boolean, right: boolean): StyleMap => ({
  'writing-mode': bottom ? (right ? 'vertical-rl' : 'vertical-lr') : 'horizontal-tb',
  direction: bottom || right ? 'rtl' : 'ltr',
});

/**
 * Hidden, but laid out: a `display:none` iframe's document gets no layout at all in Chromium, so the
 * frame could not measure itself and its first visible layout would carry a size of 0 (sized only by
 * a 4th message, after a visible jump). A 0×0, invisible, inert box lets the frame measure its content
 * synchronously and send the right size with the layout that shows it. Invisible also means out of
 * the accessibility tree and the tab order.
 */
export const HIDDEN_STYLES: StyleMap = {
  ...BASE_STYLES,
  display: 'block',
  position: 'fixed',
  top: '0',
  left: '0',
  right: 'auto',
  bottom: 'auto',
  width: '0',
  height: '0',
  visibility: 'hidden',
  'pointer-events': 'none',
  'z-index': '-1',
};

const px = (n: number): string => `${Math.max(0, Math.ceil(n))}px`;

/**
 * Clear of a phone's notch, rounded corners and home indicator (issue 49): a margin beside the edge offset
 * moves a fixed box away from the edges it is anchored to only (a middle slide-in moves down by the top
 * inset). env() is 0 unless the host page's viewport meta has `viewport-fit=cover` (docs/EMBEDDING.md
 * "Phones"). Bars take the top and bottom only: they span the width. No fallback in env(): a browser
 * without it drops the declaration, and the margin stays 0.
 */
const SAFE_MARGIN = 'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';
const SAFE_BAR_MARGIN = 'env(safe-area-inset-top) 0 env(safe-area-inset-bottom)';

function fixed(extra: StyleMap, z: number): StyleMap {
  return { position: 'fixed', 'z-index': `${z}`, ...extra };
}

/** Offsets for slide-in placements: l/r picks the side, t/m/b the vertical position; `inset` px from the edges. */
function slideInOffsets(position: string | undefined, inset: string): StyleMap {
  const p = position ?? 'rb';
  const horizontal: StyleMap = p[0] === 'l' ? { left: inset, right: 'auto' } : { right: inset, left: 'auto' };
  const v = p[1];
  const vertical: StyleMap =
    v === 't' ? { top: inset, bottom: 'auto' } : v === 'm' ? { top: '50%', bottom: 'auto', transform: 'translateY(-50%)' } : { bottom: inset, top: 'auto' };
  return { ...horizontal, ...vertical, ...anchoredAt(v !== 't' && v !== 'm', p[0] !== 'l') };
}

/** `z`: the page's stacking level (widgetZIndex); the default level where a caller has no page. */
export function placementStyles(placement: Placement, size: Size, z = DEFAULT_WIDGET_Z_INDEX): StyleMap {
  const base: StyleMap = { ...BASE_STYLES, display: 'block' };
  switch (placement.kind) {
    case 'bar': {
      const top = placement.position === 'top';
      const stick = placement.stickWithScroll !== false;
      const common: StyleMap = { ...base, left: '0', right: 'auto', width: '100%', height: px(size.height) };
      if (stick) return { ...common, margin: SAFE_BAR_MARGIN, ...fixed(top ? { top: '0', bottom: 'auto' } : { bottom: '0', top: 'auto', ...anchoredAt(true, false) }, z) };
      // Not sticky: a top bar sits over the top of the document and scrolls away; a bottom bar stays
      // where the loader appended it, in flow at the end of <body>.
      return top
        ? { ...common, position: 'absolute', top: '0', bottom: 'auto', 'z-index': `${z}` }
        : { ...common, position: 'relative', top: 'auto', bottom: 'auto', 'z-index': `${z}` };
    }
    case 'modal':
    case 'takeover':
      // The frame draws its own backdrop, so it covers the whole viewport; dvh where the browser has it.
      return { ...base, ...fixed({ top: '0', left: '0', right: 'auto', bottom: 'auto' }, z + 1), width: '100vw', height: '100vh' };
    case 'slide_in':
    case 'bubble':
      // The bubble has no position: bottom right, as slideInOffsets' default.
      return {
        ...base,
        ...fixed(slideInOffsets(placement.position, placement.inset ? px(placement.inset) : '0'), placement.overlay ? z + 1 : z),
        // An overlay fills the viewport (the omnichat's phone sheet): moved, it would leave it.
        margin: placement.overlay ? '0' : SAFE_MARGIN,
        width: px(size.width),
        height: px(size.height),
      };
    case 'inline': {
      const w = placement.width;
      const width = w ? `${Math.max(0, w.number)}${w.unit}` : '100%';
      return {
        ...base,
        position: 'static',
        width,
        'max-width': '100%',
        'min-width': placement.minWidth ? px(placement.minWidth) : '0',
        height: px(size.height),
      };
    }
  }
}

/** Properties to try after the main map: ignored by browsers that lack the unit, better where they have it. */
export function progressiveStyles(placement: Placement): StyleMap {
  return isDialogPlacement(placement) ? { height: '100dvh', width: '100dvw' } : {};
}

/** How much the host page must be padded so a shown pushPage bar covers nothing; null when it must not be. */
export function pushPagePadding(placement: Placement, size: Size): { side: 'top' | 'bottom'; px: number } | null {
  if (placement.kind !== 'bar' || !placement.pushPage) return null;
  const top = placement.position === 'top';
  // A non-sticky bottom bar is in flow already, it pushes nothing.
  if (!top && placement.stickWithScroll === false) return null;
  return { side: top ? 'top' : 'bottom', px: Math.ceil(size.height) };
}
