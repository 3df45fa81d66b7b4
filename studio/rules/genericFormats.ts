/**
 * SPEC §5 "Generic formats": date YYYY-MM-DD; date-time ISO 8601 with optional milliseconds and
 * zone; time HH:MM with hours 00-29 and minutes 00-59. These are the wire formats (what the studio
 * sends and stores), not what a site owner types (see dateInput.ts).
 *
 * - The generic time allows hours up to 29 on purpose: it is the spec's own rule (a time "past
 *   midnight" of the same day, as schedules write 25:30), and differs from the pickers' 0-23.
 * Decisions where the spec is silent:
 * - Every field has its fixed width (two-digit month, day, hour, minute; four-digit year): a wire
 *   format with one spelling per value compares and sorts as text.
 * - Dates must exist in the calendar (no 2023-02-29): @internationalized/date decides.
 * - The date-time needs seconds; milliseconds are exactly three digits; the zone is 'Z' or ±HH:MM.
 *   That is what `Date.prototype.toISOString` and our server emit.
 */
import { type CalendarDate, type CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';

const GENERIC_DATE = /^\d{4}-\d{2}-\d{2}$/;
const GENERIC_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?)(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;
const GENERIC_TIME = /^[0-2]\d:[0-5]\d$/;

/** A `YYYY-MM-DD` text as a date, or null when it is not one (wrong shape or no such day). */
export function parseGenericDate(text: string): CalendarDate | null {
  if (!GENERIC_DATE.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    // The library throws for a day that does not exist; for us that is simply "not a date".
    return null;
  }
}

export function isGenericDate(text: string): boolean {
  return parseGenericDate(text) !== null;
}

export function formatGenericDate(date: CalendarDate): string {
  return date.toString();
}

/** The local date and time of an ISO 8601 date-time, or null when it is not one. The zone is checked, not applied. */
export function parseGenericDateTime(text: string): CalendarDateTime | null {
  const local = GENERIC_DATE_TIME.exec(text)?.[1];
  if (local === undefined) return null;
  try {
    return parseDateTime(local);
  } catch {
    return null;
  }
}

export function isGenericDateTime(text: string): boolean {
  return parseGenericDateTime(text) !== null;
}

export function isGenericTime(text: string): boolean {
  return GENERIC_TIME.test(text);
}
