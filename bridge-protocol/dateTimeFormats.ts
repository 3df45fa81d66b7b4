/**
 * SPEC §9 "Generic formats: date YYYY-MM-DD; date-time ISO 8601 with optional milliseconds and zone;
 * time HH:MM with hours 00-29 and minutes 00-59". The schedule (schedule.ts) is written in them, the
 * save check reads them, and the frame's schedule rule compares with them.
 *
 * A date-time without a zone is a wall-clock reading ("9:00 on 1 December" wherever the schedule's time
 * zone is); with one it is an instant. Both parse to milliseconds: a wall-clock reading as if it were
 * UTC ("wall milliseconds"), which is only ever compared with another wall-clock reading in the same
 * zone, never with an instant.
 *
 * Hours 24-29 in the generic time are the broadcast day's small hours: 26:00 is 2 am of the next day, so
 * a window of evening hours can run past midnight and still belong to the day it started on.
 */

export interface DateTimeReading {
  /** Milliseconds: an instant when `zoned`, else the wall-clock reading as if it were UTC. */
  ms: number;
  zoned: boolean;
  /** Written as a date alone (YYYY-MM-DD): a whole day. */
  dateOnly: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const GENERIC_TIME = /^(\d{2}):(\d{2})$/;

export const GENERIC_HOURS_MAX = 29;
export const MINUTES_PER_DAY = 24 * 60;

/** A calendar date that exists (no 31 April, no 29 February outside leap years), as wall milliseconds. */
function wallDate(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : null;
}

/** A zone designator's offset in minutes east of UTC: Z, +01:00, -05:30 (hours 00-23, minutes 00-59). */
function offsetMinutes(zone: string): number | null {
  if (zone === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The generic date (YYYY-MM-DD) or date-time (ISO 8601 with optional milliseconds and zone); else null. */
export function parseGenericDateTime(text: unknown): DateTimeReading | null {
  if (typeof text !== 'string') return null;
  const date = DATE.exec(text);
  if (date) {
    const ms = wallDate(Number(date[1]), Number(date[2]), Number(date[3]));
    return ms === null ? null : { ms, zoned: false, dateOnly: true };
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const day = wallDate(Number(match[1]), Number(match[2]), Number(match[3]));
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (day === null || hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0'));
  const wall = day + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  if (match[8] === undefined) return { ms: wall, zoned: false, dateOnly: false };
  const offset = offsetMinutes(match[8]);
  return offset === null ? null : { ms: wall - offset * 60_000, zoned: true, dateOnly: false };
}

/** The generic time HH:MM (hours 00-29, minutes 00-59) as minutes after the day's midnight; else null. */
export function parseGenericTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = GENERIC_TIME.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours > GENERIC_HOURS_MAX || minutes > 59 ? null : hours * 60 + minutes;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Minutes after midnight as the generic time: 90 → "01:30", 1560 → "26:00". */
export function formatGenericTime(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** A wall-clock date-time as the generic form without a zone: "2026-12-01T09:00". */
export function formatWallDateTime(parts: { year: number; month: number; day: number; hour: number; minute: number }): string {
  return `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}
