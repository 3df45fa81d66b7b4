/**
 * One report of the range: its heading with the total and the CSV export, the chart per day, the money
 * per currency (money only), then its rows or the empty state, and "showing 500 of N" when the answer
 * carries only the newest rows.
 */
import type { MessengerOptinRow, PixelRow, ReportId, StudioReportsResponse, SubscriberRow } from '../../bridge-protocol/studio/studioReports';
import { DayChart } from './DayChart';
import { EmptyReport } from './EmptyReport';
import { ExportCsvLink } from './ExportCsvLink';
import { MoneyTotals } from './MoneyTotals';
import { messengerOptinColumns, pixelColumns, subscriberColumns } from './reportColumns';
import { countOf, formatCount, REPORT_LABELS } from './reportLabels';
import { ReportRows } from './ReportRows';

export interface ReportPanelProps {
  report: ReportId;
  answer: StudioReportsResponse;
  /** The range as the picker's anchor reads it ("May 1, 2024 – May 30, 2024"). */
  rangeText: string;
  csvHref: string;
  now: number;
  /** The page of the reports: each subscriber row then offers its consent record. */
  pageId?: string;
}

function Rows({ report, answer, now, pageId }: Pick<ReportPanelProps, 'report' | 'answer' | 'now' | 'pageId'>) {
  const caption = `${REPORT_LABELS[report].title}, newest first`;
  const key = (row: { id: string }) => row.id;
  switch (report) {
    case 'subscribers':
      return <ReportRows<SubscriberRow> rows={answer.reports.subscribers.rows} columns={subscriberColumns(now, pageId)} rowKey={key} caption={caption} />;
    case 'messenger-optins':
      return <ReportRows<MessengerOptinRow> rows={answer.reports['messenger-optins'].rows} columns={messengerOptinColumns(now)} rowKey={key} caption={caption} />;
    default:
      return <ReportRows<PixelRow> rows={answer.reports[report].rows} columns={pixelColumns(report, now)} rowKey={key} caption={caption} />;
  }
}

export function ReportPanel({ report, answer, rangeText, csvHref, now, pageId }: ReportPanelProps) {
  const label = REPORT_LABELS[report];
  const { total, days, rows } = answer.reports[report];
  const headingId = `report-${report}-heading`;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <header className="px-4 pt-4 sm:px-5 sm:pt-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-[0.9375rem] font-semibold text-slate-900">
            {label.title} per day
          </h2>
          <ExportCsvLink href={csvHref} what={label.many} />
        </div>
        <p className="mt-0.5 text-sm text-slate-500">
          <span className="font-medium text-slate-700 tabular-nums">{countOf(report, total)}</span> · {rangeText}
        </p>
      </header>
      <div className="px-4 pt-5 pb-4 sm:px-5">
        <DayChart days={days} report={report} />
      </div>
      {report === 'money' && answer.moneyTotals.length > 0 && (
        <div className="px-4 pb-4 sm:px-5">
          <MoneyTotals totals={answer.moneyTotals} />
        </div>
      )}
      <div className="border-t border-slate-200">{rows.length === 0 ? <EmptyReport text={label.empty} /> : <Rows report={report} answer={answer} now={now} pageId={pageId} />}</div>
      {total > rows.length && (
        <p className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-xs text-slate-600 sm:px-5">
          Showing the newest {formatCount(rows.length)} of {formatCount(total)}. The CSV export has all of them.
        </p>
      )}
    </section>
  );
}
