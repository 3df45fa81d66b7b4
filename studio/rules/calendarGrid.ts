/**
 * SPEC §2 "Calendar views: days, month picker, year picker"; §9 "Calendar grid | 6 weeks x 7 days;
 * week starts Monday except Sunday-first locales; year picker spans 100 years either side".
 *
 * Decisions where the spec is silent:
 * - "Sunday-first" is asked of @internationalized/date's locale week data (CLDR): en-US, ja-JP,
 *   pt-BR start on Sunday; every other locale, including the Saturday-first ones (ar-EG, fa-IR),
 *   starts on Monday, because the spec allows only those two.
 * - The grid always has 42 days so the picker never changes height between months; it starts on the
 *   week holding the 1st, so a month starting on the first weekday has no leading days and two
 *   trailing weeks.
 * - Month and weekday names come from Intl in the locale's stand-alone form (month: 'long',
 *   weekday: 'short').
 * - The year picker's span is clamped to years 1…9999, the years a four-digit date can hold.
 */
import { CalendarDate, getDayOfWeek, startOfMonth, startOfWeek } from '@internationalized/date';

export const CALENDAR_WEEKS = 6;
export const CALENDAR_DAYS_PER_WEEK = 7;
export const YEAR_PICKER_SPAN = 100;
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

export type FirstDayOfWeek = 'sun' | 'mon';

// 7 January 2024 was a Sunday: its index in the locale's week is 0 only if weeks start on Sunday.
const A_SUNDAY = new CalendarDate(2024, 1, 7);

export function firstDayOfWeek(locale = 'en-US'): FirstDayOfWeek {
  return getDayOfWeek(A_SUNDAY, locale) === 0 ? 'sun' : 'mon';
}

/** The 42 days shown for the month holding `month` (any day of it), from the first weekday on. */
export function calendarGrid(month: CalendarDate, locale = 'en-US'): CalendarDate[] {
  const first = startOfWeek(startOfMonth(month), locale, firstDayOfWeek(locale));
  return Array.from({ length: CALENDAR_WEEKS * CALENDAR_DAYS_PER_WEEK }, (_, index) => first.add({ days: index }));
}

/** The grid cut into its six weeks, the rows a calendar table renders. */
export function calendarWeeks(month: CalendarDate, locale = 'en-US'): CalendarDate[][] {
  const days = calendarGrid(month, locale);
  return Array.from({ length: CALENDAR_WEEKS }, (_, week) =>
    days.slice(week * CALENDAR_DAYS_PER_WEEK, (week + 1) * CALENDAR_DAYS_PER_WEEK),
  );
}

function dayName(date: CalendarDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date.toDate('UTC'));
}

/** The seven column headings, in the locale's week order. */
export function weekdayLabels(locale = 'en-US'): string[] {
  const first = startOfWeek(A_SUNDAY, locale, firstDayOfWeek(locale));
  return Array.from({ length: CALENDAR_DAYS_PER_WEEK }, (_, index) => dayName(first.add({ days: index }), locale, { weekday: 'short' }));
}

export interface MonthOption {
  /** 1 = January, as CalendarDate counts. */
  month: number;
  name: string;
}

export function monthPickerOptions(locale = 'en-US'): MonthOption[] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    name: dayName(new CalendarDate(2024, index + 1, 1), locale, { month: 'long' }),
  }));
}

export function yearPickerRange(year: number): { first: number; last: number } {
  return {
    first: Math.max(FIRST_YEAR, year - YEAR_PICKER_SPAN),
    last: Math.min(LAST_YEAR, year + YEAR_PICKER_SPAN),
  };
}

export function yearPickerYears(year: number): number[] {
  const { first, last } = yearPickerRange(year);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
