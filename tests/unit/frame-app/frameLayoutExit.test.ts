// @vitest-environment happy-dom
/**
 * boot/frameLayout.ts: the exit. The iframe stays shown until the moving element's exit transition has
 * ended (`transitionend` after a `transitionrun`, parts/watchExit.ts); a transition that never runs or
 * never ends falls back to its duration plus a margin from the exit's first frame. happy-dom runs no
 * transitions: the tests dispatch the events the browser would, paint the frames and move a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutRequest, Placement, Size } from '../../../bridge-protocol/messages';
import { createFrameLayout } from '../../../frame-app/boot/frameLayout';
import { EXIT_FALLBACK_MARGIN_MS } from '../../../frame-app/rules/motion';
import { VIEWPORT } from './fixtures';

const DURATION = 250;
const BAR: Placement = { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true };
const PUSHING_BAR: Placement = { kind: 'bar', position: 'top', pushPage: true, stickWithScroll: true };

function harness(opts: { exitDuration?: number; placement?: Placement } = {}) {
  const root = document.createElement('div');
  const moving = document.createElement('div');
  moving.setAttribute('data-exit-motion', '');
  const button = document.createElement('button');
  moving.append(button);
  root.append(moving);
  document.body.append(root);
  root.getBoundingClientRect = () => DOMRect.fromRect({ width: 1280, height: 96.4 });
  const layouts: LayoutRequest[] = [];
  const resizes: Size[] = [];
  const frames = new Map<number, () => void>();
  let nextFrame = 0;
  const layout = createFrameLayout({
    root,
    placement: opts.placement ?? BAR,
    hiddenWidth: 'viewport',
    title: 'Get 10% off (bar)',
    viewport: VIEWPORT,
    sendLayout: (r) => layouts.push(r),
    sendResize: (s) => resizes.push(s),
    requestFrame: (callback) => {
      frames.set(++nextFrame, callback);
      return nextFrame;
    },
    cancelFrame: (handle) => frames.delete(handle),
    frameWidth: () => 1280,
    exitDuration: () => opts.exitDuration ?? DURATION,
  });
  /** The browser's transition events, from the moving element unless another one is named. */
  const transition = (type: 'transitionrun' | 'transitionend', propertyName = 'opacity', target: Element = moving): void => {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'propertyName', { value: propertyName });
    target.dispatchEvent(event);
  };
  return {
    layout,
    layouts,
    button,
    transition,
    /** The browser paints a frame: the animation frame callbacks run. */
    paint() {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback());
    },
    pendingFrames: () => frames.size,
    shown: () => layouts.at(-1)?.visible === true,
  };
}

describe('createFrameLayout: the exit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('keeps the iframe shown while the exit plays, however long, and reports it hidden at its transitionend', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    expect(h.layouts).toHaveLength(1);
    // A busy frame: its first frame of the exit comes long after the close.
    vi.advanceTimersByTime(2_000);
    expect(h.shown()).toBe(true);
    h.paint();
    h.transition('transitionrun');
    vi.advanceTimersByTime(DURATION + EXIT_FALLBACK_MARGIN_MS - 1);
    expect(h.shown()).toBe(true);
    h.transition('transitionend');
    expect(h.layouts.at(-1)).toMatchObject({ visible: false, placement: BAR });
    expect(h.layouts).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.pendingFrames()).toBe(0);
  });

  it("ends on the moving element's movement only: not on a button's transition, nor on a colour's", () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun');
    h.transition('transitionrun', 'opacity', h.button);
    h.transition('transitionend', 'opacity', h.button);
    h.transition('transitionend', 'background-color');
    expect(h.shown()).toBe(true);
    h.transition('transitionend', 'translate');
    expect(h.shown()).toBe(false);
  });

  it("a transitionend before the exit's transitionrun is the entrance's, late: the exit still plays", () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.transition('transitionend');
    expect(h.shown()).toBe(true);
    h.paint();
    h.transition('transitionrun');
    h.transition('transitionend');
    expect(h.shown()).toBe(false);
  });

  it('a transition that never runs: hidden its duration plus the margin after the exit\'s first frame, not after the close', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    vi.advanceTimersByTime(DURATION + EXIT_FALLBACK_MARGIN_MS);
    expect(h.shown()).toBe(true);
    h.paint();
    vi.advanceTimersByTime(DURATION + EXIT_FALLBACK_MARGIN_MS - 1);
    expect(h.shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(h.layouts.at(-1)).toMatchObject({ visible: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a transition that runs late and never ends: the fallback counts from its transitionrun', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    vi.advanceTimersByTime(200);
    h.transition('transitionrun');
    vi.advanceTimersByTime(DURATION + EXIT_FALLBACK_MARGIN_MS - 1);
    expect(h.shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(h.shown()).toBe(false);
  });

  it('a show during the exit cancels it: nothing hides, and nothing of it fires later', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun');
    h.layout.displayCommitted(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.pendingFrames()).toBe(0);
    h.transition('transitionend');
    vi.advanceTimersByTime(10_000);
    expect(h.layouts.every((l) => l.visible)).toBe(true);
    // A later close runs a whole exit of its own.
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun');
    expect(h.shown()).toBe(true);
    h.transition('transitionend');
    expect(h.shown()).toBe(false);
  });

  it('a show before the exit has painted a frame cancels it too', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.layout.displayCommitted(true);
    expect(h.pendingFrames()).toBe(0);
    h.paint();
    vi.advanceTimersByTime(10_000);
    expect(h.layouts.every((l) => l.visible)).toBe(true);
  });

  it('a repeated close during the exit does not restart it', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun');
    h.layout.displayCommitted(false);
    expect(h.pendingFrames()).toBe(0);
    h.transition('transitionend');
    expect(h.layouts.map((l) => l.visible)).toEqual([true, false]);
  });

  it('dispose cancels a pending exit: a torn-down frame sends nothing more', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun');
    h.layout.dispose();
    expect(vi.getTimerCount()).toBe(0);
    h.transition('transitionend');
    vi.advanceTimersByTime(10_000);
    expect(h.layouts).toHaveLength(1);
  });

  it('no exit (reduced motion, or a kind without one): hidden at once, nothing waited for', () => {
    const h = harness({ exitDuration: 0 });
    h.layout.start(true);
    h.layout.displayCommitted(false);
    expect(h.layouts.at(-1)?.visible).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.pendingFrames()).toBe(0);
  });

  it('a pushPage bar gives the page its room back at the start of its exit, and takes it again if shown meanwhile', () => {
    const h = harness({ placement: PUSHING_BAR });
    h.layout.start(true);
    h.layout.displayCommitted(false);
    // At once: still visible, no longer pushing, at its current size.
    expect(h.layouts.at(-1)).toEqual({ visible: true, placement: { ...PUSHING_BAR, pushPage: false }, size: { width: 1280, height: 97 }, title: 'Get 10% off (bar)' });
    h.layout.displayCommitted(true);
    expect(h.layouts.at(-1)).toMatchObject({ visible: true, placement: PUSHING_BAR });
    h.layout.displayCommitted(false);
    h.paint();
    h.transition('transitionrun', 'translate');
    h.transition('transitionend', 'translate');
    expect(h.layouts.at(-1)).toMatchObject({ visible: false, placement: PUSHING_BAR });
  });

  it('a bar that does not push sends nothing at the start of its exit', () => {
    const h = harness();
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.paint();
    expect(h.layouts).toHaveLength(1);
  });

  it('a placement change during the exit rides on the final hidden layout', () => {
    const h = harness({ exitDuration: 200, placement: { kind: 'bubble', inset: 12 } });
    h.layout.start(true);
    h.layout.displayCommitted(false);
    h.layout.setPlacement({ kind: 'bubble', inset: 0, overlay: true });
    expect(h.layouts).toHaveLength(1);
    h.paint();
    h.transition('transitionrun', 'scale');
    h.transition('transitionend', 'scale');
    expect(h.layouts.at(-1)).toMatchObject({ visible: false, placement: { kind: 'bubble', inset: 0, overlay: true } });
  });
});
