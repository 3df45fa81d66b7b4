import type { CalendarDate } from '@internationalized/date';
import { yearPickerYears } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { OPTION_LIST_MAX_HEIGHT_PX } from '../rules/controlConstants';
import { CalendarPickerGrid } from './CalendarPickerGrid';

export interface CalendarYearListProps {
  focused: CalendarDate;
  onPick: (date: CalendarDate) => void;
  /** The first and last dates the calendar allows; DATE_RANGE_MIN and none by default. */
  min?: CalendarDate;
  max?: CalendarDate | undefined;
}

/**
 * The year picker: the years 100 either side of the focused one (yearPickerRange), scrolling, with
 * the focused year selected and scrolled into view. Years outside the minimum and maximum dates stay
 * listed, so the span is the spec's, but disabled.
 */
export function CalendarYearList({ focused, onPick, min = DATE_RANGE_MIN, max }: CalendarYearListProps) {
  const years = yearPickerYears(focused.year);
  const disabled = years.filter((year) => year < min.year || (max !== undefined && year > max.year));

  return (
    <CalendarPickerGrid
      label="Years"
      options={years.map((year) => ({ id: year, name: String(year) }))}
      selected={focused.year}
      disabled={disabled}
      onPick={(year) => onPick(focused.set({ year }))}
      style={{ maxHeight: OPTION_LIST_MAX_HEIGHT_PX }}
      className="grid-cols-4 overflow-y-auto"
      optionClassName="tabular-nums"
    />
  );
}
