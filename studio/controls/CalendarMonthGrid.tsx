import { CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, CalendarHeading } from 'react-aria-components';

export interface CalendarMonthGridProps {
  /** Months after the first visible one (0 for a single calendar). */
  offset: number;
  /** A range paints its ends solid and the days between light; a single date is one solid day. */
  selection: 'range' | 'single';
  /** The month's name over the grid, which names the months side by side; a lone calendar's header already does. */
  withHeading: boolean;
}

const cellClass =
  'flex size-9 cursor-default items-center justify-center text-sm text-slate-800 outline-none ' +
  'data-[outside-month]:invisible data-[today]:font-semibold data-[today]:underline data-[today]:underline-offset-4 data-[hovered]:bg-slate-100 data-[disabled]:text-slate-300 ' +
  'data-[unavailable]:text-slate-300 ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-600 data-[focus-visible]:ring-inset';
const rangeCellClass =
  'data-[selected]:bg-accent-100 data-[selected]:text-accent-900 ' +
  'data-[selection-start]:rounded-l-lg data-[selection-end]:rounded-r-lg ' +
  'data-[selection-start]:bg-accent-600 data-[selection-start]:text-white ' +
  'data-[selection-end]:bg-accent-600 data-[selection-end]:text-white';
const singleCellClass = 'rounded-lg data-[selected]:bg-accent-600 data-[selected]:text-white';

/** One month of days, inside React Aria's Calendar or RangeCalendar, under its own heading. */
export function CalendarMonthGrid({ offset, selection, withHeading }: CalendarMonthGridProps) {
  return (
    <div className="flex flex-col gap-1">
      {withHeading && <CalendarHeading offset={{ months: offset }} className="text-center text-sm font-medium text-slate-700" />}
      {/* SPEC §9's fixed grid of 6 weeks: room for the weekday row and six rows of size-9 cells, so the
          picker keeps one height whether the month spans 4, 5 or 6 weeks. */}
      <div className="min-h-63">
        <CalendarGrid offset={{ months: offset }} className="border-separate border-spacing-0" weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className="size-9 text-xs font-normal text-slate-500">{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => <CalendarCell date={date} className={`${cellClass} ${selection === 'range' ? rangeCellClass : singleCellClass}`} />}
          </CalendarGridBody>
        </CalendarGrid>
      </div>
    </div>
  );
}
