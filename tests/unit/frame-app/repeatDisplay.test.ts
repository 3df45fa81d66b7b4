import { describe, expect, it } from 'vitest';
import { isRepeatAllowed } from '../../../frame-app/rules/repeatDisplay';
import { DAY_MS, T0 } from './fixtures';

const DEMO = { showAgain: { type: 'days', value: 3 }, showAgainIfClosed: { type: 'never', value: null } };
const SECOND = 1000;

describe('isRepeatAllowed', () => {
  it('is allowed without a previous impression, whatever the rules', () => {
    expect(isRepeatAllowed(DEMO, { lastImpression: null, manualClose: false }, T0)).toBe(true);
    expect(isRepeatAllowed(DEMO, { lastImpression: null, manualClose: true }, T0)).toBe(true);
  });

  it('showAgain days 3: not at 3 days minus one second, yes at 3 days and at 3 days plus one second', () => {
    const entry = { lastImpression: T0, manualClose: false };
    expect(isRepeatAllowed(DEMO, entry, T0 + 3 * DAY_MS - SECOND)).toBe(false);
    expect(isRepeatAllowed(DEMO, entry, T0 + 3 * DAY_MS)).toBe(true);
    expect(isRepeatAllowed(DEMO, entry, T0 + 3 * DAY_MS + SECOND)).toBe(true);
  });

  it('after a manual close showAgainIfClosed decides: never stays never', () => {
    const entry = { lastImpression: T0, manualClose: true };
    expect(isRepeatAllowed(DEMO, entry, T0 + 365 * DAY_MS)).toBe(false);
  });

  it('after a manual close a timed showAgainIfClosed is used instead of showAgain', () => {
    const rules = { showAgain: { type: 'always', value: null }, showAgainIfClosed: { type: 'hours', value: 2 } };
    const closed = { lastImpression: T0, manualClose: true };
    expect(isRepeatAllowed(rules, closed, T0 + 2 * 3_600_000 - SECOND)).toBe(false);
    expect(isRepeatAllowed(rules, closed, T0 + 2 * 3_600_000)).toBe(true);
    expect(isRepeatAllowed(rules, { ...closed, manualClose: false }, T0 + SECOND)).toBe(true);
  });

  it('always and never', () => {
    const entry = { lastImpression: T0, manualClose: false };
    expect(isRepeatAllowed({ showAgain: { type: 'always', value: null } }, entry, T0)).toBe(true);
    expect(isRepeatAllowed({ showAgain: { type: 'never', value: null } }, entry, T0 + 1000 * DAY_MS)).toBe(false);
  });

  it('seconds N', () => {
    const rules = { showAgain: { type: 'seconds', value: 30 } };
    const entry = { lastImpression: T0, manualClose: false };
    expect(isRepeatAllowed(rules, entry, T0 + 29 * SECOND)).toBe(false);
    expect(isRepeatAllowed(rules, entry, T0 + 30 * SECOND)).toBe(true);
  });

  it('a malformed timed rule refuses, an absent rule does not restrict', () => {
    const entry = { lastImpression: T0, manualClose: false };
    expect(isRepeatAllowed({ showAgain: { type: 'days', value: null } }, entry, T0 + 1000 * DAY_MS)).toBe(false);
    expect(isRepeatAllowed({ showAgain: { type: 'days', value: -1 } }, entry, T0 + 1000 * DAY_MS)).toBe(false);
    expect(isRepeatAllowed({ showAgain: { type: 'weeks', value: 1 } }, entry, T0 + 1000 * DAY_MS)).toBe(false);
    expect(isRepeatAllowed({}, entry, T0)).toBe(true);
  });
});
