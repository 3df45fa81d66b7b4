// The editor's small rules: moving a widget in the order, comparing drafts, and where the preview stage puts a frame.
import { describe, expect, it } from 'vitest';
import type { LayoutRequest } from '../../../bridge-protocol/messages';
import { moveInOrder } from '../../../studio/rules/moveInOrder';
import { HIDDEN_PREVIEW_BOX, previewBox } from '../../../studio/rules/previewPlacement';
import { sameJson } from '../../../studio/rules/sameJson';

describe('moveInOrder', () => {
  it('moves one id a step up or down and leaves the order alone at either end or for an unknown id', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });
});

describe('sameJson', () => {
  it('compares configurations by value whatever their key order, ignoring undefined keys', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 'x' }] } }, { b: { c: [1, { d: 'x' }] }, a: 1 })).toBe(true);
    expect(sameJson({ a: 1, u: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

const layout = (placement: LayoutRequest['placement'], width = 300, height = 80, visible = true): LayoutRequest => ({ visible, placement, size: { width, height } });

describe('previewBox', () => {
  it('keeps a frame hidden in place until it asks to be seen', () => {
    expect(previewBox(null, 800)).toBe(HIDDEN_PREVIEW_BOX);
    expect(previewBox(layout({ kind: 'bar', position: 'top' }, 800, 60, false), 800)).toBe(HIDDEN_PREVIEW_BOX);
  });

  it('puts a bar across the stage at its edge, with its height', () => {
    expect(previewBox(layout({ kind: 'bar', position: 'bottom' }, 800, 61), 800)).toMatchObject({ position: 'absolute', width: '100%', height: '61px', bottom: 0 });
    expect(previewBox(layout({ kind: 'bar', position: 'top' }, 800, 61), 800)).toMatchObject({ top: 0 });
  });

  it('covers the stage with a modal, a takeover and an open omnichat panel', () => {
    for (const placement of [{ kind: 'modal' }, { kind: 'takeover' }, { kind: 'bubble', overlay: true }] as const) {
      expect(previewBox(layout(placement), 800)).toMatchObject({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
    }
  });

  it('puts a slide-in in its corner or edge middle, its inset from the edges, never wider than the stage', () => {
    expect(previewBox(layout({ kind: 'slide_in', position: 'lt', inset: 16 }, 430, 200), 800)).toMatchObject({ left: '16px', top: '16px', width: '430px' });
    expect(previewBox(layout({ kind: 'slide_in', position: 'rm' }, 430, 200), 800)).toMatchObject({ right: '0px', top: '50%', transform: 'translateY(-50%)' });
    expect(previewBox(layout({ kind: 'slide_in', position: 'rb' }, 430, 200), 375)).toMatchObject({ right: '0px', bottom: '0px', width: '375px' });
  });

  it('sizes an inline widget as its placement says (px or %), at least its minimum width, within the stage', () => {
    expect(previewBox(layout({ kind: 'inline', width: { unit: 'px', number: 350 } }, 350, 300), 800)).toMatchObject({ position: 'relative', width: '350px', height: '300px' });
    expect(previewBox(layout({ kind: 'inline', width: { unit: '%', number: 50 } }, 0, 300), 800)).toMatchObject({ width: '400px' });
    expect(previewBox(layout({ kind: 'inline', width: { unit: 'px', number: 100 }, minWidth: 280 }, 0, 300), 800)).toMatchObject({ width: '280px' });
    expect(previewBox(layout({ kind: 'inline' }, 0, 300), 600)).toMatchObject({ width: '600px' });
  });
});
