import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_Z_INDEX, stackingProblem, TOP_WIDGET_Z_INDEX, widgetZIndex } from '../../../bridge-protocol/stacking';

describe('widgetZIndex', () => {
  it('is the default, between a page header (1000) and the lowest consent banner (CookieYes, 9 999 998), with nothing set', () => {
    for (const value of [undefined, null, {}, { zIndex: null }]) expect(widgetZIndex(value)).toBe(DEFAULT_WIDGET_Z_INDEX);
    expect(DEFAULT_WIDGET_Z_INDEX).toBeGreaterThan(99_999);
    expect(DEFAULT_WIDGET_Z_INDEX + 1).toBeLessThan(9_999_998);
  });
  it('is the configured whole number, up to the one whose dialogs take the highest z-index a browser keeps', () => {
    expect(widgetZIndex({ zIndex: 0 })).toBe(0);
    expect(widgetZIndex({ zIndex: 1500 })).toBe(1500);
    expect(widgetZIndex({ zIndex: TOP_WIDGET_Z_INDEX })).toBe(2_147_483_646);
  });
  it('falls back to the default for anything a save would have refused', () => {
    for (const zIndex of [-1, 1.5, NaN, Infinity, 2_147_483_647, 2 ** 31, 2 ** 32 + 5, '1500', true, [5], { valueOf: () => 5 }]) {
      expect(widgetZIndex({ zIndex }), String(zIndex)).toBe(DEFAULT_WIDGET_Z_INDEX);
    }
    expect(widgetZIndex(1500)).toBe(DEFAULT_WIDGET_Z_INDEX);
    expect(widgetZIndex([1500])).toBe(DEFAULT_WIDGET_Z_INDEX);
  });
});

describe('stackingProblem', () => {
  it('takes a whole number from 0 to the top, or none', () => {
    for (const value of [{}, { zIndex: null }, { zIndex: 0 }, { zIndex: 1001 }, { zIndex: TOP_WIDGET_Z_INDEX }]) expect(stackingProblem(value)).toBeNull();
  });
  it('names the wrong value at its path, in the owner’s words', () => {
    expect(stackingProblem({ zIndex: 2_147_483_647 })).toEqual({ path: 'stacking.zIndex', message: expect.stringContaining('whole number from 0 to 2147483646') });
    expect(stackingProblem({ zIndex: '5' })?.path).toBe('stacking.zIndex');
    expect(stackingProblem({ zIndex: -3 })?.path).toBe('stacking.zIndex');
    expect(stackingProblem({ zIndex: 2.5 })?.path).toBe('stacking.zIndex');
    expect(stackingProblem({ level: 'top' })).toEqual({ path: 'stacking.level', message: 'This is not part of the stacking: use zIndex.' });
    expect(stackingProblem(12)).toEqual({ path: 'stacking', message: 'Enter the stacking as a set of fields: zIndex.' });
  });
});
