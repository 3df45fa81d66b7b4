import type { CalendarDate } from '@internationalized/date';
import { monthPickerOptions } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { CalendarPickerGrid } from './CalendarPickerGrid';

export interface CalendarMonthListProps {
  focused: CalendarDate;
  locale: string;
  onPick: (date: CalendarDate) => void;
}

/** The month picker: twelve months of the focused year in a 3-column grid (arrow keys move in 2D). */
export function CalendarMonthList({ focused, locale, onPick }: CalendarMonthListProps) {
  const options = monthPickerOptions(locale);
  // Months wholly before the minimum date cannot hold a selectable day.
  const disabled = options
    .filter((option) => focused.year < DATE_RANGE_MIN.year || (focused.year === DATE_RANGE_MIN.year && option.month < DATE_RANGE_MIN.month))
    .map((option) => option.month);

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
