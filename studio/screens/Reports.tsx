/**
 * A page's reports (issue 17): SMS subscribers with their consent, Messenger opt-ins, pixel events,
 * conversions and money events, for a range of days picked with the date-range picker (presets or typed;
 * the last 30 days at first), counted per day in this browser's time zone, each exportable as CSV.
 * The range and the report are in the address (rules/reportView.ts), so a reload keeps them. A failed
 * load keeps the range and says what went wrong, with "Try again"; a 401 hands back to the sign-in. A
 * demo brand's page is marked "Demo data" (issue 49).
 */
import { getLocalTimeZone, parseDate, today as localToday } from '@internationalized/date';
import { useEffect, useMemo, useRef } from 'react';
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { reportCsvHref } from '../api/reports';
import { usePageIsDemo } from '../api/usePageIsDemo';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { countOf } from '../reports/reportLabels';
import { ReportPanel } from '../reports/ReportPanel';
import { ReportPanelSkeleton } from '../reports/ReportPanelSkeleton';
import { ReportTabs } from '../reports/ReportTabs';
import { ReportsFailure } from '../reports/ReportsFailure';
import { ReportsHeading } from '../reports/ReportsHeading';
import { useNow } from '../reports/useNow';
import { useReportsLoad } from '../reports/useReportsLoad';
import { useReportView } from '../reports/useReportView';
import { anchorText } from '../rules/dateRange';
import { reportRangeProblem } from '../rules/reportView';
import { hrefOf } from '../rules/studioRoute';

export interface ReportsProps {
  pageId: string;
  /** The session ended (a 401): the shell shows the sign-in screen with this reason. */
  onSessionLost: (notice: string) => void;
}

export function Reports({ pageId, onSessionLost }: ReportsProps) {
  // The zone the days are counted in, and its today: this browser's, as the picker's presets use.
  const tz = getLocalTimeZone();
  const today = localToday(tz);
  const [view, setView] = useReportView(today);
  const problem = reportRangeProblem(view);
  const query = useMemo<ReportQuery | null>(
    () => (problem === null ? { from: view.start.toString(), to: view.end.toString(), tz } : null),
    [problem, view.start, view.end, tz],
  );
  const { load, retry } = useReportsLoad(pageId, query, onSessionLost);
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const demo = usePageIsDemo(pageId);

  useEffect(() => {
    document.title = `Reports · ${pageId} · Studio`;
    heading.current?.focus();
  }, [pageId]);

  const answer = load.kind === 'loaded' ? load.answer : load.kind === 'loading' ? load.previous : null;
  const updating = load.kind === 'loading' && load.previous !== null;
  const rangeText = anchorText(view, today);
  const status =
    load.kind === 'loading'
      ? 'Loading reports…'
      : load.kind === 'loaded'
        ? `${countOf(view.report, load.answer.reports[view.report].total)} from ${rangeText}`
        : '';

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Pages', href: hrefOf({ screen: 'pages' }) }, { label: pageId, href: hrefOf({ screen: 'page', pageId }) }, { label: 'Reports' }]} />

      <ReportsHeading
        pageId={pageId}
        heading={heading}
        tz={tz}
        demo={demo}
        updating={updating}
        today={today}
        range={{ start: view.start, end: view.end }}
        onRange={(range) => setView({ ...view, start: range.start, end: range.end })}
      />

      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="mt-6 sm:mt-8">
        {problem !== null && (
          <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900">
            {problem}
          </p>
        )}
        {load.kind === 'failed' && <ReportsFailure message={load.message} status={load.status} onRetry={retry} />}
        {(load.kind === 'loading' || load.kind === 'loaded') && (
          <div aria-busy={load.kind === 'loading'} className={updating ? 'opacity-60' : undefined}>
            <ReportTabs selected={view.report} onSelect={(report) => setView({ ...view, report })} answer={answer}>
              {answer === null ? (
                <ReportPanelSkeleton />
              ) : (
                <ReportPanel
                  pageId={pageId}
                  report={view.report}
                  answer={answer}
                  // The answer's own range: while a new one loads, the dimmed panel still says what it shows.
                  rangeText={anchorText({ start: parseDate(answer.from), end: parseDate(answer.to) }, today)}
                  csvHref={reportCsvHref(pageId, view.report, { from: answer.from, to: answer.to, tz: answer.tz })}
                  now={now}
                />
              )}
            </ReportTabs>
          </div>
        )}
      </div>
    </>
  );
}
