import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  DATE_RANGE_APPLY_LABEL,
  DATE_RANGE_CLOSE_LABEL,
  DATE_RANGE_MIN,
  activePreset,
  calendarsForWidth,
  canApply,
  orderedRange,
  presetRange,
  type DateRange,
} from '../rules/dateRange';
import { linkButtonClass, primaryButtonClass } from './controlStyles';
import { DateRangePresets } from './DateRangePresets';
import { DateRangeTypedField } from './DateRangeTypedField';
import { RangeCalendarView } from './RangeCalendarView';
import { useViewportWidth } from './useViewport';

export interface AppliedDateRange {
  start: CalendarDate;
  end: CalendarDate;
}

export interface DateRangePanelProps {
  /** The applied range when the popover opened: the draft starts from it. */
  initial: DateRange;
  today: CalendarDate;
  locale: string;
  onApply: (range: AppliedDateRange) => void;
  onClose: () => void;
}

/**
 * The date-range picker's popover content. It is mounted each time the popover opens, so the draft
 * always starts from the applied range and a closed-without-Apply draft is simply dropped.
 */
export function DateRangePanel({ initial, today, locale, onApply, onClose }: DateRangePanelProps) {
  const [draft, setDraft] = useState<DateRange>(initial);
  const [focused, setFocused] = useState<CalendarDate>(initial.start ?? today);
  const calendars = calendarsForWidth(useViewportWidth());

  const ordered = orderedRange(draft);
  // A typed date before the minimum is shown as invalid by its field; it must not be applied either.
  const beforeMin = [draft.start, draft.end].some((date) => date !== null && date.compare(DATE_RANGE_MIN) < 0);
  const applicable = canApply(draft) && !beforeMin;

  const setEnd = (which: 'start' | 'end', date: CalendarDate | null) => {
    setDraft((previous) => ({ ...previous, [which]: date }));
    // Typing a date moves the calendars to it, so the typed end is visible in the grid.
    if (date && date.compare(DATE_RANGE_MIN) >= 0) setFocused(date);
  };

  const apply = () => {
    const { start, end } = ordered;
    if (applicable && start && end) onApply({ start, end });
  };

  return (
    <div className="flex flex-col gap-4 p-4 sm:flex-row">
      <DateRangePresets
        active={activePreset(draft, today)}
        onPick={(preset) => onApply(presetRange(preset, today))}
      />
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <DateRangeTypedField label="Start date" value={draft.start} placeholder={today} onChange={(date) => setEnd('start', date)} />
          <DateRangeTypedField label="End date" value={draft.end} placeholder={today} onChange={(date) => setEnd('end', date)} />
        </div>
        <RangeCalendarView
          // The calendar cannot show a half range; RangeCalendar keeps its own first click until the second.
          value={ordered.start && ordered.end ? { start: ordered.start, end: ordered.end } : null}
          onChange={(range) => setDraft(range)}
          focused={focused}
          onFocusChange={setFocused}
          months={calendars}
          locale={locale}
        />
        <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-3">
          <Button className={linkButtonClass} onPress={onClose}>
            {DATE_RANGE_CLOSE_LABEL}
          </Button>
          <Button className={primaryButtonClass} isDisabled={!applicable} onPress={apply}>
            {DATE_RANGE_APPLY_LABEL}
          </Button>
        </div>
      </div>
    </div>
  );
}
