/**
 * SPEC §9 "Default locale en-US; relative time steps seconds to years; month = 4.34524 weeks".
 * Wording is Intl.RelativeTimeFormat's, so every locale is covered.
 *
 * Thresholds (on the size of the difference; the first that fits wins):
 *   under 60 s            → seconds
 *   under 60 min          → minutes
 *   under 24 h            → hours
 *   under 7 days          → days
 *   under 1 month         → weeks   (1 month = 4.34524 weeks ≈ 30.42 days)
 *   under 12 months       → months  (12 months ≈ 365.0002 days)
 *   otherwise             → years   (12 months)
 *
 * Decisions where the spec is silent:
 * - The count is cut toward zero, never rounded up: 59 min 50 s is "59 minutes ago", not "60
 *   minutes ago", which would contradict the step to hours.
 * - The difference is signed like Intl's: negative (and zero) is the past ("3 days ago"), positive
 *   the future ("in 3 days"). The returned value is that signed count, with 0 for "0 seconds ago".
 * - numeric: 'always' ("1 day ago", not "yesterday"): a 30-hour-old edit is one day old but may
 *   be two calendar days back, and "yesterday" would then be wrong.
 */

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export const WEEKS_PER_MONTH = 4.34524;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const WEEK_S = 7 * DAY_S;
export const MONTH_SECONDS = WEEKS_PER_MONTH * WEEK_S;
export const YEAR_SECONDS = 12 * MONTH_SECONDS;

/** Each unit's length in seconds, and the size below which it is used. */
const STEPS: readonly { unit: RelativeTimeUnit; seconds: number; below: number }[] = [
  { unit: 'second', seconds: 1, below: MINUTE_S },
  { unit: 'minute', seconds: MINUTE_S, below: HOUR_S },
  { unit: 'hour', seconds: HOUR_S, below: DAY_S },
  { unit: 'day', seconds: DAY_S, below: WEEK_S },
  { unit: 'week', seconds: WEEK_S, below: MONTH_SECONDS },
  { unit: 'month', seconds: MONTH_SECONDS, below: YEAR_SECONDS },
  { unit: 'year', seconds: YEAR_SECONDS, below: Infinity },
];

export interface RelativeTime {
  unit: RelativeTimeUnit;
  /** Whole units, negative in the past. */
  value: number;
  text: string;
}

/** How `deltaSeconds` (then − now) reads: `relativeTime(-90)` is "1 minute ago". */
export function relativeTime(deltaSeconds: number, locale = 'en-US'): RelativeTime {
  const size = Math.abs(deltaSeconds);
  if (!Number.isFinite(size)) throw new RangeError(`relativeTime needs a finite number of seconds, got ${deltaSeconds}`);
  // The years step's bound is Infinity, so a finite size always finds a step.
  const step = STEPS.find((candidate) => size < candidate.below)!;
  const count = Math.floor(size / step.seconds);
  const signed = deltaSeconds > 0 ? count : -count;
  const text = new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(signed, step.unit);
  // -0 formats as the past ("0 seconds ago"), which is what we want; the value reads plain 0.
  return { unit: step.unit, value: signed || 0, text };
}

/** The signed difference in seconds between two instants given in milliseconds (as Date.now()). */
export function secondsBetween(nowMs: number, thenMs: number): number {
  return (thenMs - nowMs) / 1000;
}
