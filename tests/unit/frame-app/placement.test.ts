import { describe, expect, it } from 'vitest';
import { placementSchema } from '../../../bridge-protocol/messages';
import { kindOf, withKindDefaults } from './kindFixtures';
import { hiddenWidth } from '../../../frame-app/rules/hiddenWidth';
import { PositioningUnitError, placementFor } from '../../../frame-app/boot/placement';

// Boot hands placementFor the placement of the kind it resolved; the tests resolve it from the table.
const place = (widget_type: string, main: Record<string, unknown> = {}, channel?: string) => {
  const widget = { widget_id: 1, widget_type, channel, data: { main } };
  return placementFor(withKindDefaults(widget), kindOf(widget).placement);
};

describe('placementFor', () => {
  it('bar: position, pushPage and stickWithScroll from the config, defaults otherwise', () => {
    expect(place('bar')).toEqual({ kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true });
    expect(place('bar', { barPlacement: 'top', pushPage: true, stickWithScroll: false })).toEqual({
      kind: 'bar',
      position: 'top',
      pushPage: true,
      stickWithScroll: false,
    });
    expect(place('bar', { barPlacement: 'middle' })?.position).toBe('bottom');
  });

  it('slide_in uses slideInPlacement, rb by default and for unknown values', () => {
    expect(place('slide_in', { slideInPlacement: 'lt' })).toEqual({ kind: 'slide_in', position: 'lt' });
    expect(place('slide_in')).toEqual({ kind: 'slide_in', position: 'rb' });
    expect(place('slide_in', { slideInPlacement: 'center' })).toEqual({ kind: 'slide_in', position: 'rb' });
  });

  it('modal, takeover and the chat bubbles', () => {
    expect(place('modal')).toEqual({ kind: 'modal' });
    expect(place('page_takeover')).toEqual({ kind: 'takeover' });
    expect(place('customer_chat')).toEqual({ kind: 'bubble', inset: 12 });
    expect(place('omnichat', {}, 'omni')).toEqual({ kind: 'bubble', inset: 12 });
    expect(place('box', {}, 'sms')).toEqual({ kind: 'inline', width: { unit: 'px', number: 350 }, minWidth: 280 });
    expect(place('modal', {}, 'sms')).toEqual({ kind: 'modal' });
  });

  it('embedded kinds are inline with min width 280; box defaults to 350 px; fitContainer drops the width', () => {
    expect(place('box')).toEqual({ kind: 'inline', width: { unit: 'px', number: 350 }, minWidth: 280 });
    expect(place('box', { width: { unit: '%', number: 50 } })).toEqual({ kind: 'inline', width: { unit: '%', number: 50 }, minWidth: 280 });
    expect(place('landing', { width: { unit: 'px', number: 600 }, fitContainer: true })).toEqual({ kind: 'inline', minWidth: 280 });
    expect(place('button')).toEqual({ kind: 'inline', minWidth: 280 });
    expect(place('checkbox', { width: { number: 3 } })).toEqual({ kind: 'inline', minWidth: 280 });
  });

  it('SPEC §8: an unknown positioning unit is a developer-level error naming the unit, not a silent fallback', () => {
    expect(() => place('checkbox', { width: { unit: 'em', number: 3 } })).toThrow(PositioningUnitError);
    expect(() => place('box', { width: { unit: 'vw', number: 50 } })).toThrow('unknown positioning unit "vw" in data.main.width (expected "px" or "%")');
    // fitContainer ignores the width altogether, so its unit cannot matter.
    expect(place('landing', { width: { unit: 'em', number: 3 }, fitContainer: true })).toEqual({ kind: 'inline', minWidth: 280 });
  });

  it('every placement it produces passes the bridge schema', () => {
    for (const type of ['bar', 'slide_in', 'modal', 'page_takeover', 'box', 'button', 'landing', 'checkbox', 'customer_chat']) {
      expect(placementSchema(place(type))).toBeNull();
    }
    expect(placementSchema(place('omnichat', {}, 'omni'))).toBeNull();
  });
});

describe('hiddenWidth', () => {
  const viewport = { width: 1280.6 };
  it('a bar is laid out at the host viewport width while hidden', () => {
    expect(hiddenWidth('viewport', { kind: 'bar', position: 'bottom' }, viewport)).toBe(1280);
    expect(hiddenWidth('viewport', { kind: 'bar', position: 'bottom' }, { width: 320 })).toBe(320);
  });
  it('inline widths follow the configured width within the viewport, never below the minimum', () => {
    expect(hiddenWidth('configured', { kind: 'inline', width: { unit: 'px', number: 350 }, minWidth: 280 }, viewport)).toBe(350);
    expect(hiddenWidth('configured', { kind: 'inline', width: { unit: 'px', number: 350 }, minWidth: 280 }, { width: 300 })).toBe(300);
    expect(hiddenWidth('configured', { kind: 'inline', width: { unit: '%', number: 10 }, minWidth: 280 }, { width: 1000 })).toBe(280);
  });
  it('content-sized placements have no hidden width', () => {
    expect(hiddenWidth('content', { kind: 'slide_in', position: 'rb' }, viewport)).toBeNull();
  });
});
