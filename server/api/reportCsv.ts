/**
 * The CSV files of the studio's reports: their columns and the stream that writes them (csv-stringify,
 * which does the quoting: commas, quotes and line breaks inside a cell). Newest row first, as the
 * screen lists them. Every text cell goes through guardFormulaCell (csvFormulaGuard.ts).
 *
 * A UTF-8 byte order mark starts the file: without it Excel reads UTF-8 as the machine's legacy code
 * page, and a consent text's curly quotes or a payload in another script come out garbled.
 * Times: the ISO instant in UTC, and `local_time` on the clock of the zone the export was asked in
 * (what a spreadsheet parses as a date, and the day the chart counted it on).
 */
import { Readable } from 'node:stream';
import { stringify, type ColumnOption, type Stringifier } from 'csv-stringify';
import type { ReportId } from '../../bridge-protocol/studio/studioReports';
import { guardFormulaCell } from '../policies/csvFormulaGuard';
import type { StoredReportRow } from '../stores/reportStore';

/** Each report's columns: `key` of the stored row, `header` in the file. */
const REPORT_CSV_COLUMNS: Readonly<Record<ReportId, readonly ColumnOption[]>> = {
  subscribers: [
    { key: 'consented_at', header: 'consented_at' },
    { key: 'local_time', header: 'local_time' },
    { key: 'phone', header: 'phone' },
    { key: 'widget_id', header: 'widget_id' },
    { key: 'legal_text', header: 'consent_text' },
    { key: 'page_url', header: 'page_url' },
  ],
  'messenger-optins': [
    { key: 'received_at', header: 'received_at' },
    { key: 'local_time', header: 'local_time' },
    { key: 'widget_id', header: 'widget_id' },
    { key: 'source', header: 'source' },
    { key: 'psid', header: 'psid' },
    { key: 'user_ref', header: 'user_ref' },
    { key: 'payload', header: 'payload' },
  ],
  events: [
    { key: 'received_at', header: 'received_at' },
    { key: 'local_time', header: 'local_time' },
    { key: 'event', header: 'event' },
    { key: 'session_id', header: 'session_id' },
  ],
  conversions: [
    { key: 'received_at', header: 'received_at' },
    { key: 'local_time', header: 'local_time' },
    { key: 'event', header: 'event' },
  ],
  money: [
    { key: 'received_at', header: 'received_at' },
    { key: 'local_time', header: 'local_time' },
    { key: 'event', header: 'event' },
    { key: 'weight', header: 'amount' },
    { key: 'currency', header: 'currency' },
  ],
};

/** `shop-subscribers-2024-05-01-to-2024-05-31.csv`: page ids are `[A-Za-z0-9_-]`, so the name needs no escaping. */
export const reportCsvFileName = (pageId: string, report: ReportId, from: string, to: string): string =>
  `${pageId}-${report}-${from}-to-${to}.csv`;

function reportCsvStringifier(report: ReportId): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...REPORT_CSV_COLUMNS[report]],
    // The default line end ("\n"), which every spreadsheet reads. Not record_delimiter 'windows': with
    // any record_delimiter set, csv-stringify 6.9 stops quoting cells that hold a line break.
    cast: { string: guardFormulaCell },
  });
}

/** The whole file as a stream: `pages` of rows in, CSV text out (back-pressured: a slow download reads no faster than it is taken). */
export function reportCsvStream(report: ReportId, pages: AsyncIterable<StoredReportRow[]>): Readable {
  async function* rows() {
    for await (const page of pages) yield* page;
  }
  const csv = reportCsvStringifier(report);
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  // A download cancelled half-way destroys `csv`; the source (and with it the reading of further pages) stops too.
  csv.on('close', () => source.destroy());
  source.pipe(csv);
  return csv;
}
