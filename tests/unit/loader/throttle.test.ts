import { describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS } from '../../../loader/signals/pageSignals';
import { throttle, type Timers } from '../../../loader/signals/throttle';

function fakeTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let tasks: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = next++;
      tasks.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout(id) {
      tasks = tasks.filter((t) => t.id !== id);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = tasks.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        tasks = tasks.filter((t) => t !== due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

describe('scroll throttle', () => {
  it('is 500 ms per SPEC §9', () => {
    expect(SCROLL_THROTTLE_MS).toBe(500);
  });

  it('runs the first call at once and collapses a burst into one trailing call with the latest value', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 500, timers);
    t(1);
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 50; i++) {
      timers.advance(5);
      t(i);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    timers.advance(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(50);
  });

  it('never calls more than once per 500 ms under a continuous stream', () => {
    const timers = fakeTimers();
    const calls: number[] = [];
    const t = throttle(() => calls.push(timers.now()), 500, timers);
    for (let ms = 0; ms < 5_000; ms += 16) {
      t();
      timers.advance(16);
    }
    for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).toBeGreaterThanOrEqual(500);
    expect(calls.length).toBeGreaterThanOrEqual(9);
    expect(calls.length).toBeLessThanOrEqual(11);
  });

  it('cancel drops a pending trailing call', () => {
    const timers = fakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 500, timers);
    t();
    t();
    t.cancel();
    timers.advance(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
