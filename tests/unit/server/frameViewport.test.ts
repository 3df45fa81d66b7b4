/** The visitor's viewport in a frame document's address (server/rules/frameViewport.ts). */
import { describe, expect, it } from 'vitest';
import { frameViewportOf, paintedFromWidth, paintedViewport, visitorViewport } from '../../../server/rules/frameViewport';
import { PAINTED_FOR_EVERYONE, WIDGET_CATALOGUE } from '../../../bridge-protocol/widgetCatalogue';
import { paintedViewHolds } from '../../../frame-app/rules/paintedViewHolds';

describe('frameViewportOf', () => {
  it("names, per kind, the width from which its desktop first view holds; none for a kind that holds everywhere", () => {
    expect(frameViewportOf({ widget_id: 1, widget_type: 'bar', channel: 'fb' })).toBeNull();
    expect(frameViewportOf({ widget_id: 1, widget_type: 'box', channel: 'sms' })).toBeNull();
    expect(frameViewportOf({ widget_id: 1, widget_type: 'slide_in' })).toBe(392);
    expect(frameViewportOf({ id: 1, type: 'customer_chat', channel: 'fb' })).toBe(769);
    expect(frameViewportOf({ widget_id: 1, widget_type: 'omnichat', channel: 'omni' })).toBe(769);
    // Not a kind with a layout: nothing to render for any viewport.
    expect(frameViewportOf({ widget_id: 1, widget_type: 'hologram' })).toBeNull();
    expect(frameViewportOf({ widget_id: 1, widget_type: 'slide_in', channel: 'sms' })).toBeNull();
    expect(frameViewportOf('nonsense')).toBeNull();
  });

  it('counts a desktop-only view as not holding below the mobile breakpoint', () => {
    expect(paintedFromWidth({ ...PAINTED_FOR_EVERYONE, desktop: true })).toBe(768);
    expect(paintedFromWidth({ ...PAINTED_FOR_EVERYONE, notIos: true, firstVisit: true })).toBeNull();
  });
});

describe('visitorViewport', () => {
  it('reads a whole width in CSS px and the mobile flag', () => {
    expect(visitorViewport({ vw: '375', vm: '1' })).toEqual({ width: 375, mobile: true });
    expect(visitorViewport({ vw: '1024' })).toEqual({ width: 1024, mobile: false });
    expect(visitorViewport({ vw: '1024', vm: 'yes' })).toEqual({ width: 1024, mobile: false });
  });

  it('ignores anything else: no width, a repeated one, a number out of any screen’s range, text', () => {
    for (const vw of [undefined, '', 'abc', '37.5', '-375', '150', '99999', '0375x', ['375', '390']]) {
      expect(visitorViewport({ vw, vm: '1' }), String(vw)).toBeUndefined();
    }
  });
});

describe('paintedViewport (the key of a painted document, issue 46 item 6)', () => {
  const WIDTHS = [200, 320, 375, 391, 392, 600, 767, 768, 769, 1024, 1280, 4000];

  it('is the desktop (undefined) exactly where the renderer paints the desktop view, else the visitor’s whole width and device', () => {
    for (const row of WIDGET_CATALOGUE) {
      const entry = { widget_id: 1, widget_type: row.type, channel: row.channel === 'messenger' ? 'fb' : row.channel };
      for (const width of WIDTHS) {
        for (const mobile of [false, true]) {
          // The renderer paints the desktop view where it holds for this visitor (renderFirstView.tsx renderedFor).
          const desktopHolds = row.firstView !== 'server' || paintedViewHolds(row.paintedFor, { viewport: { width, mobile }, lastImpression: null, ios: false });
          const name = `${row.type}/${row.channel} at ${width}${mobile ? ' mobile' : ''}`;
          expect(paintedViewport(entry, { width, mobile }), name).toEqual(desktopHolds ? undefined : { width, mobile });
        }
      }
    }
  });

  it('keys a kind that follows no viewport, and an address without one, on the desktop alone', () => {
    for (const width of WIDTHS) expect(paintedViewport({ widget_id: 1, widget_type: 'bar', channel: 'fb' }, { width, mobile: true })).toBeUndefined();
    expect(paintedViewport({ widget_id: 1, widget_type: 'slide_in' }, undefined)).toBeUndefined();
    expect(paintedViewport('nonsense', { width: 375, mobile: true })).toBeUndefined();
    expect(paintedViewport({ widget_id: 1, widget_type: 'slide_in' }, { width: 375.4 })).toEqual({ width: 375, mobile: false });
  });
});
