import { describe, expect, it } from 'vitest';
import { countsAsImpression } from '../../../frame-app/rules/impressionCounts';
import { T0 } from './fixtures';

describe('countsAsImpression: only after the last route change', () => {
  it.each([
    ['before the route change', T0 - 1, T0, false],
    ['at the route change', T0, T0, true],
    ['after the route change', T0 + 1, T0, true],
  ])('an impression %s', (_label, lastImpression, routeLastChange, expected) => {
    expect(countsAsImpression(lastImpression, routeLastChange)).toBe(expected);
  });

  it('without a route change every impression counts', () => {
    expect(countsAsImpression(T0, null)).toBe(true);
    expect(countsAsImpression(0, undefined)).toBe(true);
  });

  it('no impression never counts', () => {
    expect(countsAsImpression(null, null)).toBe(false);
    expect(countsAsImpression(undefined, T0)).toBe(false);
  });
});
