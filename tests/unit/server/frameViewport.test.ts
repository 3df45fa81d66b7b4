/** The visitor's viewport in a frame document's address (server/rules/frameViewport.ts). */
import { describe, expect, it } from 'vitest';
import { frameViewportOf, paintedFromWidth, visitorViewport } from '../../../server/rules/frameViewport';
import { PAINTED_FOR_EVERYONE } from '../../../bridge-protocol/widgetCatalogue';

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
