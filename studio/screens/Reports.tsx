/**
 * A page's reports (issue 17): SMS subscribers with their consent, Messenger opt-ins, pixel events,
 * conversions and money events, for a range of days picked with the date-range picker (presets or typed;
 * the last 30 days at first), counted per day in this browser's time zone, each exportable as CSV.
 * The range and the report are in the address (rules/reportView.ts), so a reload keeps them. A failed
 * load keeps the range and says what went wrong, with "Try again"; a 401 hands back to the sign-in.
 */
import { getLocalTimeZone, parseDate, today as localToday } from '@internationalized/date';
import { useEffect, useMemo, useRef } from 'react';
import { Button, Link } from 'react-aria-components';
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { reportCsvHref } from '../api/reports';
import { DateRangePicker } from '../controls/DateRangePicker';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { Spinner } from '../parts/Spinner';
import { countOf } from '../reports/reportLabels';
import { ReportPanel } from '../reports/ReportPanel';
import { ReportPanelSkeleton } from '../reports/ReportPanelSkeleton';
import { ReportTabs } from '../reports/ReportTabs';
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

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
            Reports
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            Opt-ins and pixel events of <span className="font-medium text-slate-700">{pageId}</span>, per day in {tz}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
          {/* Always in the layout (only its visibility changes), so the picker does not move when it shows. */}
          <span aria-hidden="true" className={`flex items-center gap-1.5 text-xs text-slate-500 ${updating ? 'visible' : 'invisible'} order-last sm:order-first`}>
            <Spinner className="size-3.5 text-accent-600" />
            Updating…
          </span>
          <DateRangePicker
            label="Report dates"
            today={today}
            value={{ start: view.start, end: view.end }}
            onChange={(range) => setView({ ...view, start: range.start, end: range.end })}
          />
        </div>
      </div>

      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="mt-6 sm:mt-8">
        {problem !== null && (
          <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900">
            {problem}
          </p>
        )}
        {load.kind === 'failed' && (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-5 text-sm text-red-800">
            <p>The reports could not be loaded: {load.message}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                onPress={retry}
                className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 outline-none data-hovered:bg-red-100 data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
              >
                Try again
              </Button>
              {load.status === 404 && (
                <Link
                  href={hrefOf({ screen: 'pages' })}
                  className="rounded-lg px-1 font-medium text-red-800 underline-offset-2 outline-none data-hovered:underline data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
                >
                  Back to pages
                </Link>
              )}
            </div>
          </div>
        )}
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
