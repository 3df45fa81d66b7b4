/**
 * SPEC §2 "Date-range picker": presets Today, Yesterday, Last 7 days, Last 30 days; a Close link;
 * an Apply button disabled until both dates are set; anchor text "Select date range" by default and
 * "Today(...)" / "Yesterday(...)" for single-day ranges. §5: start and end swap if reversed; default
 * min 2016-01-01. §9: calendars 1 under 600px, 2 under 1000, else 3 (the picker uses 3); presets
 * 1, 7, 30 days.
 *
 * Decisions where the spec is silent:
 * - Presets count today as a day: Last 7 days is today−6 … today and Last 30 days is today−29 …
 *   today (7 and 30 days in all). `today` is always passed in, never read from the clock, so the
 *   caller decides the time zone. A preset starting before the minimum starts at the minimum.
 * - Dates in the anchor use the locale's medium date style through Intl (en-US "Mar 5, 2024",
 *   en-GB "5 Mar 2024", de-DE "05.03.2024"): the month is spelled where the locale spells it, so
 *   "03/05" cannot be misread. A range reads "start – end" (en dash, spaces). A one-day range that
 *   is neither today nor yesterday shows its one date. A half-chosen range cannot be applied, so
 *   the anchor keeps "Select date range" until both ends are set.
 * - "Today(" and "Yesterday(" have no space before the bracket: the spec's own spelling.
 * - `calendarsForWidth` takes the picker's available width in CSS pixels; 600 and 1000 themselves
 *   already get the larger count ("under 600" is strict).
 */
import { CalendarDate, DateFormatter } from '@internationalized/date';

export const DATE_RANGE_MIN = new CalendarDate(2016, 1, 1);
export const DATE_RANGE_DEFAULT_ANCHOR_TEXT = 'Select date range';
export const DATE_RANGE_CLOSE_LABEL = 'Close';
export const DATE_RANGE_APPLY_LABEL = 'Apply';

export interface DateRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

export type DateRangePresetId = 'today' | 'yesterday' | 'last7Days' | 'last30Days';

export interface DateRangePreset {
  id: DateRangePresetId;
  label: string;
  /** How many days back from today the range ends (0: today, 1: yesterday). */
  endsDaysAgo: number;
  /** Its length in days, the end included. */
  days: number;
}

export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  { id: 'today', label: 'Today', endsDaysAgo: 0, days: 1 },
  { id: 'yesterday', label: 'Yesterday', endsDaysAgo: 1, days: 1 },
  { id: 'last7Days', label: 'Last 7 days', endsDaysAgo: 0, days: 7 },
  { id: 'last30Days', label: 'Last 30 days', endsDaysAgo: 0, days: 30 },
];

/** Start and end in calendar order: a reversed pair swaps. */
export function orderedRange(range: DateRange): DateRange {
  const { start, end } = range;
  if (start && end && start.compare(end) > 0) return { start: end, end: start };
  return range;
}

export function presetRange(preset: DateRangePreset, today: CalendarDate, min: CalendarDate = DATE_RANGE_MIN): { start: CalendarDate; end: CalendarDate } {
  const end = today.subtract({ days: preset.endsDaysAgo });
  const start = end.subtract({ days: preset.days - 1 });
  return { start: start.compare(min) < 0 ? min : start, end };
}

/** The preset a range equals, for highlighting it in the list; null for a hand-picked range. */
export function activePreset(range: DateRange, today: CalendarDate, min: CalendarDate = DATE_RANGE_MIN): DateRangePresetId | null {
  const { start, end } = range;
  if (!start || !end) return null;
  const match = DATE_RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today, min);
    return candidate.start.compare(start) === 0 && candidate.end.compare(end) === 0;
  });
  return match?.id ?? null;
}

export function canApply(range: DateRange): boolean {
  return range.start !== null && range.end !== null;
}

function formatAnchorDate(date: CalendarDate, locale: string): string {
  // The CalendarDate is a day, not an instant: formatting it as UTC midnight in UTC keeps the day.
  return new DateFormatter(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date.toDate('UTC'));
}

export function anchorText(range: DateRange, today: CalendarDate, locale = 'en-US'): string {
  const { start, end } = orderedRange(range);
  if (!start || !end) return DATE_RANGE_DEFAULT_ANCHOR_TEXT;
  if (start.compare(end) === 0) {
    const date = formatAnchorDate(start, locale);
    if (start.compare(today) === 0) return `Today(${date})`;
    if (start.compare(today.subtract({ days: 1 })) === 0) return `Yesterday(${date})`;
    return date;
  }
  return `${formatAnchorDate(start, locale)} – ${formatAnchorDate(end, locale)}`;
}

export function calendarsForWidth(widthPx: number): 1 | 2 | 3 {
  if (widthPx < 600) return 1;
  if (widthPx < 1000) return 2;
  return 3;
}
