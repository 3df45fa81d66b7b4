/**
 * The reports screen's head: its title (with "Demo data" on a demo brand's page), what it counts and in
 * which zone, and the date-range picker with its "Updating…" note, always in the layout (only its
 * visibility changes), so the picker does not move when it shows.
 */
import type { CalendarDate } from '@internationalized/date';
import type { RefObject } from 'react';
import { DateRangePicker } from '../controls/DateRangePicker';
import { DemoBadge } from '../parts/DemoBadge';
import { Spinner } from '../parts/Spinner';

export interface ReportsHeadingProps {
  pageId: string;
  heading: RefObject<HTMLHeadingElement | null>;
  tz: string;
  demo: boolean;
  updating: boolean;
  today: CalendarDate;
  range: { start: CalendarDate; end: CalendarDate };
  onRange: (range: { start: CalendarDate; end: CalendarDate }) => void;
}

export function ReportsHeading({ pageId, heading, tz, demo, updating, today, range, onRange }: ReportsHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
            Reports
          </h1>
          {demo && <DemoBadge />}
        </div>
        <p className="mt-1 text-sm text-slate-500">
          Opt-ins and pixel events of <span className="font-medium text-slate-700">{pageId}</span>, per day in {tz}.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
        <span aria-hidden="true" className={`flex items-center gap-1.5 text-xs text-slate-500 ${updating ? 'visible' : 'invisible'} order-last sm:order-first`}>
          <Spinner className="size-3.5 text-accent-600" />
          Updating…
        </span>
        <DateRangePicker label="Report dates" today={today} value={range} onChange={onRange} />
      </div>
    </div>
  );
}
