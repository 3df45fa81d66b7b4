/**
 * The schedule's display check (bridge-protocol/schedule.ts): whether the widget may show at `now`, and
 * how long until that answer may change, so that a widget waiting on its page opens when its hours begin.
 *
 * Wall-clock readings are compared in the schedule's time zone: `now` is turned into that zone's reading
 * (Intl, no date library in the frame) as "wall milliseconds", the same scale as a reading without a
 * zone; a reading with a zone is compared with `now` itself.
 *
 * The wait until the next change is computed in wall-clock time and capped at an hour, so a daylight
 * saving change or a machine that slept costs at most one extra check, never a missed opening.
 */
// Types only: the formats' parsers stay out of the first script's chunk (boot/paintedLayout.ts runs this rule).
import type { DateTimeReading } from '../../bridge-protocol/dateTimeFormats';
import type { ScheduleWindow } from '../../bridge-protocol/schedule';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = DAY_MS / MINUTE_MS;
/** The longest wait before the schedule is checked again (see above). */
export const SCHEDULE_RECHECK_MAX_MS = 3_600_000;
/** The shortest: a boundary reached within the same second is checked once, not in a burst. */
export const SCHEDULE_RECHECK_MIN_MS = 1_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `now` as the wall clock in `timeZone` reads it (null: the visitor's own), in wall milliseconds. */
export function wallClockAt(now: number, timeZone: string | null): number {
  const date = new Date(now);
  if (timeZone === null) {
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
  }
  const part = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor(timeZone).formatToParts(date)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second, date.getUTCMilliseconds());
}

/** ISO weekday (1 Monday … 7 Sunday) of a wall-clock day. */
function isoWeekday(wallMs: number): number {
  return new Date(wallMs).getUTCDay() || 7;
}

function dayAllowed(days: ScheduleWindow['days'], dayStart: number): boolean {
  return days === null || days.includes(isoWeekday(dayStart));
}

/** The daily part: the weekdays, and the hours (yesterday's hours may run into today's small hours). */
function inDailyWindow({ days, hours }: ScheduleWindow, wall: number): boolean {
  const dayStart = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  if (hours === null) return dayAllowed(days, dayStart);
  const minute = Math.floor((wall - dayStart) / MINUTE_MS);
  if (minute >= hours.from && minute < hours.until && dayAllowed(days, dayStart)) return true;
  return minute + MINUTES_PER_DAY < hours.until && dayAllowed(days, dayStart - DAY_MS);
}

function msUntil(reading: DateTimeReading, now: number, wall: number): number {
  return reading.ms - (reading.zoned ? now : wall);
}

export function isWithinSchedule(window: ScheduleWindow | null, now: number): boolean {
  if (window === null) return true;
  const wall = wallClockAt(now, window.timeZone);
  if (window.start !== null && msUntil(window.start, now, wall) > 0) return false;
  if (window.end !== null && msUntil(window.end, now, wall) <= 0) return false;
  return inDailyWindow(window, wall);
}

/** The wall-clock boundaries of the daily part around `wall`: midnights, and the hours' starts and ends. */
function dailyBoundaries({ days, hours }: ScheduleWindow, wall: number): number[] {
  const dayStart = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const found: number[] = [];
  if (days !== null) found.push(dayStart + DAY_MS);
  if (hours !== null) {
    for (const day of [dayStart - DAY_MS, dayStart, dayStart + DAY_MS]) found.push(day + hours.from * MINUTE_MS, day + hours.until * MINUTE_MS);
  }
  return found.map((boundary) => boundary - wall);
}

/**
 * How long until `isWithinSchedule` may answer differently, between SCHEDULE_RECHECK_MIN_MS and _MAX_MS;
 * null when it never will (no schedule, or nothing of it lies ahead).
 */
export function nextScheduleCheckIn(window: ScheduleWindow | null, now: number): number | null {
  if (window === null) return null;
  const wall = wallClockAt(now, window.timeZone);
  // Over for good: no boundary ahead can make it show again.
  if (window.end !== null && msUntil(window.end, now, wall) <= 0) return null;
  const waits = [
    ...(window.start === null ? [] : [msUntil(window.start, now, wall)]),
    ...(window.end === null ? [] : [msUntil(window.end, now, wall)]),
    ...dailyBoundaries(window, wall),
  ].filter((wait) => wait > 0);
  if (waits.length === 0) return null;
  return Math.min(SCHEDULE_RECHECK_MAX_MS, Math.max(SCHEDULE_RECHECK_MIN_MS, Math.min(...waits)));
}
