// @vitest-environment happy-dom
/**
 * services/pluginSizeWatch.ts: when the plugin is measured after `rendered` (at once, then every 100 ms
 * until drawn or the grace period is over) and how a slot is measured (its elements, never the slot).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLUGIN_DRAW_GRACE_MS, type PluginSize } from '../../../frame-app/rules/pluginSize';
import { MEASURE_INTERVAL_MS, measurePluginSize, watchPluginSize } from '../../../frame-app/services/pluginSizeWatch';

describe('watchPluginSize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch(sizes: PluginSize[]) {
    const reported: Array<{ at: number; size: PluginSize }> = [];
    const measured: number[] = [];
    const started = Date.now();
    let next = 0;
    const stop = watchPluginSize({
      measure: () => {
        measured.push(Date.now() - started);
        const size = sizes[Math.min(next, sizes.length - 1)] ?? { width: 0, height: 0 };
        next += 1;
        return size;
      },
      onSize: (size) => reported.push({ at: Date.now() - started, size }),
      setTimeout: (handler, ms) => setTimeout(handler, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return { reported, measured, stop };
  }

  it('measures at once, and stops when the plugin is drawn already', () => {
    const { reported, measured } = watch([{ width: 150, height: 40 }]);
    expect(reported).toEqual([{ at: 0, size: { width: 150, height: 40 } }]);
    vi.advanceTimersByTime(PLUGIN_DRAW_GRACE_MS * 2);
    expect(measured).toEqual([0]);
  });

  it('keeps measuring every 100 ms while it is 0×0, and reports only changes', () => {
    const { reported, measured } = watch([
      { width: 0, height: 0 },
      { width: 0, height: 0 },
      { width: 150, height: 40 },
    ]);
    vi.advanceTimersByTime(PLUGIN_DRAW_GRACE_MS * 2);
    expect(measured).toEqual([0, MEASURE_INTERVAL_MS, 2 * MEASURE_INTERVAL_MS]);
    expect(reported).toEqual([
      { at: 0, size: { width: 0, height: 0 } },
      { at: 2 * MEASURE_INTERVAL_MS, size: { width: 150, height: 40 } },
    ]);
  });

  it('gives up measuring once the grace period is over', () => {
    const { measured } = watch([{ width: 0, height: 0 }]);
    vi.advanceTimersByTime(PLUGIN_DRAW_GRACE_MS * 5);
    expect(measured.at(-1)).toBe(PLUGIN_DRAW_GRACE_MS);
    expect(measured).toHaveLength(PLUGIN_DRAW_GRACE_MS / MEASURE_INTERVAL_MS + 1);
  });

  it('stop() cancels the next measurement', () => {
    const { measured, stop } = watch([{ width: 0, height: 0 }]);
    vi.advanceTimersByTime(MEASURE_INTERVAL_MS);
    stop();
    vi.advanceTimersByTime(PLUGIN_DRAW_GRACE_MS);
    expect(measured).toEqual([0, MEASURE_INTERVAL_MS]);
  });
});

describe('measurePluginSize', () => {
  // happy-dom has no layout: each element gets the box a browser would give it.
  function sized(element: HTMLElement, left: number, top: number, width: number, height: number): HTMLElement {
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height });
    return element;
  }

  function slot(): HTMLElement {
    const element = sized(document.createElement('div'), 0, 0, 400, 20);
    document.body.replaceChildren(element);
    return element;
  }

  it('a drawn plugin element counts; the slot itself never does', () => {
    const s = slot();
    expect(measurePluginSize(s)).toEqual({ width: 0, height: 0 });
    s.append(sized(document.createElement('button'), 0, 0, 150, 40));
    expect(measurePluginSize(s)).toEqual({ width: 150, height: 40 });
  });

  it("Meta's retired plugin (a 0×0 span holding a 0×0 iframe) measures nothing", () => {
    const s = slot();
    const span = sized(document.createElement('span'), 0, 0, 0, 0);
    span.append(sized(document.createElement('iframe'), 0, 0, 0, 0));
    s.append(span);
    expect(measurePluginSize(s)).toEqual({ width: 0, height: 0 });
  });

  it('a full-size iframe clipped by its 0×0 overflow:hidden span measures nothing', () => {
    const s = slot();
    const span = sized(document.createElement('span'), 0, 0, 0, 0);
    // Both longhands: happy-dom does not expand the `overflow` shorthand in computed styles, browsers do.
    span.style.overflowX = 'hidden';
    span.style.overflowY = 'hidden';
    span.append(sized(document.createElement('iframe'), 0, 0, 1000, 1000));
    s.append(span);
    expect(measurePluginSize(s)).toEqual({ width: 0, height: 0 });
  });

  it('a wrapper that does not clip lets its content count', () => {
    const s = slot();
    const span = sized(document.createElement('span'), 0, 0, 0, 0);
    span.append(sized(document.createElement('iframe'), 0, 0, 150, 40));
    s.append(span);
    expect(measurePluginSize(s)).toEqual({ width: 150, height: 40 });
  });

  it('an element hidden with visibility:hidden measures nothing', () => {
    const s = slot();
    const frame = sized(document.createElement('iframe'), 0, 0, 150, 40);
    frame.style.visibility = 'hidden';
    s.append(frame);
    expect(measurePluginSize(s)).toEqual({ width: 0, height: 0 });
    frame.style.visibility = 'visible';
    expect(measurePluginSize(s)).toEqual({ width: 150, height: 40 });
  });
});
