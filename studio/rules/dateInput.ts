/**
 * SPEC §5 "Date input": MM/DD/YYYY or DD/MM/YYYY by locale; time hh:mm; rejects dates outside
 * min/max. What a site owner types into a date field, as opposed to the wire formats in
 * genericFormats.ts.
 *
 * Decisions where the spec is silent:
 * - The order comes from `Intl.DateTimeFormat(locale).formatToParts`: month before day → MDY
 *   (en-US), otherwise DMY (en-GB, de-DE, fr-FR). The spec knows only these two orders, so a
 *   year-first locale (ja-JP, sv-SE) gets MDY, its own month-before-day order.
 * - Shown with '/' in every locale, as the spec writes it; typed text may also use '.' or '-'
 *   (what de-DE and nl-NL owners type), with spaces around the separators ignored.
 * - Day and month may be typed with one or two digits; the year always has four (a two-digit year
 *   would need a century guess).
 * - Errors, in the order they are checked: 'format' (not three numbers in that shape), 'invalid'
 *   (no such day, e.g. 02/30/2024 or month 13), 'before-min', 'after-max'. There is no default
 *   min here; the date-range picker passes DATE_RANGE_MIN.
 * - "hh:mm" is the 24-hour clock (the pickers' hours 0-23, minutes 0-59); the hour may have one
 *   digit, the minutes always two.
 */
import { CalendarDate, Time } from '@internationalized/date';
import { isValidPickerTime } from './pickerTime';

export type DateOrder = 'MDY' | 'DMY';
export type DateInputError = 'format' | 'invalid' | 'before-min' | 'after-max';
export type DateInputResult = { ok: true; date: CalendarDate } | { ok: false; error: DateInputError };
export type TimeInputResult = { ok: true; time: Time } | { ok: false; error: 'format' | 'invalid' };

export interface DateBounds {
  min?: CalendarDate;
  max?: CalendarDate;
}

export function dateOrder(locale = 'en-US'): DateOrder {
  const types = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2000, 0, 2))
    .map((part) => part.type);
  return types.indexOf('month') < types.indexOf('day') ? 'MDY' : 'DMY';
}

/** The placeholder a date field shows. */
export function datePattern(locale = 'en-US'): 'MM/DD/YYYY' | 'DD/MM/YYYY' {
  return dateOrder(locale) === 'MDY' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

const TYPED_DATE = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;

export function parseDateText(text: string, locale = 'en-US', bounds: DateBounds = {}): DateInputResult {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return { ok: false, error: 'format' };
  const [first, second, yearText] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = dateOrder(locale) === 'MDY' ? [first, second] : [second, first];
  // CalendarDate quietly constrains out-of-range fields (Feb 30 → Feb 29), so a changed field means
  // the typed day does not exist.
  const date = new CalendarDate(yearText, month, day);
  if (yearText < 1 || date.year !== yearText || date.month !== month || date.day !== day) {
    return { ok: false, error: 'invalid' };
  }
  if (bounds.min && date.compare(bounds.min) < 0) return { ok: false, error: 'before-min' };
  if (bounds.max && date.compare(bounds.max) > 0) return { ok: false, error: 'after-max' };
  return { ok: true, date };
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

export function formatDateText(date: CalendarDate, locale = 'en-US'): string {
  const year = String(date.year).padStart(4, '0');
  return dateOrder(locale) === 'MDY'
    ? `${pad2(date.month)}/${pad2(date.day)}/${year}`
    : `${pad2(date.day)}/${pad2(date.month)}/${year}`;
}

const TYPED_TIME = /^(\d{1,2}):(\d{2})$/;

export function parseTimeText(text: string): TimeInputResult {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return { ok: false, error: 'format' };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (!isValidPickerTime(hour, minute)) return { ok: false, error: 'invalid' };
  return { ok: true, time: new Time(hour, minute) };
}

export function formatTimeText(time: Time): string {
  return `${pad2(time.hour)}:${pad2(time.minute)}`;
}
