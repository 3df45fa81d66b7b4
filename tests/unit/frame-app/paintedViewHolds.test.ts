/** Which visitors a painted first view is right for (frame-app/rules/paintedViewHolds.ts). */
import { describe, expect, it } from 'vitest';
import { paintedViewHolds } from '../../../frame-app/rules/paintedViewHolds';
import { PAINTED_FOR_EVERYONE, WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';

const desktop = { width: 1280, mobile: false };

describe('paintedViewHolds', () => {
  it('holds for everyone where the kind names no one in particular, and for a document painted before kinds named anyone', () => {
    for (const viewport of [desktop, { width: 320, mobile: true }]) {
      expect(paintedViewHolds(PAINTED_FOR_EVERYONE, { viewport, lastImpression: 1 })).toBe(true);
      expect(paintedViewHolds(undefined, { viewport, lastImpression: 1 })).toBe(true);
    }
  });

  it('needs the least viewport width, a desktop and a first visit where the kind says so', () => {
    const paintedFor = { minViewportWidth: 769, desktop: true, firstVisit: true };
    expect(paintedViewHolds(paintedFor, { viewport: desktop, lastImpression: null })).toBe(true);
    expect(paintedViewHolds(paintedFor, { viewport: { width: 768, mobile: false }, lastImpression: null })).toBe(false);
    expect(paintedViewHolds(paintedFor, { viewport: { ...desktop, mobile: true }, lastImpression: null })).toBe(false);
    expect(paintedViewHolds(paintedFor, { viewport: desktop, lastImpression: 1_700_000_000_000 })).toBe(false);
    // Storage garbage counts as nothing stored, as the omnichat's own rule reads it.
    expect(paintedViewHolds(paintedFor, { viewport: desktop, lastImpression: Number.NaN })).toBe(true);
    expect(paintedViewHolds(paintedFor, { viewport: { width: Number.NaN, mobile: false }, lastImpression: null })).toBe(false);
  });

  it('every catalogue row names whole-pixel widths and plain flags', () => {
    for (const row of WIDGET_CATALOGUE) {
      const { minViewportWidth, desktop: onlyDesktop, firstVisit } = row.paintedFor;
      expect(Number.isInteger(minViewportWidth) && minViewportWidth >= 0, `${row.type}/${row.channel}`).toBe(true);
      expect(typeof onlyDesktop === 'boolean' && typeof firstVisit === 'boolean').toBe(true);
    }
  });
});
