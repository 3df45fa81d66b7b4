/**
 * Fails a test that ends with a timer of ours still pending (vitest setupFiles).
 *
 * Work a test leaves running fires after the test, into the next test or after the file's environment
 * is torn down, where a log it writes ends the run with vitest's "Closing rpc while onUserConsoleLog was
 * pending": a failure only a loaded machine sees. A timer still pending when the test's own teardown
 * is over is that work, caught on every run instead of by chance.
 *
 * Ours: a timer set directly by the project's code or a test (the caller is outside node_modules) or
 * by XState's scheduler (every actor here runs one of our machines; an actor left running is exactly
 * what this is for). Libraries' own timers are not the test's to stop: a connection pool's idle timer
 * lives as long as the pool a file opens once, react-aria's announcer clears its live region later.
 *
 * Sound because it only reads: a pending timer is a fact, not a guess about timing. A test that starts
 * a timer and waits for it, clears it, or disposes what set it is never flagged. It runs after every
 * afterEach of the test file (vitest runs after-hooks in reverse order, and this file registers first),
 * so a dispose there counts. Not covered: promises (a lazy import still loading), animation frames,
 * setImmediate and MessagePort messages; tests wait for those themselves.
 */
import { afterEach, beforeEach } from 'vitest';

interface Pending {
  kind: 'setTimeout' | 'setInterval';
  delay: number;
  stack: string;
}

const repoRoot = new URL('../../', import.meta.url).pathname;
const pending = new Map<unknown, Pending>();
let inTest = false;

/** Node's Timeout objects and their numeric ids name the same timer (clearTimeout takes either). */
const keyOf = (handle: unknown): unknown =>
  typeof handle === 'object' && handle !== null && Symbol.toPrimitive in handle ? Number(handle) : handle;

/** The file of the frame that called setTimeout / setInterval (stack line 2: line 1 is our wrapper). */
function callerFile(stack: string): string {
  const line = stack.split('\n')[2] ?? '';
  const match = /\(?(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?\s*$/.exec(line);
  return match?.[1] ?? '';
}

function isOurs(stack: string): boolean {
  const file = callerFile(stack);
  if (file.includes('/node_modules/xstate/')) return true;
  return file.startsWith(repoRoot) && !file.includes('/node_modules/');
}

type TimerFunction = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => unknown;

function track(kind: Pending['kind'], original: TimerFunction): TimerFunction {
  return function tracked(this: unknown, callback, delay, ...args) {
    if (!inTest || typeof callback !== 'function') return original.call(this, callback, delay, ...args);
    const stack = new Error().stack ?? '';
    let key: unknown;
    const run = (...callArgs: unknown[]): void => {
      if (kind === 'setTimeout') pending.delete(key);
      callback(...callArgs);
    };
    const handle = original.call(this, run, delay, ...args);
    key = keyOf(handle);
    if (isOurs(stack)) pending.set(key, { kind, delay: Number(delay ?? 0), stack });
    return handle;
  };
}

function untrack(original: (handle: unknown) => void): (handle: unknown) => void {
  return function untracked(this: unknown, handle) {
    pending.delete(keyOf(handle));
    original.call(this, handle);
  };
}

const clears = { setTimeout: globalThis.clearTimeout, setInterval: globalThis.clearInterval };
// The globals' overloads (Node's and the DOM's) do not meet in one signature; the wrappers keep the behaviour.
globalThis.setTimeout = Object.assign(track('setTimeout', globalThis.setTimeout as unknown as TimerFunction), globalThis.setTimeout) as unknown as typeof setTimeout;
globalThis.setInterval = Object.assign(track('setInterval', globalThis.setInterval as unknown as TimerFunction), globalThis.setInterval) as unknown as typeof setInterval;
globalThis.clearTimeout = untrack(clears.setTimeout as (handle: unknown) => void) as typeof clearTimeout;
globalThis.clearInterval = untrack(clears.setInterval as (handle: unknown) => void) as typeof clearInterval;

beforeEach(() => {
  pending.clear();
  inTest = true;
});

afterEach(() => {
  inTest = false;
  const left = [...pending.entries()];
  pending.clear();
  if (left.length === 0) return;
  // Cleared once reported, so one leak fails one test and does not fire into the next.
  for (const [key, timer] of left) clears[timer.kind].call(globalThis, key as Parameters<typeof clearTimeout>[0]);
  const where = (stack: string) => stack.split('\n').slice(2, 9).map((line) => `      ${line.trim()}`).join('\n');
  const list = left.map(([, timer]) => `  - ${timer.kind} ${String(timer.delay)} ms, set\n${where(timer.stack)}`).join('\n');
  throw new Error(
    `The test ended with ${String(left.length)} timer(s) still pending: stop or dispose what it started (an actor, a React root, a controller), or wait for it.\n${list}`,
  );
});
