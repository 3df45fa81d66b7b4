// @vitest-environment happy-dom
/**
 * When the frame app takes over a painted view on screen (issue 26 item 4): at the frame's first idle
 * moment, or at the visitor's first interaction with the widget, once, and never later than the limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrInteracted } from '../../../frame-app/boot/whenIdleOrInteracted';

/** A window whose idle callbacks run when the test says (happy-dom's run at once). */
function windowWithIdle() {
  const idle = new Map<number, { run: IdleRequestCallback; timeout: number | undefined }>();
  let next = 1;
  const win = Object.assign(new EventTarget(), {
    requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.set(next, { run, timeout: options?.timeout });
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

describe('whenIdleOrInteracted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the first idle moment, asking for one no later than the limit, and only once', () => {
    const { win, idle, becomeIdle } = windowWithIdle();
    const then = vi.fn();
    whenIdleOrInteracted(win, then, 2_000);
    expect(then).not.toHaveBeenCalled();
    expect([...idle.values()].map((entry) => entry.timeout)).toEqual([2_000]);
    becomeIdle();
    expect(then).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('pointerdown'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'])('runs at once when the visitor reaches for the widget (%s), and not again when idle', (type) => {
    const { win, idle, becomeIdle } = windowWithIdle();
    const then = vi.fn();
    whenIdleOrInteracted(win, then, 2_000);
    win.dispatchEvent(new Event(type));
    expect(then).toHaveBeenCalledTimes(1);
    expect(idle.size).toBe(0);
    becomeIdle();
    win.dispatchEvent(new Event(type));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits a short moment where the browser has no idle callback (Safari)', () => {
    const win = Object.assign(new EventTarget(), { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) }) as unknown as Window;
    const then = vi.fn();
    whenIdleOrInteracted(win, then, 2_000);
    vi.advanceTimersByTime(199);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
