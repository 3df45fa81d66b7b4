/**
 * QA mode's stage (issue 16 item 13c): the slot sits where the loader would put the iframe (a chat
 * bubble in its corner, not in the middle of the page), and the simulated viewport a QA page starts with
 * fits the window.
 */
import { describe, expect, it } from 'vitest';
import type { LayoutRequest, Placement } from '../../../bridge-protocol/messages';
import { stageSlotStyle } from '../../../frame-app/qa/stageSlotStyle';
import { initialViewport, SIDE_PANEL_MIN_WINDOW, stageRoom, VIEWPORT_PRESETS } from '../../../frame-app/qa/viewportPresets';
import { BUBBLE_INSET } from '../../../frame-app/rules/bubbleGeometry';

const shown = (placement: Placement, width = 82, height = 82): LayoutRequest => ({ visible: true, placement, size: { width, height }, title: 't' });

describe('stageSlotStyle', () => {
  it('puts a chat bubble in the bottom-right corner, `inset` px from the edges, at its reported size', () => {
    const style = stageSlotStyle(shown({ kind: 'bubble', inset: BUBBLE_INSET }), 640);
    expect(style).toMatchObject({ position: 'absolute', right: BUBBLE_INSET, bottom: BUBBLE_INSET, width: 82, height: 82 });
    expect(style).not.toHaveProperty('left');
    expect(style).not.toHaveProperty('top');
    expect(style).not.toHaveProperty('transform');
  });

  it('honours a bubble position and the omnichat sheet (overlay, inset 0) over the other widgets', () => {
    expect(stageSlotStyle(shown({ kind: 'bubble', position: 'lb', inset: 12 }), 640)).toMatchObject({ left: 12, bottom: 12 });
    const sheet = stageSlotStyle(shown({ kind: 'bubble', inset: 0, overlay: true }, 375, 667), 667);
    const bubble = stageSlotStyle(shown({ kind: 'bubble', inset: 12 }), 667);
    expect(sheet).toMatchObject({ right: 0, bottom: 0, width: 375, height: 667 });
    expect(Number(sheet.zIndex)).toBeGreaterThan(Number(bubble.zIndex));
  });

  it('places slide-ins at their corner or edge middle, and a hidden slot stays laid out but invisible', () => {
    expect(stageSlotStyle(shown({ kind: 'slide_in', position: 'lt' }), 640)).toMatchObject({ left: 0, top: 0 });
    expect(stageSlotStyle(shown({ kind: 'slide_in', position: 'rm' }), 640)).toMatchObject({ right: 0, top: '50%', transform: 'translateY(-50%)' });
    const hidden = stageSlotStyle({ ...shown({ kind: 'bubble', inset: 12 }), visible: false }, 640);
    expect(hidden).toMatchObject({ visibility: 'hidden', pointerEvents: 'none', right: 12, bottom: 12 });
    expect(hidden).not.toHaveProperty('width');
  });

  it('keeps bars on their edge and dialogs over the whole stage', () => {
    expect(stageSlotStyle(shown({ kind: 'bar', position: 'top' }, 1024, 60), 640)).toMatchObject({ top: 0, left: 0, width: '100%', height: 60 });
    expect(stageSlotStyle(shown({ kind: 'bar', position: 'bottom' }, 1024, 60), 640)).toMatchObject({ bottom: 0 });
    expect(stageSlotStyle(shown({ kind: 'modal' }), 640)).toMatchObject({ inset: 0, '--mc-vh': '640px' });
  });
});

describe('initialViewport', () => {
  it('starts with the Laptop preset where its stage fits: a 1280 px window (panel under the stage) and from 2xl on (panel beside it)', () => {
    const laptop = { width: 1024, height: 640 };
    expect(VIEWPORT_PRESETS[1]).toMatchObject(laptop);
    for (const windowWidth of [1280, 1366, SIDE_PANEL_MIN_WINDOW, 1920]) {
      expect(initialViewport(windowWidth), String(windowWidth)).toEqual(laptop);
      expect(stageRoom(windowWidth), String(windowWidth)).toBeGreaterThanOrEqual(1024);
    }
  });

  it('starts with the Mobile preset in a narrower window, narrowed to the room on a phone', () => {
    expect(initialViewport(1024)).toEqual({ width: 375, height: 667 });
    expect(initialViewport(768)).toEqual({ width: 375, height: 667 });
    const phone = initialViewport(375);
    expect(phone.width).toBeLessThan(375);
    expect(phone.width).toBe(stageRoom(375));
    expect(phone.height).toBe(667);
    expect(initialViewport(200).width).toBe(240);
  });
});
