import { describe, expect, it } from 'vitest';
import {
  SCROLL_AREA_AUTO_HIDE_MS,
  SCROLL_AREA_FADE_MS,
  SCROLL_AREA_MIN_THUMB_PX,
  SCROLL_AREA_STOP_DETECTION_MS,
  scrollForThumbOffset,
  thumbOffset,
  thumbSize,
} from '../../../studio/rules/scrollArea';

describe('scroll area constants', () => {
  it('min thumb 30 px, auto-hide 1000 ms, fade 200 ms, stop detection 100 ms', () => {
    expect([SCROLL_AREA_MIN_THUMB_PX, SCROLL_AREA_AUTO_HIDE_MS, SCROLL_AREA_FADE_MS, SCROLL_AREA_STOP_DETECTION_MS]).toEqual([30, 1000, 200, 100]);
  });
});

describe('thumbSize', () => {
  it('is the visible share of the track', () => {
    expect(thumbSize(400, 1600, 400)).toBe(100);
    expect(thumbSize(300, 600, 280)).toBe(140);
  });

  it('never under 30 px', () => {
    expect(thumbSize(400, 100_000, 400)).toBe(30);
    expect(thumbSize(400, 5334, 400)).toBe(30); // 29.99 px proportional
    expect(thumbSize(400, 5000, 400)).toBe(32);
  });

  it('fills the track when there is nothing to scroll', () => {
    expect(thumbSize(400, 400, 380)).toBe(380);
    expect(thumbSize(400, 200, 380)).toBe(380);
  });

  it('a track shorter than the minimum gets a thumb as long as the track', () => {
    expect(thumbSize(20, 2000, 20)).toBe(20);
  });
});

describe('thumbOffset', () => {
  it('maps the scroll position onto the free track', () => {
    // Thumb 100 px in a 400 px track: 300 px free for 1200 px of scrolling.
    expect(thumbOffset(0, 400, 1600, 400)).toBe(0);
    expect(thumbOffset(600, 400, 1600, 400)).toBe(150);
    expect(thumbOffset(1200, 400, 1600, 400)).toBe(300);
  });

  it('uses the free track left by a minimum-size thumb', () => {
    expect(thumbOffset(99_600, 400, 100_000, 400)).toBe(370);
  });

  it('clamps overscroll', () => {
    expect(thumbOffset(-50, 400, 1600, 400)).toBe(0);
    expect(thumbOffset(1300, 400, 1600, 400)).toBe(300);
  });

  it('is 0 when nothing scrolls', () => {
    expect(thumbOffset(10, 400, 400, 400)).toBe(0);
  });

  it('scrollForThumbOffset is its inverse', () => {
    for (const scroll of [0, 123, 600, 1200]) {
      const offset = thumbOffset(scroll, 400, 1600, 400);
      expect(scrollForThumbOffset(offset, 400, 1600, 400)).toBeCloseTo(scroll, 9);
    }
    expect(scrollForThumbOffset(999, 400, 1600, 400)).toBe(1200);
    expect(scrollForThumbOffset(50, 400, 400, 400)).toBe(0);
  });
});
