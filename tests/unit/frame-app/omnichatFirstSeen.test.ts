import { describe, expect, it } from 'vitest';
import {
  FIRST_SEEN_DEFAULT,
  firstSeen,
  firstSeenFor,
  MAX_FIRST_SEEN_DELAY_MS,
  OMNICHAT_OPEN_DELAY_CLOSE_MS,
} from '../../../frame-app/rules/omnichatFirstSeen';
import { isFirstVisit } from '../../../frame-app/rules/firstVisit';
import { MOBILE_VIEWPORT, T0, VIEWPORT } from './fixtures';

describe('omnichat first seen: SPEC §9 constants', () => {
  it('"Omnichat open delay close" is 2 s; "first seen hidden 15" is the default pair', () => {
    expect(OMNICHAT_OPEN_DELAY_CLOSE_MS).toBe(2_000);
    expect(FIRST_SEEN_DEFAULT).toEqual({ type: 'hidden', value: 15 });
  });
});

describe('firstSeen', () => {
  it("'opened' and 'hidden', as words or pairs", () => {
    expect(firstSeen('opened')).toEqual({ mode: 'opened' });
    expect(firstSeen(' Opened ')).toEqual({ mode: 'opened' });
    expect(firstSeen('hidden')).toEqual({ mode: 'hidden' });
    expect(firstSeen({ type: 'opened', value: null })).toEqual({ mode: 'opened' });
    expect(firstSeen({ type: 'hidden', value: 15 })).toEqual({ mode: 'hidden' });
  });

  it('a number of seconds is a delay', () => {
    expect(firstSeen(5)).toEqual({ mode: 'delayed', openAfterMs: 5_000 });
    expect(firstSeen('7')).toEqual({ mode: 'delayed', openAfterMs: 7_000 });
    expect(firstSeen(1.5)).toEqual({ mode: 'delayed', openAfterMs: 1_500 });
    expect(firstSeen(0)).toEqual({ mode: 'delayed', openAfterMs: 0 });
    expect(firstSeen({ type: 'delay', value: 10 })).toEqual({ mode: 'delayed', openAfterMs: 10_000 });
    expect(firstSeen({ type: 'seconds', value: '3' })).toEqual({ mode: 'delayed', openAfterMs: 3_000 });
  });

  it('a delay without a usable number takes the 15 s of SPEC §9', () => {
    expect(firstSeen({ type: 'delay', value: null })).toEqual({ mode: 'delayed', openAfterMs: 15_000 });
    expect(firstSeen({ type: 'delay', value: -3 })).toEqual({ mode: 'delayed', openAfterMs: 15_000 });
  });

  it('a delay longer than a timer can hold is clamped', () => {
    expect(firstSeen(10 ** 12)).toEqual({ mode: 'delayed', openAfterMs: MAX_FIRST_SEEN_DELAY_MS });
  });

  it('missing or unknown is the default: hidden', () => {
    for (const value of [undefined, null, '', 'minimized', -1, '5s', Number.NaN, [], { type: 'sideways' }]) {
      expect(firstSeen(value)).toEqual({ mode: 'hidden' });
    }
  });
});

describe('firstSeenFor', () => {
  const setup = { desktopFirstSeen: 'opened', mobileFirstSeen: 4 };

  it('desktop reads desktopFirstSeen, mobile reads mobileFirstSeen', () => {
    expect(firstSeenFor(setup, VIEWPORT)).toEqual({ mode: 'opened' });
    expect(firstSeenFor(setup, MOBILE_VIEWPORT)).toEqual({ mode: 'delayed', openAfterMs: 4_000 });
  });

  it('a narrow desktop window counts as mobile (SPEC 768 px breakpoint)', () => {
    expect(firstSeenFor(setup, { width: 700, mobile: false })).toEqual({ mode: 'delayed', openAfterMs: 4_000 });
  });

  it('no setup: hidden on both', () => {
    expect(firstSeenFor(undefined, VIEWPORT)).toEqual({ mode: 'hidden' });
    expect(firstSeenFor(null, MOBILE_VIEWPORT)).toEqual({ mode: 'hidden' });
  });
});

describe('isFirstVisit', () => {
  it('only when no last-seen time is stored (or it is garbage)', () => {
    expect(isFirstVisit(null)).toBe(true);
    expect(isFirstVisit(Number.NaN)).toBe(true);
    expect(isFirstVisit(T0)).toBe(false);
    expect(isFirstVisit(0)).toBe(false);
  });
});
