import type { CalendarDate } from '@internationalized/date';
import { RangeCalendar } from 'react-aria-components';
import { weekStart } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { CalendarBody } from './CalendarBody';
import { CalendarHeader } from './CalendarHeader';
import { useCalendarView } from './useCalendarView';

export interface RangeCalendarViewProps {
  value: { start: CalendarDate; end: CalendarDate } | null;
  onChange: (range: { start: CalendarDate; end: CalendarDate }) => void;
  /** The date keyboard focus sits on; it also decides which months are visible. */
  focused: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  /** 1, 2 or 3 months side by side (calendarsForWidth). */
  months: 1 | 2 | 3;
  locale: string;
}

/**
 * SPEC §2 "Calendar views: days, month picker, year picker". React Aria's RangeCalendar draws the
 * day grids and handles the keyboard (arrows, Page Up/Down, Enter to pick each end); the header's
 * month and year buttons swap the grids for a month grid or a year list, whose pick moves the
 * focused date and returns to the days.
 */
export function RangeCalendarView({ value, onChange, focused, onFocusChange, months, locale }: RangeCalendarViewProps) {
  const views = useCalendarView(onFocusChange);
  return (
    <RangeCalendar
      aria-label="Dates"
      value={value}
      onChange={onChange}
      focusedValue={focused}
      onFocusChange={onFocusChange}
      minValue={DATE_RANGE_MIN}
      visibleDuration={{ months }}
      firstDayOfWeek={weekStart(locale)}
      className="flex flex-col gap-2"
    >
      <CalendarHeader focused={focused} locale={locale} views={views} />
      <CalendarBody focused={focused} locale={locale} views={views} months={months} selection="range" min={DATE_RANGE_MIN} />
    </RangeCalendar>
  );
}
