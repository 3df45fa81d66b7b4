import { describe, expect, it } from 'vitest';
import type { Placement } from '../../../bridge-protocol/messages';
import type { LayoutRequest, Size } from '../../../bridge-protocol/messages';
import { createFrameLayout } from '../../../frame-app/boot/frameLayout';
import { VIEWPORT } from './fixtures';

function harness(opts: { placement?: Placement } = {}) {
  let box: Size = { width: 1280, height: 96.4 };
  const widthsWhenMeasured: string[] = [];
  const attributes = new Set<string>();
  const root = {
    style: { width: '' },
    attributes,
    setAttribute(name: string) {
      attributes.add(name);
    },
    ownerDocument: { defaultView: null, documentElement: {} },
    getBoundingClientRect() {
      widthsWhenMeasured.push(root.style.width);
      return { ...box };
    },
  };
  const layouts: LayoutRequest[] = [];
  const resizes: Size[] = [];
  const frames: Array<() => void> = [];
  let observerCallback: (() => void) | null = null;
  // The iframe's own width: 0 until the host applies a visible layout.
  let frameWidth = 1280;
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
    placement: opts.placement ?? { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true },
    hiddenWidth: 'viewport',
    title: 'Get 10% off (bar)',
    viewport: VIEWPORT,
    sendLayout: (r) => layouts.push(r),
    sendResize: (s) => resizes.push(s),
    requestFrame: (cb) => frames.push(cb),
    cancelFrame: () => undefined,
    ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
    frameWidth: () => frameWidth,
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
    setFrameWidth(next: number) {
      frameWidth = next;
    },
    /** The browser observes a change and then runs the next animation frame. */
    observeAndPaint() {
      observerCallback?.();
      frames.splice(0).forEach((cb) => cb());
    },
  };
}

describe('createFrameLayout', () => {
  it('setPlacement sends one mc:layout with the new placement and the size measured then; an equal one sends nothing', () => {
    const h = harness();
    h.layout.start(true);
    h.setBox({ width: 375, height: 740 });
    h.layout.setPlacement({ kind: 'bubble', inset: 0, overlay: true });
    expect(h.layouts.at(-1)).toEqual({ visible: true, placement: { kind: 'bubble', inset: 0, overlay: true }, size: { width: 375, height: 740 }, title: 'Get 10% off (bar)' });
    const sent = h.layouts.length;
    h.layout.setPlacement({ kind: 'bubble', inset: 0, overlay: true });
    expect(h.layouts).toHaveLength(sent);
  });

  it('setPlacement before start only changes what the first layout asks for', () => {
    const h = harness();
    h.layout.setPlacement({ kind: 'bubble', inset: 12 });
    expect(h.layouts).toEqual([]);
    h.layout.start(false);
    expect(h.layouts[0]?.placement).toEqual({ kind: 'bubble', inset: 12 });
  });

  it('while hidden, lays the root out at the host viewport width and reports that size in the first layout', () => {
    const h = harness();
    expect(h.root.style.width).toBe('1280px');
    // Sized: a painted root is laid out from now on (styles.css), at this width.
    expect(h.root.attributes.has('data-mc-sized')).toBe(true);
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

  it('a hidden first layout says whether the widget waits to show on its own; a visible one never does', () => {
    const waiting = harness();
    waiting.layout.start(false, true);
    expect(waiting.layouts[0]).toMatchObject({ visible: false, waiting: true });
    const hidden = harness();
    hidden.layout.start(false, false);
    expect(hidden.layouts[0]).not.toHaveProperty('waiting');
    const shown = harness();
    shown.layout.start(true, true);
    expect(shown.layouts[0]).not.toHaveProperty('waiting');
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

  it('keeps the planned width until the host has sized the iframe, so a 0 px wide frame is never measured', () => {
    const h = harness();
    h.setFrameWidth(0);
    h.layout.start(false);
    h.layout.displayCommitted(true);
    expect(h.layouts.at(-1)).toMatchObject({ visible: true, size: { width: 1280, height: 97 } });
    // The host has not applied the layout yet: an observer pass before it still measures at 1280 px.
    h.observeAndPaint();
    expect(h.root.style.width).toBe('1280px');
    expect(h.widthsWhenMeasured.every((w) => w === '1280px')).toBe(true);
    expect(h.resizes).toEqual([]);
    // The host sizes the iframe: the root follows the frame's width from now on.
    h.setFrameWidth(1280);
    h.observeAndPaint();
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
