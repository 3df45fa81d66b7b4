// @vitest-environment happy-dom
/**
 * When the frame app takes over a painted view on screen (issue 26 item 4): at the frame's first idle
 * moment once the page's frames have all started, or at the visitor's first interaction with the
 * widget, once, and never later than the limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrInteracted } from '../../../frame-app/boot/whenIdleOrInteracted';

/** A window whose idle callbacks run when the test says (happy-dom's run at once). */
function windowWithIdle() {
  const idle = new Map<number, { run: IdleRequestCallback }>();
  let next = 1;
  const win = Object.assign(new EventTarget(), {
    requestIdleCallback: (run: IdleRequestCallback) => {
      idle.set(next, { run });
      return next++;
    },
    cancelIdleCallback: (id: number) => void idle.delete(id),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  });
  const becomeIdle = (): void => {
    for (const [id, { run }] of [...idle]) {
      idle.delete(id);
      run({ didTimeout: false, timeRemaining: () => 10 });
    }
  };
  return { win: win as unknown as Window, idle, becomeIdle };
}

/** A promise settled when the test says: the host's mc:frames-started. */
function gate() {
  let open = (): void => undefined;
  const ready = new Promise<void>((resolve) => (open = resolve));
  return { ready, open };
}

describe('whenIdleOrInteracted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for an idle moment only once the page\'s frames have started, runs then, and only once', async () => {
    const { win, idle, becomeIdle } = windowWithIdle();
    const then = vi.fn();
    const { ready, open } = gate();
    whenIdleOrInteracted(win, then, 2_000, ready);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle.size).toBe(0);
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle.size).toBe(1);
    expect(then).not.toHaveBeenCalled();
    becomeIdle();
    expect(then).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at the limit when the frames never all start (a host that never says so)', async () => {
    const { win, idle } = windowWithIdle();
    const then = vi.fn();
    whenIdleOrInteracted(win, then, 2_000, new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(idle.size).toBe(0);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'])('runs at once when the visitor reaches for the widget (%s), before the frames have started, and not again', async (type) => {
    const { win, idle, becomeIdle } = windowWithIdle();
    const then = vi.fn();
    const { ready, open } = gate();
    whenIdleOrInteracted(win, then, 2_000, ready);
    win.dispatchEvent(new Event(type));
    expect(then).toHaveBeenCalledTimes(1);
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle.size).toBe(0);
    becomeIdle();
    win.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits a short moment where the browser has no idle callback (Safari)', async () => {
    const win = Object.assign(new EventTarget(), { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) }) as unknown as Window;
    const then = vi.fn();
    whenIdleOrInteracted(win, then, 2_000, Promise.resolve());
    await vi.advanceTimersByTimeAsync(199);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
