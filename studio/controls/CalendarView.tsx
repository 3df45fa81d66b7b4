import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Calendar } from 'react-aria-components';
import { weekStart } from '../rules/calendarGrid';
import { CalendarBody } from './CalendarBody';
import { CalendarHeader } from './CalendarHeader';
import { useCalendarView } from './useCalendarView';

export interface CalendarViewProps {
  /** The date keyboard focus starts on: the picked one, else today (within min and max). */
  opensOn: CalendarDate;
  locale: string;
  min: CalendarDate;
  max?: CalendarDate | undefined;
}

/**
 * The date picker's calendar (DatePicker.tsx): the range calendar's look and views (days, month picker,
 * year picker; a 6-week grid) for one date. React Aria's Calendar takes its value, its bounds and the
 * pick from the DatePicker around it; the focused date is ours so the month and year pickers move it.
 */
export function CalendarView({ opensOn, locale, min, max }: CalendarViewProps) {
  // Mounted each time the popover opens, so it starts again from the picked date.
  const [focused, setFocused] = useState(opensOn);
  const views = useCalendarView(setFocused);
  return (
    <Calendar
      focusedValue={focused}
      onFocusChange={setFocused}
      firstDayOfWeek={weekStart(locale)}
      className="flex flex-col gap-2"
    >
      <CalendarHeader focused={focused} locale={locale} views={views} />
      <CalendarBody focused={focused} locale={locale} views={views} months={1} selection="single" min={min} max={max} />
    </Calendar>
  );
}
