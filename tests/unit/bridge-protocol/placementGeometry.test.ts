/**
 * One geometry for every place a widget is seen (bridge-protocol/placementGeometry.ts): the loader's CSS
 * on the host page, the studio's preview stage and the QA stage translate it, and put a widget at the
 * same sides, the same gaps and on the same layer.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutRequest, Placement } from '../../../bridge-protocol/messages';
import { cornerAnchor, placementGeometry } from '../../../bridge-protocol/placementGeometry';
import { placementStyles } from '../../../loader/frames/placementStyles';
import { DEFAULT_WIDGET_Z_INDEX } from '../../../bridge-protocol/stacking';
import { previewBox } from '../../../studio/rules/previewPlacement';
import { stageSlotStyle } from '../../../frame-app/qa/stageSlotStyle';

const size = { width: 320, height: 180 };
const shown = (placement: Placement): LayoutRequest => ({ visible: true, placement, size });

describe('placementGeometry', () => {
  it('reads a corner or edge middle, bottom right by default, with its inset', () => {
    expect(cornerAnchor(undefined)).toEqual({ x: 'right', y: 'bottom', inset: 0 });
    expect(cornerAnchor('lm', 8)).toEqual({ x: 'left', y: 'middle', inset: 8 });
    expect(cornerAnchor('rt', 16)).toEqual({ x: 'right', y: 'top', inset: 16 });
  });

  it('names each placement kind’s box: an edge, the viewport, a corner (over the others when it fills the viewport), the page flow', () => {
    expect(placementGeometry({ kind: 'bar', position: 'top', stickWithScroll: false })).toEqual({ kind: 'edge', y: 'top', sticky: false });
    expect(placementGeometry({ kind: 'bar' })).toEqual({ kind: 'edge', y: 'bottom', sticky: true });
    expect(placementGeometry({ kind: 'takeover' })).toEqual({ kind: 'cover' });
    expect(placementGeometry({ kind: 'bubble', inset: 0, overlay: true })).toEqual({ kind: 'corner', fills: true, x: 'right', y: 'bottom', inset: 0 });
    expect(placementGeometry({ kind: 'slide_in', position: 'lb', inset: 12 })).toEqual({ kind: 'corner', fills: false, x: 'left', y: 'bottom', inset: 12 });
    expect(placementGeometry({ kind: 'inline', width: { unit: '%', number: 50 } })).toEqual({ kind: 'flow' });
  });

  it.each(['lt', 'lm', 'lb', 'rt', 'rm', 'rb'] as const)('puts a slide-in and a bubble at %s on the host page, the studio stage and the QA stage alike', (position) => {
    for (const kind of ['slide_in', 'bubble'] as const) {
      const placement: Placement = { kind, position, inset: 12 };
      const { x, y } = cornerAnchor(position);
      const host = placementStyles(placement, size);
      const studio = previewBox(shown(placement), 1024);
      const qa = stageSlotStyle(shown(placement), 640);
      expect(host[x], `${kind} ${position} host`).toBe('12px');
      expect(studio[x], `${kind} ${position} studio`).toBe('12px');
      expect(qa[x], `${kind} ${position} qa`).toBe(12);
      const vertical = y === 'middle' ? 'top' : y;
      const expected = y === 'middle' ? ['50%', '50%', '50%'] : ['12px', '12px', 12];
      expect([host[vertical], studio[vertical], qa[vertical]], `${kind} ${position} ${vertical}`).toEqual(expected);
      const other = x === 'left' ? 'right' : 'left';
      expect(host[other]).toBe('auto');
      expect(studio).not.toHaveProperty(other);
      expect(qa).not.toHaveProperty(other);
    }
  });

  it('keeps bars on their edge and dialogs over the whole viewport everywhere', () => {
    const bar: Placement = { kind: 'bar', position: 'top' };
    expect(placementStyles(bar, size)).toMatchObject({ top: '0', width: '100%', 'z-index': String(DEFAULT_WIDGET_Z_INDEX) });
    expect(previewBox(shown(bar), 800)).toMatchObject({ top: 0, width: '100%' });
    expect(stageSlotStyle(shown(bar), 640)).toMatchObject({ top: 0, width: '100%' });
    for (const placement of [{ kind: 'modal' }, { kind: 'takeover' }] as const) {
      expect(placementStyles(placement, size)).toMatchObject({ top: '0', left: '0', width: '100vw', height: '100vh' });
      expect(previewBox(shown(placement), 800)).toMatchObject({ inset: 0 });
      expect(stageSlotStyle(shown(placement), 640)).toMatchObject({ inset: 0 });
    }
  });
});
