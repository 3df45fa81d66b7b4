import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_Z_INDEX } from '../../../bridge-protocol/stacking';
import { placementStyles, pushPagePadding } from '../../../loader/frames/placementStyles';

const TOP_Z_INDEX = String(DEFAULT_WIDGET_Z_INDEX);
const DIALOG_Z_INDEX = String(DEFAULT_WIDGET_Z_INDEX + 1);

const size = { width: 360, height: 72 };

describe('placementStyles', () => {
  it('puts a sticky bottom bar fixed across the bottom, sized by the frame', () => {
    const s = placementStyles({ kind: 'bar', position: 'bottom', stickWithScroll: true }, size);
    expect(s).toMatchObject({ position: 'fixed', bottom: '0', top: 'auto', left: '0', width: '100%', height: '72px', display: 'block', 'z-index': TOP_Z_INDEX });
  });
  it('lets a non-sticky top bar scroll away with the document', () => {
    expect(placementStyles({ kind: 'bar', position: 'top', stickWithScroll: false }, size)).toMatchObject({ position: 'absolute', top: '0' });
  });
  it('defends against hostile iframe CSS', () => {
    const s = placementStyles({ kind: 'bar', position: 'top' }, size);
    expect(s).toMatchObject({ border: '0 none', 'max-width': 'none', 'color-scheme': 'normal', opacity: '1', visibility: 'visible' });
  });
  it('covers the viewport for modal and takeover', () => {
    for (const kind of ['modal', 'takeover'] as const) {
      expect(placementStyles({ kind }, size)).toMatchObject({ position: 'fixed', top: '0', left: '0', width: '100vw', height: '100vh' });
    }
  });
  it('stacks modal and takeover above the bar, slide-in and bubble, whatever their DOM order', () => {
    const dialog = Number(placementStyles({ kind: 'takeover' }, size)['z-index']);
    expect(dialog).toBe(Number(DIALOG_Z_INDEX));
    for (const placement of [{ kind: 'bubble' }, { kind: 'slide_in', position: 'rb' }, { kind: 'bar', position: 'top' }] as const) {
      expect(Number(placementStyles(placement, size)['z-index'])).toBeLessThan(dialog);
    }
  });
  it('puts every floating widget at the page’s stacking level, and dialogs one above it', () => {
    expect(placementStyles({ kind: 'bar', position: 'top' }, size, 1500)).toMatchObject({ 'z-index': '1500' });
    expect(placementStyles({ kind: 'bar', position: 'bottom', stickWithScroll: false }, size, 1500)).toMatchObject({ 'z-index': '1500' });
    expect(placementStyles({ kind: 'slide_in', position: 'lb' }, size, 1500)).toMatchObject({ 'z-index': '1500' });
    expect(placementStyles({ kind: 'bubble' }, size, 1500)).toMatchObject({ 'z-index': '1500' });
    expect(placementStyles({ kind: 'bubble', overlay: true }, size, 1500)).toMatchObject({ 'z-index': '1501' });
    expect(placementStyles({ kind: 'modal' }, size, 2147483646)).toMatchObject({ 'z-index': '2147483647' });
  });
  it.each([
    ['lt', { left: '0', top: '0' }],
    ['lm', { left: '0', top: '50%', transform: 'translateY(-50%)' }],
    ['lb', { left: '0', bottom: '0' }],
    ['rt', { right: '0', top: '0' }],
    ['rm', { right: '0', top: '50%' }],
    ['rb', { right: '0', bottom: '0' }],
  ] as const)('places a slide-in at %s', (position, expected) => {
    expect(placementStyles({ kind: 'slide_in', position }, size)).toMatchObject({ position: 'fixed', width: '360px', height: '72px', ...expected });
  });
  it('lays an overlay bubble (the omnichat phone sheet) over every floating widget, below nothing', () => {
    expect(placementStyles({ kind: 'bubble', inset: 0, overlay: true }, { width: 375, height: 740 })).toMatchObject({ 'z-index': DIALOG_Z_INDEX, right: '0', bottom: '0', width: '375px', height: '740px' });
    expect(placementStyles({ kind: 'bubble', inset: 12 }, { width: 82, height: 82 })).toMatchObject({ 'z-index': TOP_Z_INDEX });
  });
  it('puts the bubble bottom right', () => {
    expect(placementStyles({ kind: 'bubble' }, { width: 86, height: 86 })).toMatchObject({ position: 'fixed', right: '0', bottom: '0', width: '86px' });
  });
  it('keeps a floating widget `inset` px from its edges, so no transparent padding blocks the page', () => {
    expect(placementStyles({ kind: 'bubble', inset: 12 }, { width: 82, height: 82 })).toMatchObject({ right: '12px', bottom: '12px', left: 'auto', top: 'auto', width: '82px' });
    expect(placementStyles({ kind: 'slide_in', position: 'lt', inset: 8 }, size)).toMatchObject({ left: '8px', top: '8px' });
    // The middle of an edge is centred vertically; only the side gets the inset.
    expect(placementStyles({ kind: 'slide_in', position: 'rm', inset: 8 }, size)).toMatchObject({ right: '8px', top: '50%' });
  });
  it.each([
    ['lt', 'horizontal-tb', 'ltr'],
    ['lm', 'horizontal-tb', 'ltr'],
    ['rt', 'horizontal-tb', 'rtl'],
    ['rm', 'horizontal-tb', 'rtl'],
    ['lb', 'vertical-lr', 'rtl'],
    ['rb', 'vertical-rl', 'rtl'],
  ] as const)('starts a slide-in at %s from the corner it is anchored to (%s, %s): growing is no layout shift', (position, mode, direction) => {
    expect(placementStyles({ kind: 'slide_in', position }, size)).toMatchObject({ 'writing-mode': mode, direction });
  });
  it('starts the bubble bottom right and a sticky bottom bar bottom left; a top bar and an inline embed top left', () => {
    expect(placementStyles({ kind: 'bubble', inset: 12 }, size)).toMatchObject({ 'writing-mode': 'vertical-rl', direction: 'rtl' });
    expect(placementStyles({ kind: 'bar', position: 'bottom' }, size)).toMatchObject({ 'writing-mode': 'vertical-lr', direction: 'rtl' });
    expect(placementStyles({ kind: 'bar', position: 'top' }, size)).toMatchObject({ 'writing-mode': 'horizontal-tb', direction: 'ltr' });
    expect(placementStyles({ kind: 'inline' }, size)).toMatchObject({ 'writing-mode': 'horizontal-tb', direction: 'ltr' });
  });
  it('sizes an inline embed by its configured width with the 280 px floor', () => {
    expect(placementStyles({ kind: 'inline', width: { unit: 'px', number: 350 }, minWidth: 280 }, { width: 0, height: 410.2 })).toMatchObject({
      position: 'static',
      width: '350px',
      'min-width': '280px',
      'max-width': '100%',
      height: '411px',
    });
    expect(placementStyles({ kind: 'inline' }, size)).toMatchObject({ width: '100%' });
  });
});

describe('pushPagePadding', () => {
  it('pads by the bar height on its side only when visible and asked to', () => {
    expect(pushPagePadding({ kind: 'bar', position: 'top', pushPage: true }, size)).toEqual({ side: 'top', px: 72 });
    expect(pushPagePadding({ kind: 'bar', position: 'bottom', pushPage: true }, size)).toEqual({ side: 'bottom', px: 72 });
    expect(pushPagePadding({ kind: 'bar', position: 'top', pushPage: false }, size)).toBeNull();
    expect(pushPagePadding({ kind: 'modal' }, size)).toBeNull();
  });
});

describe('safe areas (issue 49)', () => {
  const size = { width: 360, height: 72 };
  const all = 'env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';

  it('moves slide-ins and bubbles away from the notch, rounded corners and home indicator by a margin (env() is 0 without viewport-fit=cover)', () => {
    for (const position of ['lt', 'lm', 'lb', 'rt', 'rm', 'rb'] as const) expect(placementStyles({ kind: 'slide_in', position }, size).margin).toBe(all);
    expect(placementStyles({ kind: 'bubble', inset: 12 }, size).margin).toBe(all);
  });

  it('moves sticky bars off the top and bottom insets only: they span the width', () => {
    for (const position of ['top', 'bottom'] as const) expect(placementStyles({ kind: 'bar', position }, size).margin).toBe('env(safe-area-inset-top) 0 env(safe-area-inset-bottom)');
  });

  it('leaves what fills or covers the viewport, and what flows in the page, unmoved', () => {
    expect(placementStyles({ kind: 'bubble', inset: 0, overlay: true }, { width: 375, height: 812 }).margin).toBe('0');
    for (const kind of ['modal', 'takeover'] as const) expect(placementStyles({ kind }, size).margin).toBe('0');
    expect(placementStyles({ kind: 'inline' }, size).margin).toBe('0');
    expect(placementStyles({ kind: 'bar', position: 'bottom', stickWithScroll: false }, size).margin).toBe('0');
  });
});
