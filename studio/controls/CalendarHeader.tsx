import type { CalendarDate } from '@internationalized/date';
import { Button, ButtonContext } from 'react-aria-components';
import { monthPickerOptions } from '../rules/calendarGrid';
import type { CalendarViewState } from './useCalendarView';

export interface CalendarHeaderProps {
  focused: CalendarDate;
  locale: string;
  views: CalendarViewState;
}

const navButtonClass =
  'flex size-8 items-center justify-center rounded-lg text-slate-600 outline-none data-[hovered]:bg-slate-100 ' +
  'data-[disabled]:opacity-30 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600';
const viewButtonClass =
  'rounded-lg px-2 py-1 text-sm font-semibold text-slate-800 outline-none data-[hovered]:bg-slate-100 ' +
  'aria-expanded:bg-accent-50 aria-expanded:text-accent-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600';

/**
 * A calendar's header, inside React Aria's Calendar or RangeCalendar: previous and next month, and the
 * buttons that open the month and year pickers (useCalendarView).
 */
export function CalendarHeader({ focused, locale, views }: CalendarHeaderProps) {
  const monthName = monthPickerOptions(locale)[focused.month - 1]?.name ?? String(focused.month);
  return (
    <header className="flex items-center justify-between gap-2">
      <Button slot="previous" aria-label="Previous month" className={navButtonClass}>
        ‹
      </Button>
      {/* The calendar's button context accepts only its previous/next slots; these buttons are ours. */}
      <ButtonContext.Provider value={null}>
        <div className="flex items-center gap-1">
          <Button
            ref={views.monthButton}
            aria-label={`${monthName}, choose month`}
            aria-expanded={views.view === 'months'}
            onPress={() => views.toggle('months')}
            className={viewButtonClass}
          >
            {monthName}
          </Button>
          <Button
            ref={views.yearButton}
            aria-label={`${focused.year}, choose year`}
            aria-expanded={views.view === 'years'}
            onPress={() => views.toggle('years')}
            className={viewButtonClass}
          >
            {focused.year}
          </Button>
        </div>
      </ButtonContext.Provider>
      <Button slot="next" aria-label="Next month" className={navButtonClass}>
        ›
      </Button>
    </header>
  );
}
