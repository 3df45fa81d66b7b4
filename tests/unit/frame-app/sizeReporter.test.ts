import { describe, expect, it } from 'vitest';
import type { Size } from '../../../bridge-protocol/messages';
import { createSizeReporter } from '../../../frame-app/boot/sizeReporter';

function harness(tolerance?: number) {
  let size: Size = { width: 1280, height: 80 };
  const frames = new Map<number, () => void>();
  let nextHandle = 1;
  const sent: Size[] = [];
  const cancelled: number[] = [];
  const reporter = createSizeReporter({
    measure: () => size,
    send: (s) => sent.push(s),
    requestFrame: (cb) => {
      const handle = nextHandle++;
      frames.set(handle, cb);
      return handle;
    },
    cancelFrame: (handle) => {
      cancelled.push(handle);
      frames.delete(handle);
    },
    ...(tolerance !== undefined ? { tolerance } : {}),
  });
  return {
    reporter,
    sent,
    cancelled,
    frames,
    resize(next: Size) {
      size = next;
    },
    runFrame() {
      const pending = [...frames.entries()];
      frames.clear();
      for (const [, cb] of pending) cb();
    },
  };
}

describe('createSizeReporter', () => {
  it('sends at most one size per animation frame, however many notifies', () => {
    const h = harness();
    h.resize({ width: 1280, height: 120 });
    for (let i = 0; i < 25; i++) h.reporter.notify();
    expect(h.frames.size).toBe(1);
    h.runFrame();
    expect(h.sent).toEqual([{ width: 1280, height: 120 }]);
  });

  it('sends nothing when the size did not change since flushNow', () => {
    const h = harness();
    expect(h.reporter.flushNow()).toEqual({ width: 1280, height: 80 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([]);
  });

  it('sends nothing for a change within the tolerance (default 1 px), so heights never creep', () => {
    const h = harness();
    h.reporter.flushNow();
    h.resize({ width: 1280, height: 81 });
    h.reporter.notify();
    h.runFrame();
    h.resize({ width: 1281, height: 80.4 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([]);
    h.resize({ width: 1282, height: 80 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([{ width: 1282, height: 80 }]);
  });

  it('sends after a real change, rounded up, and compares later changes with what it sent', () => {
    const h = harness();
    h.reporter.flushNow();
    h.resize({ width: 1280, height: 112.2 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([{ width: 1280, height: 113 }]);
    h.resize({ width: 1280, height: 114 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toHaveLength(1);
    h.resize({ width: 1280, height: 115 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent.at(-1)).toEqual({ width: 1280, height: 115 });
  });

  it('honours a custom tolerance', () => {
    const h = harness(0);
    h.reporter.flushNow();
    h.resize({ width: 1280, height: 81 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([{ width: 1280, height: 81 }]);
  });

  it('flushNow measures synchronously, rounds up and cancels a pending frame', () => {
    const h = harness();
    h.reporter.notify();
    h.resize({ width: 375.2, height: 140.01 });
    expect(h.reporter.flushNow()).toEqual({ width: 376, height: 141 });
    expect(h.cancelled).toEqual([1]);
    expect(h.frames.size).toBe(0);
  });

  it('holds sizes back while the visitor presses, and sends what changed once released', () => {
    const h = harness();
    h.reporter.flushNow();
    h.reporter.hold(true);
    h.resize({ width: 334, height: 88 });
    h.reporter.notify();
    h.runFrame();
    expect(h.sent).toEqual([]);
    h.reporter.hold(false);
    h.runFrame();
    expect(h.sent).toEqual([{ width: 334, height: 88 }]);
    // A press under which nothing changed ends in no message.
    h.reporter.hold(true);
    h.reporter.hold(false);
    h.runFrame();
    expect(h.sent).toHaveLength(1);
  });

  it('dispose cancels a pending frame and ignores later notifies', () => {
    const h = harness();
    h.resize({ width: 1280, height: 300 });
    h.reporter.notify();
    h.reporter.dispose();
    expect(h.cancelled).toEqual([1]);
    h.reporter.notify();
    h.runFrame();
    expect(h.frames.size).toBe(0);
    expect(h.sent).toEqual([]);
  });
});
