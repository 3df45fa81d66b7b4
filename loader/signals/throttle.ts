/**
 * Leading + trailing throttle: the first call runs at once, calls inside the window collapse into one
 * call at the window's end with the latest arguments. Timers are injected so tests use a fake clock.
 */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, timers: Timers): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let handle: unknown = null;

  const run = (args: A): void => {
    last = timers.now();
    fn(...args);
  };
  const flush = (): void => {
    handle = null;
    if (pending) {
      const args = pending;
      pending = null;
      run(args);
    }
  };
  const throttled = ((...args: A) => {
    const elapsed = timers.now() - last;
    if (elapsed >= wait && handle === null) return run(args);
    pending = args;
    if (handle === null) handle = timers.setTimeout(flush, Math.max(0, wait - elapsed));
  }) as Throttled<A>;
  throttled.cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pending = null;
  };
  return throttled;
}
