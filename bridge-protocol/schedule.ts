/**
 * A widget's schedule (`data.setup.schedule`): the dates and hours it may show, as OptinMonster and
 * Wisepops offer. Every part is optional, and a widget without one shows at any time.
 *
 *   { "start": "2026-12-01T09:00",          show from (a generic date or date-time, dateTimeFormats.ts)
 *     "end": "2026-12-24",                  until (a date alone: to the end of that day)
 *     "days": [1, 2, 3, 4, 5],              only on these weekdays, 1 Monday … 7 Sunday (ISO 8601)
 *     "hours": { "from": "18:00", "until": "26:00" },   only between these times, each day
 *     "timeZone": "Europe/Paris" }          the zone the readings without a zone are in
 *
 * `hours.until` may pass midnight up to 29:59 (dateTimeFormats.ts): 18:00-26:00 shows from 6 pm to
 * 2 am, and belongs to the day it started on, so `days` [5] with those hours runs Friday evening into
 * Saturday's small hours. Without a time zone the visitor's own is used; the studio always writes the
 * site owner's.
 *
 * readSchedule is both the save check (widgetSchema.ts reports every problem at its path) and the frame's
 * reading of it (a schedule with a problem disables the widget with one console error, rather than
 * guessing when it was meant to show). The display rule is frame-app/rules/schedule.ts.
 */
import { MINUTES_PER_DAY, parseGenericDateTime, parseGenericTime, type DateTimeReading } from './dateTimeFormats';
import { isPlainObject } from './validate';

export interface WidgetSchedule {
  start?: string | null;
  end?: string | null;
  days?: number[] | null;
  hours?: { from: string; until: string } | null;
  timeZone?: string | null;
}

export interface ScheduleWindow {
  /** The first moment it may show (inclusive), or null. */
  start: DateTimeReading | null;
  /** The first moment it no longer shows (exclusive), or null. A date alone ends after that day. */
  end: DateTimeReading | null;
  /** ISO weekdays (1 Monday … 7 Sunday) it shows on, in order, or null for every day. An array, not a
   * Set: the window travels in the painted document's JSON (frame-app/boot/firstViewState.ts). */
  days: readonly number[] | null;
  /** Minutes after midnight: from (0-1439) and until (after from, up to 29:59). */
  hours: { from: number; until: number } | null;
  /** An IANA time zone, or null for the visitor's own. */
  timeZone: string | null;
}

export type ScheduleReport = (path: string, message: string) => void;

const DAY_MS = 86_400_000;
const WEEKDAYS_MESSAGE = 'Choose days of the week as numbers, 1 (Monday) to 7 (Sunday).';

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function readMoment(value: unknown, path: string, report: ScheduleReport, isEnd: boolean): DateTimeReading | null {
  if (value === undefined || value === null || value === '') return null;
  const reading = parseGenericDateTime(value);
  if (reading === null) {
    report(path, 'Enter a date as YYYY-MM-DD, or a date and time as YYYY-MM-DDTHH:MM.');
    return null;
  }
  return isEnd && reading.dateOnly ? { ...reading, ms: reading.ms + DAY_MS } : reading;
}

function readDays(value: unknown, path: string, report: ScheduleReport): readonly number[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    report(path, WEEKDAYS_MESSAGE);
    return null;
  }
  const days = new Set<number>();
  value.forEach((day, index) => {
    if (typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 7) days.add(day);
    else report(`${path}[${index}]`, WEEKDAYS_MESSAGE);
  });
  // An empty list is "every day", as a missing one: a widget never shown is not what anyone meant.
  return days.size === 0 ? null : [...days].sort((a, b) => a - b);
}

function readHours(value: unknown, path: string, report: ScheduleReport): ScheduleWindow['hours'] {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) {
    report(path, 'Enter the hours as a start and an end time.');
    return null;
  }
  const from = parseGenericTime(value.from);
  const until = parseGenericTime(value.until);
  if (from === null || from >= MINUTES_PER_DAY) report(`${path}.from`, 'Enter a start time from 00:00 to 23:59.');
  if (until === null) report(`${path}.until`, 'Enter an end time as HH:MM, from 00:00 to 29:59 (past 24:00 is the next morning).');
  if (from === null || until === null || from >= MINUTES_PER_DAY) return null;
  // "22:00 to 02:00" is meant as the night through: read it as 22:00-26:00.
  const end = until < from ? until + MINUTES_PER_DAY : until;
  if (end <= from || end - from > MINUTES_PER_DAY) {
    report(`${path}.until`, 'End the hours after they start, within a day.');
    return null;
  }
  return { from, until: end };
}

/** The schedule as the rule reads it, every problem reported at its path (under `path`); null when unset. */
export function readSchedule(value: unknown, path: string, report: ScheduleReport): ScheduleWindow | null {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) {
    report(path, 'Enter the schedule as dates, days and hours.');
    return null;
  }
  const zone = value.timeZone;
  const timeZone = zone === undefined || zone === null || zone === '' ? null : isTimeZone(zone) ? zone : undefined;
  if (timeZone === undefined) report(`${path}.timeZone`, 'Choose a time zone such as Europe/Paris.');
  const start = readMoment(value.start, `${path}.start`, report, false);
  const end = readMoment(value.end, `${path}.end`, report, true);
  if (start !== null && end !== null && start.zoned === end.zoned && end.ms <= start.ms) {
    report(`${path}.end`, 'End the schedule after it starts.');
  }
  return {
    start,
    end,
    days: readDays(value.days, `${path}.days`, report),
    hours: readHours(value.hours, `${path}.hours`, report),
    timeZone: timeZone ?? null,
  };
}
