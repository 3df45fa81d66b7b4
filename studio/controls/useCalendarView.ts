import type { CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState, type RefObject } from 'react';

export type CalendarViewMode = 'days' | 'months' | 'years';

export interface CalendarViewState {
  view: CalendarViewMode;
  /** Opens the month or year picker, or goes back to the days when it is already open. */
  toggle: (target: 'months' | 'years') => void;
  /** A month or year picked: the focused date moves to it and the days show again. */
  pick: (date: CalendarDate, from: 'month' | 'year') => void;
  monthButton: RefObject<HTMLButtonElement | null>;
  yearButton: RefObject<HTMLButtonElement | null>;
}

/**
 * Which of a calendar's three views shows (SPEC §2 "Calendar views: days, month picker, year picker"),
 * shared by the range calendar and the single-date one so both switch and hand focus back alike.
 */
export function useCalendarView(onFocusChange: (date: CalendarDate) => void): CalendarViewState {
  const [view, setView] = useState<CalendarViewMode>('days');
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
  return { view, toggle, pick, monthButton, yearButton };
}
