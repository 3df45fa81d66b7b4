/**
 * One widget's results (issue 47, item 5): its funnel and revenue over a range of days picked with the
 * reports' date-range picker (the last 30 days at first), per day in this browser's zone. Reached from the
 * widget's row on the page screen. A failed load keeps the range and says what went wrong, with "Try
 * again"; a 401 hands back to the sign-in.
 */
import { getLocalTimeZone, parseDate, today as localToday } from '@internationalized/date';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ReportQuery } from '../../bridge-protocol/studio/studioReports';
import { funnelCsvHref } from '../api/widgetFunnel';
import { DateRangePicker } from '../controls/DateRangePicker';
import { FunnelPanel } from '../funnel/FunnelPanel';
import { useFunnelLoad } from '../funnel/useFunnelLoad';
import { Breadcrumbs } from '../parts/Breadcrumbs';
import { Spinner } from '../parts/Spinner';
import { ReportPanelSkeleton } from '../reports/ReportPanelSkeleton';
import { anchorText } from '../rules/dateRange';
import { defaultReportRange, reportRangeProblem } from '../rules/reportView';
import { hrefOf } from '../rules/studioRoute';
import { usePageIsDemo } from '../api/usePageIsDemo';
import { DemoBadge } from '../parts/DemoBadge';

export interface WidgetResultsProps {
  pageId: string;
  widgetId: string;
  onSessionLost: (notice: string) => void;
}

/** A failed load: what went wrong, and "Try again". */
function ResultsFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-5 text-sm text-red-800">
      <p>The results could not be loaded: {message}</p>
      <Button
        onPress={onRetry}
        className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 outline-none data-hovered:bg-red-100 data-focus-visible:ring-3 data-focus-visible:ring-red-500/30"
      >
        Try again
      </Button>
    </div>
  );
}

export function WidgetResults({ pageId, widgetId, onSessionLost }: WidgetResultsProps) {
  const tz = getLocalTimeZone();
  const today = localToday(tz);
  const [range, setRange] = useState(() => defaultReportRange(today));
  const problem = reportRangeProblem(range);
  const query = useMemo<ReportQuery | null>(() => (problem === null ? { from: range.start.toString(), to: range.end.toString(), tz } : null), [problem, range.start, range.end, tz]);
  const { load, retry } = useFunnelLoad(pageId, widgetId, query, onSessionLost);
  const heading = useRef<HTMLHeadingElement>(null);
  const demo = usePageIsDemo(pageId);

  useEffect(() => {
    document.title = `Results · widget ${widgetId} · ${pageId} · Studio`;
    heading.current?.focus();
  }, [pageId, widgetId]);

  const answer = load.kind === 'loaded' ? load.answer : load.kind === 'loading' ? load.previous : null;
  const updating = load.kind === 'loading' && load.previous !== null;
  const status = load.kind === 'loading' ? 'Loading results…' : load.kind === 'loaded' ? `Results from ${anchorText(range, today)}` : '';

  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Pages', href: hrefOf({ screen: 'pages' }) },
          { label: pageId, href: hrefOf({ screen: 'page', pageId }) },
          { label: `Widget ${widgetId}`, href: hrefOf({ screen: 'widget', pageId, widgetId }) },
          { label: 'Results' },
        ]}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
              Funnel and revenue
            </h1>
            {demo && <DemoBadge />}
          </div>
          <p className="mt-1 text-sm text-slate-500">
            Widget <span className="font-medium text-slate-700">#{widgetId}</span> of {pageId}, per day in {tz}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
          <span aria-hidden="true" className={`order-last flex items-center gap-1.5 text-xs text-slate-500 sm:order-first ${updating ? 'visible' : 'invisible'}`}>
            <Spinner className="size-3.5 text-accent-600" />
            Updating…
          </span>
          <DateRangePicker label="Result dates" today={today} value={range} onChange={(next) => setRange({ start: next.start, end: next.end })} />
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
        {load.kind === 'failed' && <ResultsFailure message={load.message} onRetry={retry} />}
        {(load.kind === 'loading' || load.kind === 'loaded') && (
          <div aria-busy={load.kind === 'loading'} className={updating ? 'opacity-60' : undefined}>
            {answer === null ? (
              <ReportPanelSkeleton />
            ) : (
              <FunnelPanel
                answer={answer}
                rangeText={anchorText({ start: parseDate(answer.from), end: parseDate(answer.to) }, today)}
                csvHref={funnelCsvHref(pageId, widgetId, { from: answer.from, to: answer.to, tz: answer.tz })}
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
