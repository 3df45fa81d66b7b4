import type { CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  ButtonContext,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
  RangeCalendar,
} from 'react-aria-components';
import { monthPickerOptions, weekStart } from '../rules/calendarGrid';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { CalendarMonthList } from './CalendarMonthList';
import { CalendarYearList } from './CalendarYearList';

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

type View = 'days' | 'months' | 'years';

const navButtonClass =
  'flex size-8 items-center justify-center rounded-lg text-slate-600 outline-none data-[hovered]:bg-slate-100 ' +
  'data-[disabled]:opacity-30 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600';
const viewButtonClass =
  'rounded-lg px-2 py-1 text-sm font-semibold text-slate-800 outline-none data-[hovered]:bg-slate-100 ' +
  'aria-expanded:bg-accent-50 aria-expanded:text-accent-700 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600';

/**
 * SPEC §2 "Calendar views: days, month picker, year picker". React Aria's RangeCalendar draws the
 * day grids and handles the keyboard (arrows, Page Up/Down, Enter to pick each end); the header's
 * month and year buttons swap the grids for a month grid or a year list, whose pick moves the
 * focused date and returns to the days.
 */
export function RangeCalendarView({ value, onChange, focused, onFocusChange, months, locale }: RangeCalendarViewProps) {
  const [view, setView] = useState<View>('days');
  const monthButton = useRef<HTMLButtonElement>(null);
  const yearButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<'month' | 'year' | null>(null);

  useEffect(() => {
    // The picked list unmounts with the focus in it; hand focus back to the button that opened it
    // so keyboard users are not dropped onto the page body.
    if (view !== 'days' || !returnFocusTo.current) return;
    (returnFocusTo.current === 'month' ? monthButton : yearButton).current?.focus();
    returnFocusTo.current = null;
  }, [view]);

  const toggle = (target: 'months' | 'years') => setView((current) => (current === target ? 'days' : target));
  const pick = (date: CalendarDate, from: 'month' | 'year') => {
    onFocusChange(date);
    returnFocusTo.current = from;
    setView('days');
  };
  const monthName = monthPickerOptions(locale)[focused.month - 1]?.name ?? String(focused.month);

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
      <header className="flex items-center justify-between gap-2">
        <Button slot="previous" aria-label="Previous month" className={navButtonClass}>
          ‹
        </Button>
        {/* RangeCalendar's button context accepts only its previous/next slots; these buttons are ours. */}
        <ButtonContext.Provider value={null}>
        <div className="flex items-center gap-1">
          <Button
            ref={monthButton}
            aria-label={`${monthName}, choose month`}
            aria-expanded={view === 'months'}
            onPress={() => toggle('months')}
            className={viewButtonClass}
          >
            {monthName}
          </Button>
          <Button
            ref={yearButton}
            aria-label={`${focused.year}, choose year`}
            aria-expanded={view === 'years'}
            onPress={() => toggle('years')}
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
      {view === 'months' && <CalendarMonthList focused={focused} locale={locale} onPick={(date) => pick(date, 'month')} />}
      {view === 'years' && <CalendarYearList focused={focused} onPick={(date) => pick(date, 'year')} />}
      {view === 'days' && (
        <div className="flex gap-6">
          {Array.from({ length: months }, (_, offset) => (
            <div key={offset} className="flex flex-col gap-1">
              <CalendarHeading offset={{ months: offset }} className="text-center text-sm font-medium text-slate-700" />
              {/* SPEC §9's fixed grid of 6 weeks: room for the weekday row and six rows of size-9 cells, so the
                  picker keeps one height whether the month spans 4, 5 or 6 weeks. */}
              <div className="min-h-63">
              <CalendarGrid offset={{ months: offset }} className="border-separate border-spacing-0" weekdayStyle="short">
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className="size-9 text-xs font-normal text-slate-500">{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={
                        'flex size-9 cursor-default items-center justify-center text-sm text-slate-800 outline-none ' +
                        'data-[outside-month]:invisible data-[today]:font-semibold data-[today]:underline data-[today]:underline-offset-4 data-[hovered]:bg-slate-100 data-[disabled]:text-slate-300 ' +
                        'data-[unavailable]:text-slate-300 data-[selected]:bg-accent-100 data-[selected]:text-accent-900 ' +
                        'data-[selection-start]:rounded-l-lg data-[selection-end]:rounded-r-lg ' +
                        'data-[selection-start]:bg-accent-600 data-[selection-start]:text-white ' +
                        'data-[selection-end]:bg-accent-600 data-[selection-end]:text-white ' +
                        'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 data-[focus-visible]:ring-inset'
                      }
                    />
                  )}
                </CalendarGridBody>
              </CalendarGrid>
              </div>
            </div>
          ))}
        </div>
      )}
    </RangeCalendar>
  );
}
