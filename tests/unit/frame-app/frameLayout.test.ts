import { describe, expect, it } from 'vitest';
import type { LayoutRequest, Size } from '../../../bridge-protocol/messages';
import { createFrameLayout } from '../../../frame-app/boot/frameLayout';
import { VIEWPORT } from './fixtures';

function harness() {
  let box: Size = { width: 1280, height: 96.4 };
  const widthsWhenMeasured: string[] = [];
  const root = {
    style: { width: '' },
    getBoundingClientRect() {
      widthsWhenMeasured.push(root.style.width);
      return { ...box };
    },
  };
  const layouts: LayoutRequest[] = [];
  const resizes: Size[] = [];
  const frames: Array<() => void> = [];
  let observerCallback: (() => void) | null = null;
  class FakeResizeObserver {
    constructor(callback: () => void) {
      observerCallback = callback;
    }
    observe() {}
    disconnect() {
      observerCallback = null;
    }
  }
  const layout = createFrameLayout({
    root: root as unknown as HTMLElement,
    placement: { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true },
    title: 'Get 10% off (bar)',
    viewport: VIEWPORT,
    sendLayout: (r) => layouts.push(r),
    sendResize: (s) => resizes.push(s),
    requestFrame: (cb) => frames.push(cb),
    cancelFrame: () => undefined,
    ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
  });
  return {
    root,
    layout,
    layouts,
    resizes,
    widthsWhenMeasured,
    setBox(next: Size) {
      box = next;
    },
    /** The browser observes a change and then runs the next animation frame. */
    observeAndPaint() {
      observerCallback?.();
      frames.splice(0).forEach((cb) => cb());
    },
  };
}

describe('createFrameLayout', () => {
  it('while hidden, lays the root out at the host viewport width and reports that size in the first layout', () => {
    const h = harness();
    expect(h.root.style.width).toBe('1280px');
    h.layout.start(false);
    expect(h.layouts).toEqual([
      {
        visible: false,
        placement: { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true },
        size: { width: 1280, height: 97 },
        title: 'Get 10% off (bar)',
      },
    ]);
  });

  it('sends no mc:resize while hidden', () => {
    const h = harness();
    h.layout.start(false);
    h.setBox({ width: 1280, height: 150 });
    h.observeAndPaint();
    expect(h.resizes).toEqual([]);
  });

  it('measures at the hidden width before showing, then switches the root to 100%', () => {
    const h = harness();
    h.layout.start(false);
    h.setBox({ width: 1280, height: 120 });
    h.layout.displayCommitted(true);
    expect(h.layouts.at(-1)).toMatchObject({ visible: true, size: { width: 1280, height: 120 } });
    expect(h.widthsWhenMeasured.at(-1)).toBe('1280px');
    expect(h.root.style.width).toBe('100%');
  });

  it('while visible, a real size change is sent once as mc:resize', () => {
    const h = harness();
    h.layout.start(true);
    h.setBox({ width: 375, height: 180 });
    h.observeAndPaint();
    h.observeAndPaint();
    expect(h.resizes).toEqual([{ width: 375, height: 180 }]);
  });

  it('ignores commits before start and repeated commits of the same visibility', () => {
    const h = harness();
    h.layout.displayCommitted(true);
    expect(h.layouts).toEqual([]);
    h.layout.start(true);
    h.layout.displayCommitted(true);
    expect(h.layouts).toHaveLength(1);
    h.layout.displayCommitted(false);
    expect(h.layouts.at(-1)?.visible).toBe(false);
    expect(h.root.style.width).toBe('1280px');
  });

  it('follows the host viewport width while hidden only', () => {
    const h = harness();
    h.layout.start(false);
    h.layout.setViewport({ width: 375, height: 667, mobile: true });
    expect(h.root.style.width).toBe('375px');
    h.layout.displayCommitted(true);
    h.layout.setViewport({ width: 1024, height: 640, mobile: false });
    expect(h.root.style.width).toBe('100%');
  });
});
