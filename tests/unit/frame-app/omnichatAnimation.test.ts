import { describe, expect, it } from 'vitest';
import {
  BUBBLE_ANIMATION_LAST_SEEN_MS,
  BUBBLE_ANIMATION_START_MS,
  BUBBLE_ANIMATION_STEP_MS,
  BUBBLE_ANIMATION_STOP_MS,
  isLastSeenOldEnough,
  shouldAnimateBubble,
} from '../../../frame-app/rules/omnichatAnimation';
import { T0 } from './fixtures';

const HOUR_MS = 3_600_000;

describe('omnichat bubble animation: SPEC §9 constants', () => {
  it('start after 2 s, step 1.5 s, stop after 0.5 s, last seen over 24 h', () => {
    expect(BUBBLE_ANIMATION_START_MS).toBe(2_000);
    expect(BUBBLE_ANIMATION_STEP_MS).toBe(1_500);
    expect(BUBBLE_ANIMATION_STOP_MS).toBe(500);
    expect(BUBBLE_ANIMATION_LAST_SEEN_MS).toBe(24 * HOUR_MS);
  });
});

describe('the 24 h rule', () => {
  it('never seen: animates', () => {
    expect(isLastSeenOldEnough(null, T0)).toBe(true);
  });

  it('over 24 h ago: animates; exactly 24 h or less: does not', () => {
    expect(isLastSeenOldEnough(T0 - 24 * HOUR_MS - 1, T0)).toBe(true);
    expect(isLastSeenOldEnough(T0 - 24 * HOUR_MS, T0)).toBe(false);
    expect(isLastSeenOldEnough(T0 - 23 * HOUR_MS, T0)).toBe(false);
    expect(isLastSeenOldEnough(T0, T0)).toBe(false);
  });

  it('a stored time in the future counts as just seen; a non-finite one as never seen', () => {
    expect(isLastSeenOldEnough(T0 + HOUR_MS, T0)).toBe(false);
    expect(isLastSeenOldEnough(Number.NaN, T0)).toBe(true);
    expect(isLastSeenOldEnough(Number.POSITIVE_INFINITY, T0)).toBe(true);
  });

  it('shouldAnimateBubble needs a channel as well', () => {
    expect(shouldAnimateBubble(2, null, T0)).toBe(true);
    expect(shouldAnimateBubble(0, null, T0)).toBe(false);
    // One channel: its icon is the bubble's all along (directChannel), nothing to cycle through.
    expect(shouldAnimateBubble(1, null, T0)).toBe(false);
    expect(shouldAnimateBubble(2, T0 - HOUR_MS, T0)).toBe(false);
  });
});
