import { describe, expect, it } from 'vitest';
import { scrollPercent } from '../../../loader/signals/scrollDepth';
import { isExitIntent } from '../../../loader/signals/exitIntent';

describe('scrollPercent', () => {
  it.each([
    [0, 3000, 1000, 0],
    [580, 3000, 1000, 29],
    [600, 3000, 1000, 30],
    [620, 3000, 1000, 31],
    [2000, 3000, 1000, 100],
    [2500, 3000, 1000, 100],
    [0, 800, 1000, 100],
  ])('scrollTop %i of %i with a %i px viewport is %i %%', (top, height, viewport, expected) => {
    expect(scrollPercent(top, height, viewport)).toBe(expected);
  });

  it('a page that cannot scroll reads as 0 while it is still loading (its stylesheets may not be in yet)', () => {
    expect(scrollPercent(0, 800, 1000, false)).toBe(0);
    expect(scrollPercent(600, 3000, 1000, false)).toBe(30);
  });
});

describe('exit intent', () => {
  it('fires when the pointer leaves the document at y ≤ 20 px', () => {
    expect(isExitIntent({ clientY: 20, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 21, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 5, relatedTarget: {} as EventTarget })).toBe(false);
  });
});
