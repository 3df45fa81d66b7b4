/**
 * A report's count per day, as the chart needs it: every day of the range once, in order, with 0 where
 * the database grouped nothing. The database groups by day (in the asked zone) and only answers days
 * that have rows; a day outside the range (which the query's bounds rule out) is dropped, not shown.
 */
import { reportRangeDayList, type ReportRange } from '../../bridge-protocol/studio/reportRange';
import type { ReportDay } from '../../bridge-protocol/studio/studioReports';

export function zeroFilledDays(range: ReportRange, counted: readonly { day: string; count: number }[]): ReportDay[] {
  const byDay = new Map<string, number>();
  // Two rows for one day cannot come from one GROUP BY, but adding them keeps the total right if they did.
  for (const { day, count } of counted) byDay.set(day, (byDay.get(day) ?? 0) + count);
  return reportRangeDayList(range).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** The report's total: every row of the range falls on one of its days. */
export const totalOfDays = (days: readonly ReportDay[]): number => days.reduce((sum, d) => sum + d.count, 0);
