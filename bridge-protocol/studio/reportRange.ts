/**
 * The date range of the studio's reports, as both ends read it: the server refuses what breaks these
 * rules (400 naming the field) and the studio checks a range before asking, so a person sees the reason
 * at once instead of a server error. Pure: no clock, no zone (days are calendar days, `YYYY-MM-DD`).
 *
 * SPEC §5/§9: the date range's minimum is 2016-01-01, and "start and end swap if reversed".
 * Decisions where the spec is silent:
 * - A reversed range (from after to) is swapped, as the date-range picker does, rather than refused.
 * - A range spans at most REPORT_MAX_DAYS days, both ends counted: two years with a leap day. Longer
 *   would mean thousands of chart bars and a scan of years of rows for one screen.
 * - The latest date is 9999-12-31 (four-digit years, as the generic date format). A range in the future
 *   is not an error: it simply has no rows yet.
 */

export const REPORT_MIN_DATE = '2016-01-01';
const REPORT_MAX_DATE = '9999-12-31';
/** Two years, a leap day included. */
export const REPORT_MAX_DAYS = 731;

export interface ReportRange {
  /** First day, `YYYY-MM-DD`, included. */
  from: string;
  /** Last day, `YYYY-MM-DD`, included; never before `from`. */
  to: string;
}

export type ReportRangeCheck = { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to'; message: string };

const DAY_MS = 86_400_000;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar day at UTC midnight, or null for anything else ("2024-02-30", "24-1-1"). */
export function reportDayMs(text: string): number | null {
  const m = DATE_SHAPE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: the latter maps years 0…99 to 1900…1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // An impossible day (2024-02-30) rolls over into the next month: it must read back as written.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime();
}

/** The `YYYY-MM-DD` of a UTC-midnight time (the inverse of reportDayMs). */
const reportDayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The number of days from `from` to `to`, both counted (1 for a single day). Both must be real dates. */
export function reportRangeDays(range: ReportRange): number {
  const from = reportDayMs(range.from);
  const to = reportDayMs(range.to);
  if (from === null || to === null) throw new RangeError(`Not a report range: ${range.from} … ${range.to}`);
  return Math.round((to - from) / DAY_MS) + 1;
}

/** Every day of the range, in order, as `YYYY-MM-DD`. */
export function reportRangeDayList(range: ReportRange): string[] {
  const from = reportDayMs(range.from) ?? 0;
  return Array.from({ length: reportRangeDays(range) }, (_, i) => reportDayText(from + i * DAY_MS));
}

function checkDay(value: unknown, field: 'from' | 'to'): { ok: true; day: string } | { ok: false; field: 'from' | 'to'; message: string } {
  if (value === undefined || value === '') return { ok: false, field, message: `${field} is required (a date, YYYY-MM-DD)` };
  if (typeof value !== 'string' || reportDayMs(value) === null) {
    return { ok: false, field, message: `${field}: expected a date as YYYY-MM-DD that exists in the calendar` };
  }
  if (value < REPORT_MIN_DATE) return { ok: false, field, message: `${field}: reports start on ${REPORT_MIN_DATE}; choose a later date` };
  if (value > REPORT_MAX_DATE) return { ok: false, field, message: `${field}: choose a date up to ${REPORT_MAX_DATE}` };
  return { ok: true, day: value };
}

/**
 * A range from untrusted input (the query string, the address bar): both dates real and not before
 * REPORT_MIN_DATE, swapped when reversed, at most REPORT_MAX_DAYS long. The message names the field.
 */
export function checkReportRange(from: unknown, to: unknown): ReportRangeCheck {
  const a = checkDay(from, 'from');
  if (!a.ok) return a;
  const b = checkDay(to, 'to');
  if (!b.ok) return b;
  const range = a.day <= b.day ? { from: a.day, to: b.day } : { from: b.day, to: a.day };
  if (reportRangeDays(range) > REPORT_MAX_DAYS) {
    return { ok: false, field: 'to', message: `to: a report covers at most ${REPORT_MAX_DAYS} days (two years); choose a shorter range` };
  }
  return { ok: true, range };
}
