import { describe, expect, it } from 'vitest';
import { PLACEMENT_KINDS } from '../../../bridge-protocol/messages';
import { loaderKind } from '../../../bridge-protocol/widgetKinds';
import { isRepeatAllowed, REPEAT_DISPLAY_BY_PLACEMENT, repeatDisplayApplies } from '../../../frame-app/rules/repeatDisplay';
import { WIDGET_KIND_ROWS } from '../../../frame-app/widgets/kinds';
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
    // Without the manual close showAgain (always) decides: an impression before the last route change does not count.
    expect(isRepeatAllowed(rules, { ...closed, manualClose: false, routeLastChange: T0 + 1 }, T0 + SECOND)).toBe(true);
  });

  it('never stays never, also after a route change', () => {
    const entry = { lastImpression: T0, manualClose: false };
    expect(isRepeatAllowed({ showAgain: { type: 'never', value: null } }, entry, T0 + 1000 * DAY_MS)).toBe(false);
    expect(isRepeatAllowed({ showAgain: { type: 'never', value: null } }, { ...entry, routeLastChange: T0 + DAY_MS }, T0 + 2 * DAY_MS)).toBe(false);
  });

  describe('always: once per page view (an impression counts only after the last route change)', () => {
    const ALWAYS = { showAgain: { type: 'always', value: null } };

    it('refuses while an impression on the current route exists (after or at the route change)', () => {
      expect(isRepeatAllowed(ALWAYS, { lastImpression: T0, manualClose: false, routeLastChange: T0 - SECOND }, T0 + DAY_MS)).toBe(false);
      expect(isRepeatAllowed(ALWAYS, { lastImpression: T0, manualClose: false, routeLastChange: T0 }, T0 + DAY_MS)).toBe(false);
    });

    it('allows when the impression was made before the last route change, even a millisecond before', () => {
      expect(isRepeatAllowed(ALWAYS, { lastImpression: T0, manualClose: false, routeLastChange: T0 + 1 }, T0 + 1)).toBe(true);
    });

    it('without a known route change every impression counts, so it refuses', () => {
      expect(isRepeatAllowed(ALWAYS, { lastImpression: T0, manualClose: false, routeLastChange: null }, T0 + 1000 * DAY_MS)).toBe(false);
      expect(isRepeatAllowed(ALWAYS, { lastImpression: T0, manualClose: false }, T0 + 1000 * DAY_MS)).toBe(false);
    });

    it('showAgainIfClosed always after a manual close follows the same rule', () => {
      const rules = { showAgain: { type: 'never', value: null }, showAgainIfClosed: { type: 'always', value: null } };
      expect(isRepeatAllowed(rules, { lastImpression: T0, manualClose: true, routeLastChange: T0 - 1 }, T0 + SECOND)).toBe(false);
      expect(isRepeatAllowed(rules, { lastImpression: T0, manualClose: true, routeLastChange: T0 + SECOND }, T0 + SECOND)).toBe(true);
    });

    it('showAgainIfClosed never after a manual close refuses before and after a route change', () => {
      expect(isRepeatAllowed(DEMO, { lastImpression: T0, manualClose: true, routeLastChange: T0 - 1 }, T0 + SECOND)).toBe(false);
      expect(isRepeatAllowed(DEMO, { lastImpression: T0, manualClose: true, routeLastChange: T0 + SECOND }, T0 + 2 * SECOND)).toBe(false);
    });
  });

  it('timed rules use wall-clock time since the impression; a route change does not reset them', () => {
    const entry = { lastImpression: T0, manualClose: false, routeLastChange: T0 + DAY_MS };
    expect(isRepeatAllowed(DEMO, entry, T0 + 3 * DAY_MS - SECOND)).toBe(false);
    expect(isRepeatAllowed(DEMO, entry, T0 + 3 * DAY_MS + SECOND)).toBe(true);
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

describe('repeatDisplayApplies (by the kind\'s placement)', () => {
  it('applies to every floating kind and to no embedded one, as the loader\'s kinds table splits them', () => {
    for (const row of WIDGET_KIND_ROWS) {
      const loaderRow = loaderKind(row.type);
      expect(loaderRow, row.type).toBeDefined();
      expect(repeatDisplayApplies(row.placement), `${row.type}/${row.channel}`).toBe(!loaderRow?.embedded);
    }
  });

  it('names a decision for every placement', () => {
    expect(Object.keys(REPEAT_DISPLAY_BY_PLACEMENT).sort()).toEqual([...PLACEMENT_KINDS].sort());
    expect(PLACEMENT_KINDS.filter((kind) => !repeatDisplayApplies(kind))).toEqual(['inline']);
  });
});
