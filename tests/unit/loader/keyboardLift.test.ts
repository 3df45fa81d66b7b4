/**
 * Issue 49 item 3: the on-screen keyboard shrinks the visual viewport only; a bottom-anchored widget is
 * lifted above it and the shown dialog covers what is left, so the field typed in stays visible.
 */
import { describe, expect, it } from 'vitest';
import type { Placement } from '../../../bridge-protocol/messages';
import { keyboardHold, keyboardLift } from '../../../loader/frames/keyboardLift';
import { stackOffsets } from '../../../loader/frames/placementManager';

const visual = (height: number, offsetTop = 0, scale = 1) => ({ height, offsetTop, scale });
const item = (placement: Placement, width = 375, height = 300) => ({ placement, size: { width, height } });

describe('keyboardLift', () => {
  it('is the layout viewport under the visual viewport\'s bottom: the keyboard\'s height', () => {
    expect(keyboardLift(812, visual(812))).toBe(0);
    expect(keyboardLift(812, visual(476))).toBe(336);
    // The visual viewport scrolled down inside the layout viewport: less of the bottom is hidden.
    expect(keyboardLift(812, visual(476, 100))).toBe(236);
  });

  it('is 0 without a visual viewport, while pinch-zoomed, and never negative', () => {
    expect(keyboardLift(812, undefined)).toBe(0);
    expect(keyboardLift(812, null)).toBe(0);
    expect(keyboardLift(812, visual(406, 0, 2))).toBe(0);
    expect(keyboardLift(812, visual(900))).toBe(0);
  });
});

describe('stackOffsets with the keyboard open', () => {
  it('lifts bottom-anchored widgets above it, stacked as before, and leaves top ones where they are', () => {
    const bottomBar = item({ kind: 'bar', position: 'bottom' }, 375, 60);
    const slideIn = item({ kind: 'slide_in', position: 'lb' }, 375, 300);
    const topBar = item({ kind: 'bar', position: 'top' }, 375, 50);
    expect(stackOffsets([bottomBar, slideIn, topBar], 375, keyboardHold(812, visual(476)))).toEqual([
      { transform: 'translateY(-336px)' },
      { transform: 'translateY(-396px)' },
      {},
    ]);
    expect(stackOffsets([bottomBar, slideIn], 375, keyboardHold(812, visual(812)))).toEqual([{}, { transform: 'translateY(-60px)' }]);
  });

  it('fits the shown dialog to the visual viewport; a waiting one still waits', () => {
    const modal = item({ kind: 'modal' });
    expect(stackOffsets([modal, item({ kind: 'takeover' })], 375, keyboardHold(812, visual(476, 40)))).toEqual([{ top: '40px', height: '476px' }, null]);
    expect(stackOffsets([modal], 375, keyboardHold(812, visual(812)))).toEqual([{}]);
  });
});

describe('followKeyboard (from the lazy chunk)', () => {
  it('writes the hold as the visual viewport changes and places the widgets again each time', async () => {
    const { followKeyboard } = await import('../../../loader/frames/keyboardLift');
    const viewport = Object.assign(new EventTarget(), { height: 812, offsetTop: 0, scale: 1 });
    const win = { visualViewport: viewport, document: { documentElement: { clientHeight: 812 } } } as unknown as Window;
    const held = { lift: 0, cover: {} };
    let placed = 0;
    followKeyboard(win, held, () => placed++);
    expect([held, placed]).toEqual([{ lift: 0, cover: {} }, 1]);
    Object.assign(viewport, { height: 476 });
    viewport.dispatchEvent(new Event('resize'));
    expect([held, placed]).toEqual([{ lift: 336, cover: { top: '0px', height: '476px' } }, 2]);
    Object.assign(viewport, { height: 812 });
    viewport.dispatchEvent(new Event('scroll'));
    expect([held, placed]).toEqual([{ lift: 0, cover: {} }, 3]);
  });
});
