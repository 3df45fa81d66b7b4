import type { CalendarDate } from '@internationalized/date';
import { CalendarMonthGrid } from './CalendarMonthGrid';
import { CalendarMonthList } from './CalendarMonthList';
import { CalendarYearList } from './CalendarYearList';
import type { CalendarViewState } from './useCalendarView';

export interface CalendarBodyProps {
  focused: CalendarDate;
  locale: string;
  views: CalendarViewState;
  /** Month grids side by side in the days view. */
  months: number;
  selection: 'range' | 'single';
  min: CalendarDate;
  max?: CalendarDate | undefined;
}

/** Below a calendar's header: the month picker, the year picker, or the day grids. */
export function CalendarBody({ focused, locale, views, months, selection, min, max }: CalendarBodyProps) {
  if (views.view === 'months') return <CalendarMonthList focused={focused} locale={locale} min={min} max={max} onPick={(date) => views.pick(date, 'month')} />;
  if (views.view === 'years') return <CalendarYearList focused={focused} min={min} max={max} onPick={(date) => views.pick(date, 'year')} />;
  return (
    <div className="flex gap-6">
      {Array.from({ length: months }, (_, offset) => (
        // The range picker keeps its month names at every width, so its popover reads the same on a phone.
        <CalendarMonthGrid key={offset} offset={offset} selection={selection} withHeading={selection === 'range'} />
      ))}
    </div>
  );
}
