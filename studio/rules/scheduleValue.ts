/**
 * A widget's schedule (`data.setup.schedule`, bridge-protocol/schedule.ts) as the editor's schedule field
 * edits it: the stored generic strings (bridge-protocol/dateTimeFormats.ts) read into the pickers' values,
 * the pickers' values written back, the weekdays in the locale's order, and the hours that run past
 * midnight. Pure, except `ownerTimeZone` and `timeZoneNames`, which ask the browser.
 *
 * Decisions where the spec is silent:
 * - A stored reading the pickers cannot show exactly is shown by what they can: a date-time with seconds
 *   or a zone shows its date and HH:MM (edited, it is written without them); one that cannot be read
 *   shows empty, and the save check names it at its path.
 * - A start or end is written as the date alone when it has no time ("2026-12-01": from midnight; as an
 *   end, to the end of that day), else as the wall-clock date-time "2026-12-01T09:00".
 * - An `until` earlier than `from` runs past midnight and is written in the generic next-morning hours
 *   (18:00 to 02:00 is {from: "18:00", until: "26:00"}); read back, 26:00 shows 02:00. An `until` equal
 *   to `from` is written as picked, so the save check explains it. One half of the hours is written
 *   alone, so the save check asks for the other at its own path.
 * - Weekdays are written as ISO numbers (1 Monday … 7 Sunday), sorted; none ticked writes no `days`.
 * - The time zone is not a part of its own: it says how the others read. It is written with every
 *   change of another part, and when no other part is left the whole schedule is removed.
 */
import { CalendarDate, Time } from '@internationalized/date';
import { MINUTES_PER_DAY, formatGenericTime, formatWallDateTime, parseGenericDateTime, parseGenericTime } from '../../bridge-protocol/dateTimeFormats';
import { isPlainObject } from '../../bridge-protocol/validate';
import { weekStart } from './calendarGrid';

/** A start or end as its two pickers show it; a time without a date is never stored. */
export interface ScheduleMoment {
  date: CalendarDate | null;
  time: Time | null;
}

export interface ScheduleHours {
  from: Time | null;
  until: Time | null;
}

/** The stored schedule as the field's pickers show it. */
export interface ScheduleView {
  start: ScheduleMoment;
  end: ScheduleMoment;
  /** ISO weekdays ticked, sorted; empty: every day. */
  days: number[];
  hours: ScheduleHours;
  /** The stored zone as written (even one the save check refuses), or null. */
  timeZone: string | null;
}

/** What one edit changes; a key given as undefined is removed. */
export type SchedulePatch = Partial<Record<'start' | 'end' | 'days' | 'hours', unknown>>;

const PARTS = ['start', 'end', 'days', 'hours'] as const;
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const NO_MOMENT: ScheduleMoment = { date: null, time: null };
const DATE_TIME_DIGITS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

export function readMoment(value: unknown): ScheduleMoment {
  if (typeof value !== 'string' || parseGenericDateTime(value) === null) return NO_MOMENT;
  const match = DATE_TIME_DIGITS.exec(value);
  if (!match) return NO_MOMENT;
  const date = new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  const time = match[4] === undefined ? null : new Time(Number(match[4]), Number(match[5]));
  return { date, time };
}

/** "2031-05-14", or "2031-05-14T09:30" with a time; undefined without a date (the part is removed). */
export function momentText({ date, time }: ScheduleMoment): string | undefined {
  if (date === null) return undefined;
  if (time === null) return date.toString();
  return formatWallDateTime({ year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute });
}

/** A generic time as a picker shows it: the next morning's 26:00 is 02:00. */
export function readTime(value: unknown): Time | null {
  const minutes = parseGenericTime(value);
  if (minutes === null) return null;
  const ofDay = minutes % MINUTES_PER_DAY;
  return new Time(Math.floor(ofDay / 60), ofDay % 60);
}

const minutesOf = (time: Time): number => time.hour * 60 + time.minute;

/** Whether the hours end after midnight: `until` is earlier in the day than `from`. */
export function endsNextMorning({ from, until }: ScheduleHours): boolean {
  return from !== null && until !== null && minutesOf(until) < minutesOf(from);
}

/** The stored hours: 18:00 to 02:00 is {from: "18:00", until: "26:00"}; undefined when neither is picked. */
export function hoursValue(hours: ScheduleHours): { from?: string; until?: string } | undefined {
  const { from, until } = hours;
  if (from === null && until === null) return undefined;
  const written: { from?: string; until?: string } = {};
  if (from !== null) written.from = formatGenericTime(minutesOf(from));
  if (until !== null) written.until = formatGenericTime(minutesOf(until) + (endsNextMorning(hours) ? MINUTES_PER_DAY : 0));
  return written;
}

export function readDays(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return WEEK.filter((day) => value.includes(day));
}

/** The ticked weekdays as stored: ISO numbers in order, or undefined for none (every day). */
export function daysValue(days: Iterable<number>): number[] | undefined {
  const ticked = new Set(days);
  const stored = WEEK.filter((day) => ticked.has(day));
  return stored.length === 0 ? undefined : stored;
}

/** The ISO weekdays in the order the locale's week runs: Monday first, Sunday first where the week starts on Sunday. */
export function weekdayOrder(locale: string): number[] {
  return weekStart(locale) === 'sun' ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
}

/** The weekday's name in the locale ("Monday", "lundi"); 1 January 2024 was a Monday. */
export function weekdayName(isoDay: number, locale: string): string {
  return new Date(Date.UTC(2024, 0, isoDay)).toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' });
}

export function readScheduleView(value: unknown): ScheduleView {
  const schedule = isPlainObject(value) ? value : {};
  const zone = schedule.timeZone;
  return {
    start: readMoment(schedule.start),
    end: readMoment(schedule.end),
    days: readDays(schedule.days),
    hours: isPlainObject(schedule.hours) ? { from: readTime(schedule.hours.from), until: readTime(schedule.hours.until) } : { from: null, until: null },
    timeZone: typeof zone === 'string' && zone !== '' ? zone : null,
  };
}

function isPartSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/** Whether any part (start, end, days, hours) is set: a time zone alone is no schedule. */
export function isScheduleSet(stored: unknown): boolean {
  return isPlainObject(stored) && PARTS.some((part) => isPartSet(stored[part]));
}

/**
 * The schedule after one edit: the patched parts replaced (undefined removes one), the rest kept as
 * stored, `timeZone` written; undefined (remove the schedule) when no part is left.
 */
export function patchSchedule(stored: unknown, patch: SchedulePatch, timeZone: string): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = isPlainObject(stored) ? { ...stored } : {};
  for (const part of PARTS) {
    if (!Object.prototype.hasOwnProperty.call(patch, part)) continue;
    const value = patch[part];
    if (isPartSet(value)) next[part] = value;
    else delete next[part];
  }
  if (!isScheduleSet(next)) return undefined;
  next.timeZone = timeZone;
  return next;
}

/** The zone the site owner's browser is set to: the schedule's zone until the owner picks another. */
export function ownerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every zone the browser knows, plus the ones given (the stored and the owner's, which a list may lack: UTC). */
export function timeZoneNames(extra: readonly (string | null)[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const missing = extra.filter((zone): zone is string => zone !== null && zone !== '' && !known.includes(zone));
  return [...new Set(missing), ...known];
}

/** A zone as the list shows it: "America/New York", so typing "new york" finds it. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}
