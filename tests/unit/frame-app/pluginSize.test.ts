/** rules/pluginSize.ts: what counts as a drawn messenger plugin (issue 12: Meta retires plugins as 0×0 elements). */
import { describe, expect, it } from 'vitest';
import { drawnSize, isPluginDrawn, MIN_DRAWN_PX, NOTHING_DRAWN, type PluginBox, type Rect } from '../../../frame-app/rules/pluginSize';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });
const box = (r: Rect, patch: Partial<PluginBox> = {}): PluginBox => ({ rect: r, visible: true, clips: [], ...patch });

describe('isPluginDrawn', () => {
  it('needs a non-zero size both ways', () => {
    expect(isPluginDrawn({ width: 150, height: 40 })).toBe(true);
    expect(isPluginDrawn({ width: MIN_DRAWN_PX, height: MIN_DRAWN_PX })).toBe(true);
    expect(isPluginDrawn(NOTHING_DRAWN)).toBe(false);
    expect(isPluginDrawn({ width: 150, height: 0 })).toBe(false);
    expect(isPluginDrawn({ width: 0, height: 40 })).toBe(false);
    expect(isPluginDrawn({ width: 0.5, height: 40 })).toBe(false);
  });
});

describe('drawnSize', () => {
  it('nothing drawn: no elements, or only 0×0 ones (Meta\'s retired plugin: a 0×0 span and iframe)', () => {
    expect(drawnSize([])).toEqual(NOTHING_DRAWN);
    expect(isPluginDrawn(drawnSize([box(rect(10, 10, 0, 0)), box(rect(10, 10, 0, 0))]))).toBe(false);
  });

  it('the largest visible element is what the plugin shows', () => {
    expect(drawnSize([box(rect(0, 0, 0, 18)), box(rect(0, 0, 150, 40)), box(rect(4, 4, 20, 20))])).toEqual({ width: 150, height: 40 });
  });

  it('an element hidden by its own computed visibility does not count', () => {
    expect(isPluginDrawn(drawnSize([box(rect(0, 0, 150, 40), { visible: false })]))).toBe(false);
  });

  it('a full-size iframe inside a 0×0 overflow:hidden wrapper shows nothing', () => {
    const wrapper = rect(10, 10, 0, 0);
    expect(isPluginDrawn(drawnSize([box(wrapper), box(rect(10, 10, 1000, 1000), { clips: [wrapper] })]))).toBe(false);
  });

  it('clipping keeps what the wrapper lets through, per axis', () => {
    const clipX: Rect = { left: 0, right: 100, top: -Infinity, bottom: Infinity };
    expect(drawnSize([box(rect(0, 0, 1000, 40), { clips: [clipX] })])).toEqual({ width: 100, height: 40 });
  });

  it('a drawn element wins over a larger-looking line that is not drawn', () => {
    expect(drawnSize([box(rect(0, 0, 400, 0.5)), box(rect(0, 0, 1, 1))])).toEqual({ width: 1, height: 1 });
  });
});
