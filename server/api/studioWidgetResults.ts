/**
 * The page screen's numbers per widget (documented in docs/SERVER.md "Studio"), registered inside the
 * studio API's scope (studioApi.ts), so its Host (421), session (401) and Origin (403) checks run first:
 *   GET /studio/api/pages/:id/widget-results?from=YYYY-MM-DD&to=YYYY-MM-DD&tz=<IANA zone>
 *       → {state, pageId, from, to, tz, widgets: [{widgetId, impressions, optIns, revenue}]}, for the page's own widgets
 * The query is the reports' (rules/reportRequest.ts: 400 naming the field); an unknown page is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { WidgetResultsResponse } from '../../bridge-protocol/studio/widgetResults';
import { readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { checkReportRequest } from '../rules/reportRequest';
import { inZone } from './studioReports';
import { widgetResults } from '../stores/widgetResults';
import { widgetIdsOf } from '../rules/pageWidgets';
import { widgetRevenue } from '../stores/widgetRevenue';
import { moneySums } from '../rules/moneySums';

export function studioWidgetResultRoutes(ctx: ApiContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/studio/api/pages/:id/widget-results', async (request) => {
      const page = await readPage(ctx, request);
      const check = checkReportRequest(request.query);
      if (!check.ok) throw fail(400, check.message, check.field);
      const q = check.request;
      const ids = widgetIdsOf(page.config);
      const [counted, money] = await inZone(q.tz, () => Promise.all([widgetResults(ctx.db, page.id, ids, q), widgetRevenue(ctx.db, page.id, ids, q)]));
      const revenue = moneySums(money, (row) => row.widgetId);
      // A widget with money but no counted impression or opt-in in the range cannot be: money is credited to opt-ins in it.
      const widgets = counted.map((w) => ({ ...w, revenue: revenue.get(w.widgetId) ?? [] }));
      const answer: WidgetResultsResponse = { state: true, pageId: page.id, from: q.from, to: q.to, tz: q.tz, widgets };
      return answer;
    });
    refuseOtherMethods(app, '/studio/api/pages/:id/widget-results', ['GET']);
  };
}
