/**
 * The reports screen's view (range and report) kept in the address's query (rules/reportView.ts): read
 * once when the screen opens, written back with replaceState on every change, so a reload or a shared
 * link shows the same thing while the back button still leads to the previous screen, not to every
 * range tried on the way.
 */
import type { CalendarDate } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { reportSearchOf, reportViewOf, type ReportView } from '../rules/reportView';

export function useReportView(today: CalendarDate): [ReportView, (view: ReportView) => void] {
  const [view, setView] = useState<ReportView>(() => reportViewOf(window.location.search, today));
  useEffect(() => {
    const search = reportSearchOf(view);
    if (window.location.search !== search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  }, [view]);
  return [view, setView];
}
