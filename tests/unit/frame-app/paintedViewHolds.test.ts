/** Which visitors a painted first view is right for (frame-app/rules/paintedViewHolds.ts). */
import { describe, expect, it } from 'vitest';
import { paintedViewHolds } from '../../../frame-app/rules/paintedViewHolds';
import { PAINTED_FOR_EVERYONE, WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';

const desktop = { width: 1280, mobile: false };
const firstTime = { viewport: desktop, lastImpression: null, ios: false };

describe('paintedViewHolds', () => {
  it('holds for everyone where the kind names no one in particular, and for a document painted before kinds named anyone', () => {
    for (const viewport of [desktop, { width: 320, mobile: true }]) {
      for (const ios of [false, true]) {
        expect(paintedViewHolds(PAINTED_FOR_EVERYONE, { viewport, lastImpression: 1, ios })).toBe(true);
        expect(paintedViewHolds(undefined, { viewport, lastImpression: 1, ios })).toBe(true);
      }
    }
  });

  it('needs the least viewport width, a desktop and a first visit where the kind says so', () => {
    const paintedFor = { ...PAINTED_FOR_EVERYONE, minViewportWidth: 769, desktop: true, firstVisit: true };
    expect(paintedViewHolds(paintedFor, firstTime)).toBe(true);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { width: 768, mobile: false } })).toBe(false);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { ...desktop, mobile: true } })).toBe(false);
    expect(paintedViewHolds(paintedFor, { ...firstTime, lastImpression: 1_700_000_000_000 })).toBe(false);
    // Storage garbage counts as nothing stored, as the omnichat's own rule reads it.
    expect(paintedViewHolds(paintedFor, { ...firstTime, lastImpression: Number.NaN })).toBe(true);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { width: Number.NaN, mobile: false } })).toBe(false);
  });

  it('holds on the very viewport it was painted for, where the address named the visitor\'s, and on no other', () => {
    const paintedFor = { ...PAINTED_FOR_EVERYONE, minViewportWidth: 769, desktop: true, firstVisit: true, viewport: { width: 375, mobile: true } };
    const phone = { width: 375, mobile: true };
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: phone })).toBe(true);
    // The width as the loader rounded it into the address.
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { ...phone, width: 375.4 } })).toBe(true);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { ...phone, width: 376 } })).toBe(false);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { ...phone, mobile: false } })).toBe(false);
    expect(paintedViewHolds(paintedFor, firstTime)).toBe(false);
    // The kind's other conditions still apply.
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: phone, lastImpression: 1_700_000_000_000 })).toBe(false);
  });

  it('needs a browser that is not iOS where the kind says so (the SMS layouts)', () => {
    const paintedFor = { ...PAINTED_FOR_EVERYONE, notIos: true };
    expect(paintedViewHolds(paintedFor, firstTime)).toBe(true);
    expect(paintedViewHolds(paintedFor, { ...firstTime, viewport: { width: 375, mobile: true } })).toBe(true);
    expect(paintedViewHolds(paintedFor, { ...firstTime, ios: true })).toBe(false);
  });

  it('every catalogue row names whole-pixel widths and plain flags; the SMS layouts alone leave out iOS', () => {
    for (const row of WIDGET_CATALOGUE) {
      const { minViewportWidth, desktop: onlyDesktop, firstVisit, notIos } = row.paintedFor;
      expect(Number.isInteger(minViewportWidth) && minViewportWidth >= 0, `${row.type}/${row.channel}`).toBe(true);
      expect([onlyDesktop, firstVisit, notIos].every((flag) => typeof flag === 'boolean')).toBe(true);
      expect(notIos, `${row.type}/${row.channel}`).toBe(row.smsVariant === 'card' || row.smsVariant === 'modal');
    }
  });
});
