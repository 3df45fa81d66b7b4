/**
 * The studio's reports (documented in docs/SERVER.md "Studio"), registered inside the studio API's scope
 * (studioApi.ts), so its Host (421), session (401) and Origin (403) checks run first:
 *   GET /studio/api/pages/:id/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&tz=<IANA zone>
 *       → {state, pageId, from, to, tz, rowLimit, reports: {<report>: {total, days, rows}}, moneyTotals}
 *   GET /studio/api/pages/:id/reports/<report>.csv?from&to&tz   (report: subscribers, messenger-optins,
 *       events, conversions, money) → the whole range as CSV, an attachment
 * 400 names the field (`id`, `from`, `to`, `tz`); an unknown page or report is 404. A reversed range is
 * swapped (bridge-protocol/studio/reportRange.ts); `from` and `to` in the answer are the ordered ones.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isReportId, REPORT_IDS, REPORT_ROW_LIMIT, type ReportId, type StudioReportsResponse } from '../../bridge-protocol/studio/studioReports';
import { readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { reportCsvFileName, reportCsvStream } from './reportCsv';
import { totalOfDays, zeroFilledDays } from '../rules/reportDays';
import { checkReportRequest, type ReportRequest } from '../rules/reportRequest';
import { allRows, countByDay, cursorAfter, moneyTotals, newestRows, type StoredReportRow } from '../stores/reportStore';

/** Rows per database read of a CSV export: one page in memory at a time. */
export const CSV_PAGE_ROWS = 2_000;

const CSV_FILE = /^([a-z-]{1,32})\.csv$/;

function reportRequestOf(request: FastifyRequest): ReportRequest {
  const check = checkReportRequest(request.query);
  if (!check.ok) throw fail(400, check.message, check.field);
  return check.request;
}

/**
 * PostgreSQL's zone list is its own: a name the runtime's Intl accepts may still be unknown to it (a
 * zone newer than its tzdata). That is the request's fault, not the server's: 400, not 500.
 */
export async function inZone<T>(tz: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '22023' && /time zone/i.test(error instanceof Error ? error.message : '')) {
      throw fail(400, `tz: the database does not know the time zone ${tz}`, 'tz');
    }
    throw error;
  }
}

/** The answer's row: the stored one without the paging and wall-clock columns (those are for the CSV). */
function answerRow({ local_time: _local, cursor_at: _cursor, ...row }: StoredReportRow): Record<string, string | number | null> {
  return row;
}

export function studioReportRoutes(ctx: ApiContext) {
  async function report(report: ReportId, pageId: string, q: ReportRequest) {
    const [counted, rows] = await Promise.all([countByDay(ctx.db, report, pageId, q), newestRows(ctx.db, report, pageId, q, REPORT_ROW_LIMIT)]);
    const days = zeroFilledDays(q, counted);
    return { total: totalOfDays(days), days, rows: rows.map(answerRow) };
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/studio/api/pages/:id/reports', async (request) => {
      const page = await readPage(ctx, request);
      const q = reportRequestOf(request);
      const [reports, totals] = await inZone(q.tz, () =>
        Promise.all([Promise.all(REPORT_IDS.map((id) => report(id, page.id, q))), moneyTotals(ctx.db, page.id, q)]),
      );
      const answer = {
        state: true,
        pageId: page.id,
        from: q.from,
        to: q.to,
        tz: q.tz,
        rowLimit: REPORT_ROW_LIMIT,
        reports: Object.fromEntries(REPORT_IDS.map((id, i) => [id, reports[i]])),
        moneyTotals: totals,
      } as StudioReportsResponse; // The rows are the stored columns REPORT_SOURCES selects, which are the schema's by construction.
      return answer;
    });

    app.get('/studio/api/pages/:id/reports/:file', async (request, reply) => {
      const page = await readPage(ctx, request);
      const file = (request.params as { file?: string }).file ?? '';
      const named = CSV_FILE.exec(file)?.[1];
      if (!isReportId(named)) throw fail(404, `No report ${file.slice(0, 64)}: choose one of ${REPORT_IDS.map((r) => `${r}.csv`).join(', ')}`, 'report');
      const id: ReportId = named;
      const q = reportRequestOf(request);
      // The first page is read before the answer starts, so that a failure is still a proper error answer.
      const first = await inZone(q.tz, () => newestRows(ctx.db, id, page.id, q, CSV_PAGE_ROWS));
      const rest = cursorAfter(first, CSV_PAGE_ROWS);
      async function* pages() {
        yield first;
        if (rest !== null) yield* allRows(ctx.db, id, page.id, q, CSV_PAGE_ROWS, rest);
      }
      // A failure half-way (headers already sent) is Fastify's to log; it cuts the download off.
      const csv = reportCsvStream(id, pages());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${reportCsvFileName(page.id, id, q.from, q.to)}"`)
        .send(csv);
    });

    refuseOtherMethods(app, '/studio/api/pages/:id/reports', ['GET']);
    refuseOtherMethods(app, '/studio/api/pages/:id/reports/:file', ['GET']);
  };
}
