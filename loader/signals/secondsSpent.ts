/**
 * Seconds spent are reported on SPEC §9's timer schedule, not every second: triggers only ever ask
 * "at least N seconds", and five messages per page view are cheaper than one per second.
 */
export const TIMER_SCHEDULE_SECONDS = [5, 10, 30, 60, 120] as const;

export interface SecondsTimer {
  /** Cancels the schedule and starts it again from 0 (a route change starts a new page). */
  restart(): void;
}

export function createSecondsTimer(
  onTick: (seconds: number) => void,
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void },
): SecondsTimer {
  let handles: unknown[] = [];
  return {
    restart() {
      for (const h of handles) timers.clearTimeout(h);
      handles = TIMER_SCHEDULE_SECONDS.map((s) => timers.setTimeout(() => onTick(s), s * 1000));
    },
  };
}
