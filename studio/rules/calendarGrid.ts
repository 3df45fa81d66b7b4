/**
 * SPEC §2 "Calendar views: days, month picker, year picker"; §9 "year picker spans 100 years either
 * side". The days view is react-aria's CalendarGrid (controls/RangeCalendarView.tsx); here are the
 * month and year pickers' lists.
 *
 * Decisions where the spec is silent:
 * - Month names come from Intl in the locale's stand-alone form (month: 'long').
 * - The year picker's span is clamped to years 1…9999, the years a four-digit date can hold.
 */
import { CalendarDate, getDayOfWeek } from '@internationalized/date';

export const YEAR_PICKER_SPAN = 100;
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

function dayName(date: CalendarDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date.toDate('UTC'));
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

/** A Sunday (7 January 2024): the locale's first day of the week is day 0 of its own week. */
const A_SUNDAY = new CalendarDate(2024, 1, 7);

/**
 * SPEC §9: the week starts on Monday, except in the locales whose week starts on Sunday (the United
 * States, Canada, Japan, Brazil, Israel…, as CLDR says through @internationalized/date); a locale whose
 * week starts on Saturday or Friday gets Monday too.
 */
export function weekStart(locale: string): 'sun' | 'mon' {
  return getDayOfWeek(A_SUNDAY, locale) === 0 ? 'sun' : 'mon';
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
