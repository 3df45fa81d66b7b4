import type { CalendarDate } from '@internationalized/date';
import { monthPickerOptions } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { CalendarPickerGrid } from './CalendarPickerGrid';

export interface CalendarMonthListProps {
  focused: CalendarDate;
  locale: string;
  onPick: (date: CalendarDate) => void;
  /** The first and last dates the calendar allows; DATE_RANGE_MIN and none by default. */
  min?: CalendarDate;
  max?: CalendarDate | undefined;
}

/** The month picker: twelve months of the focused year in a 3-column grid (arrow keys move in 2D). */
export function CalendarMonthList({ focused, locale, onPick, min = DATE_RANGE_MIN, max }: CalendarMonthListProps) {
  const options = monthPickerOptions(locale);
  // Months wholly before the minimum date (or after the maximum) cannot hold a selectable day.
  const outside = (month: number) =>
    focused.year < min.year ||
    (focused.year === min.year && month < min.month) ||
    (max !== undefined && (focused.year > max.year || (focused.year === max.year && month > max.month)));
  const disabled = options.filter((option) => outside(option.month)).map((option) => option.month);

  return (
    <CalendarPickerGrid
      label="Months"
      options={options.map((option) => ({ id: option.month, name: option.name }))}
      selected={focused.month}
      disabled={disabled}
      onPick={(month) => onPick(focused.set({ month }))}
      className="grid-cols-3"
    />
  );
}
