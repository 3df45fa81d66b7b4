/**
 * A widget's funnel and revenue (issue 47, item 5; docs/SERVER.md "Funnel and revenue"), registered inside
 * the studio API's scope (studioApi.ts), so its Host (421), session (401) and Origin (403) checks run first:
 *   GET /studio/api/pages/:id/widgets/:widgetId/funnel?from&to&tz      → WidgetFunnelResponse (JSON)
 *   GET /studio/api/pages/:id/widgets/:widgetId/funnel.csv?from&to&tz  → the same per day, as a file
 * The query is the reports' (rules/reportRequest.ts: 400 naming the field); an unknown page is 404 `id`,
 * a widget the page does not have 404 `widgetId`; another method 405.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WidgetFunnelResponse } from '../../bridge-protocol/studio/widgetFunnel';
import { readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { checkReportRequest } from '../rules/reportRequest';
import { inZone } from './studioReports';
import { widgetIdsOf } from '../rules/pageWidgets';
import { widgetFunnelRows } from '../stores/widgetFunnel';
import { widgetRevenue } from '../stores/widgetRevenue';
import { funnelAnswer } from '../rules/funnelAnswer';
import { moneySums } from '../rules/moneySums';
import { REVENUE_WINDOW_DAYS } from '../rules/revenueWindow';
import { funnelCsv, funnelCsvFileName } from './funnelCsv';

const FUNNEL = '/studio/api/pages/:id/widgets/:widgetId/funnel';
const FUNNEL_CSV = '/studio/api/pages/:id/widgets/:widgetId/funnel.csv';

/** The page, its widget and the range, each refused with its own 4xx before the database is asked. */
async function funnelRequest(ctx: ApiContext, request: FastifyRequest) {
  const page = await readPage(ctx, request);
  const widgetId = String((request.params as { widgetId?: unknown }).widgetId ?? '');
  if (!widgetIdsOf(page.config).includes(widgetId)) throw fail(404, `Page ${page.id} has no widget ${widgetId.slice(0, 64)}`, 'widgetId');
  const check = checkReportRequest(request.query);
  if (!check.ok) throw fail(400, check.message, check.field);
  return { page, widgetId, q: check.request };
}

async function funnelOf(ctx: ApiContext, request: FastifyRequest) {
  const { page, widgetId, q } = await funnelRequest(ctx, request);
  const [rows, money] = await inZone(q.tz, () => Promise.all([widgetFunnelRows(ctx.db, page.id, widgetId, q), widgetRevenue(ctx.db, page.id, [widgetId], q)]));
  return { page, widgetId, q, money, lists: funnelAnswer(q, rows, money) };
}

export function studioWidgetFunnelRoutes(ctx: ApiContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get(FUNNEL, async (request) => {
      const { page, widgetId, q, lists } = await funnelOf(ctx, request);
      const answer: WidgetFunnelResponse = { state: true, pageId: page.id, widgetId, from: q.from, to: q.to, tz: q.tz, revenueWindowDays: REVENUE_WINDOW_DAYS, ...lists };
      return answer;
    });

    app.get(FUNNEL_CSV, async (request, reply) => {
      const { page, widgetId, q, money, lists } = await funnelOf(ctx, request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${funnelCsvFileName(page.id, widgetId, q.from, q.to)}"`)
        .send(funnelCsv(lists.days, moneySums(money, (row) => row.day)));
    });

    refuseOtherMethods(app, FUNNEL, ['GET']);
    refuseOtherMethods(app, FUNNEL_CSV, ['GET']);
  };
}
