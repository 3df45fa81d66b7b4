import { describe, expect, it } from 'vitest';
import { POPOVER_EDGE_MARGIN_PX, type Rect, type Size, isAnchorOffScreen, placePopover } from '../../../studio/rules/popoverPosition';

const VIEWPORT: Size = { width: 1024, height: 768 };
const anchorAt = (top: number, left = 100): Rect => ({ top, left, width: 200, height: 40 });

function expectInside(position: Rect, viewport: Size) {
  expect(position.top).toBeGreaterThanOrEqual(POPOVER_EDGE_MARGIN_PX);
  expect(position.left).toBeGreaterThanOrEqual(POPOVER_EDGE_MARGIN_PX);
  expect(position.top + position.height).toBeLessThanOrEqual(viewport.height - POPOVER_EDGE_MARGIN_PX);
  expect(position.left + position.width).toBeLessThanOrEqual(viewport.width - POPOVER_EDGE_MARGIN_PX);
}

describe('placePopover: at least 5 px from every viewport edge', () => {
  it('the margin is 5 px', () => {
    expect(POPOVER_EDGE_MARGIN_PX).toBe(5);
  });

  it('below the anchor, aligned to its left edge, when it fits', () => {
    expect(placePopover(anchorAt(100), { width: 300, height: 275 }, VIEWPORT)).toEqual({
      side: 'below',
      top: 140,
      left: 100,
      width: 300,
      height: 275,
    });
  });

  it('fits below with exactly 5 px to spare', () => {
    // Anchor bottom at 488; 768 − 5 − 488 = 275.
    expect(placePopover(anchorAt(448), { width: 300, height: 275 }, VIEWPORT).side).toBe('below');
  });

  it('flips above when one more pixel would break the bottom margin', () => {
    const position = placePopover(anchorAt(449), { width: 300, height: 275 }, VIEWPORT);
    expect(position).toEqual({ side: 'above', top: 449 - 275, left: 100, width: 300, height: 275 });
  });

  it('neither side fits: the roomier side, shortened to it', () => {
    const viewport = { width: 800, height: 400 };
    const low = placePopover(anchorAt(300), { width: 200, height: 350 }, viewport);
    expect(low).toEqual({ side: 'above', top: 5, left: 100, width: 200, height: 295 });
    const high = placePopover(anchorAt(60), { width: 200, height: 350 }, viewport);
    expect(high).toEqual({ side: 'below', top: 100, left: 100, width: 200, height: 295 });
  });

  it('moves left to keep 5 px from the right edge', () => {
    const position = placePopover(anchorAt(100, 900), { width: 300, height: 100 }, VIEWPORT);
    expect(position.left).toBe(1024 - 5 - 300);
  });

  it('keeps 5 px from the left edge for an anchor starting off-screen', () => {
    expect(placePopover(anchorAt(100, -50), { width: 300, height: 100 }, VIEWPORT).left).toBe(5);
  });

  it('narrows a popover wider than the viewport allows', () => {
    const position = placePopover(anchorAt(100, 20), { width: 500, height: 100 }, { width: 375, height: 667 });
    expect(position.left).toBe(5);
    expect(position.width).toBe(365);
  });

  it('an anchor half scrolled off the top still gets a popover inside the margin', () => {
    const position = placePopover({ top: -38, left: 100, width: 200, height: 40 }, { width: 200, height: 100 }, VIEWPORT);
    expect(position.side).toBe('below');
    expect(position.top).toBe(5);
  });

  it('never leaves the margins, wherever the anchor is', () => {
    const popover = { width: 420, height: 300 };
    for (let top = -30; top <= 760; top += 13) {
      for (let left = -50; left <= 1000; left += 97) {
        expectInside(placePopover(anchorAt(top, left), popover, VIEWPORT), VIEWPORT);
      }
    }
  });
});

describe('isAnchorOffScreen: the popover closes when its anchor leaves the viewport', () => {
  it('on screen, even partly', () => {
    expect(isAnchorOffScreen(anchorAt(100), VIEWPORT)).toBe(false);
    expect(isAnchorOffScreen(anchorAt(-39), VIEWPORT)).toBe(false);
    expect(isAnchorOffScreen(anchorAt(767), VIEWPORT)).toBe(false);
  });

  it('off screen on any side', () => {
    expect(isAnchorOffScreen(anchorAt(-40), VIEWPORT)).toBe(true);
    expect(isAnchorOffScreen(anchorAt(768), VIEWPORT)).toBe(true);
    expect(isAnchorOffScreen(anchorAt(100, -200), VIEWPORT)).toBe(true);
    expect(isAnchorOffScreen(anchorAt(100, 1024), VIEWPORT)).toBe(true);
  });
});
