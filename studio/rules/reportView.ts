/**
 * What the reports screen shows, kept in its address (`/studio/pages/shop/reports?from=…&to=…&report=…`)
 * so that a reload, a bookmark or a shared link shows the same range and report.
 *
 * Decisions:
 * - No range, or one that is not two real dates from 2016-01-01 on: the last 30 days (the picker's
 *   preset, today counted). A reversed range is swapped, as the picker would.
 * - A range longer than the reports allow is kept (it is what the person chose) and the screen says
 *   why it cannot be shown (bridge-protocol/studio/reportRange.ts decides, as on the server).
 * - `report` is one of the reports' ids; anything else is the first, subscribers, and the address leaves
 *   it out for that one.
 */
import { CalendarDate, parseDate } from '@internationalized/date';
import { checkReportRange, REPORT_MIN_DATE, reportDayMs } from '../../bridge-protocol/studio/reportRange';
import { isReportId, REPORT_IDS, type ReportId } from '../../bridge-protocol/studio/studioReports';
import { DATE_RANGE_PRESETS, presetRange } from './dateRange';

export interface ReportView {
  start: CalendarDate;
  end: CalendarDate;
  report: ReportId;
}

const DEFAULT_REPORT: ReportId = REPORT_IDS[0];

/** The range a screen opens with: the picker's "Last 30 days". */
export function defaultReportRange(today: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  // The preset list is the spec's and holds last30Days; find() only satisfies the type.
  const last30 = DATE_RANGE_PRESETS.find((preset) => preset.id === 'last30Days') ?? DATE_RANGE_PRESETS[0]!;
  return presetRange(last30, today);
}

const dayOf = (text: string | null): CalendarDate | null =>
  text !== null && reportDayMs(text) !== null && text >= REPORT_MIN_DATE ? parseDate(text) : null;

/** The view an address's query asks for (`location.search`, with or without its `?`). */
export function reportViewOf(search: string, today: CalendarDate): ReportView {
  const params = new URLSearchParams(search);
  const named = params.get('report');
  const report = isReportId(named) ? named : DEFAULT_REPORT;
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  if (from === null || to === null) return { ...defaultReportRange(today), report };
  return from.compare(to) <= 0 ? { start: from, end: to, report } : { start: to, end: from, report };
}

/** The query of a view: `?from=2024-05-01&to=2024-05-31` (and `&report=…` but for the first report). */
export function reportSearchOf(view: ReportView): string {
  const params = new URLSearchParams({ from: view.start.toString(), to: view.end.toString() });
  if (view.report !== DEFAULT_REPORT) params.set('report', view.report);
  return `?${params.toString()}`;
}

/** Why the view's range cannot be asked for (too long), or null when it can. */
export function reportRangeProblem(view: Pick<ReportView, 'start' | 'end'>): string | null {
  const check = checkReportRange(view.start.toString(), view.end.toString());
  // The server's message starts with the field's name, which reads oddly on a screen.
  return check.ok ? null : check.message.replace(/^(from|to): /, '').replace(/^./, (c) => c.toUpperCase());
}
