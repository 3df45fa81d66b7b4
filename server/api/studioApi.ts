/**
 * The studio's JSON API, under `/studio/api` (documented in docs/SERVER.md "Studio"):
 *   POST|GET|DELETE /studio/api/session, DELETE /studio/api/sessions: signing in and out (studioSessionRoutes.ts)
 *   GET    /studio/api/pages             → {state, pages: [admin page summary + widgetList]}, fixtures left out
 *                                           and the ids in natural order (rules/studioPageList.ts)
 *   GET    /studio/api/pages/:id         → {state, page} as GET /admin/pages/:id
 *   creating pages, and creating, saving, deleting and reordering widgets: studioWidgets.ts
 *   a page's reports: studioReports.ts; each widget's impressions and opt-ins: studioWidgetResults.ts;
 *   a widget's split test results: studioExperimentResults.ts
 *   a subscriber's consent record and data subject requests (find, export, erase): privacyRoutes.ts
 *   a widget's split test results: studioExperimentResults.ts; a widget's unique coupon codes: couponCodeRoutes.ts
 *   DELETE /studio/api/demo-data: the demo brand removed (demoDataRoutes.ts); its pages say `demo: true`
 * The `Host` check (421) runs before all of it, in the studio's scope (studioSite.ts). Then a state change
 * sent with an `Origin` header must come from the studio's own names (403): SameSite=Strict keeps the
 * cookie from other sites, but another port of `localhost` is the same site. Then every route but the
 * session's own three needs a valid session (401). No CORS headers: the studio is not for other origins.
 */
import type { FastifyInstance } from 'fastify';
import type { StudioPagesResponse } from '../../bridge-protocol/studio/studioApi';
import { pageSummary, readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { isOwnOrigin } from '../policies/ownHost';
import { studioReportRoutes } from './studioReports';
import { studioWidgetResultRoutes } from './studioWidgetResults';
import { studioWidgetFunnelRoutes } from './studioWidgetFunnel';
import { studioExperimentResultRoutes } from './studioExperimentResults';
import { addSessionRoutes, isSessionRoute, studioAuth, type StudioSessionOptions } from './studioSignIn';
import { studioPageList } from '../rules/studioPageList';
import { widgetSummaries } from '../rules/widgetSummary';
import { studioWidgetRoutes } from './studioWidgets';
import { webhookRoutes } from './webhookRoutes';
import { privacyRoutes } from './privacyRoutes';
import { couponCodeRoutes } from './couponCodeRoutes';
import { demoPageUrl } from '../demo/demoPageUrl';
import { demoPageIds } from '../stores/demoData';
import { demoDataRoutes } from './demoDataRoutes';

export interface StudioApiOptions extends StudioSessionOptions {
  /** The `Host` values the studio answers to (for the `Origin` check of state changes). */
  studioNames: () => readonly string[];
  /** The reference server's demo site, where "View on the demo site" opens a page (try.html); '' or absent: none. */
  demoOrigin?: () => string;
}

export function studioApiRoutes(ctx: ApiContext, opts: StudioApiOptions) {
  const auth = studioAuth(ctx, opts);

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const origin = request.headers.origin;
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== undefined && !isOwnOrigin(origin, opts.studioNames())) {
        throw fail(403, `Studio: a request from ${origin.slice(0, 100)} may not change anything here`);
      }
      if (!isSessionRoute(request)) await auth.requireSession(request);
    });

    addSessionRoutes(app, auth);

    app.get('/studio/api/pages', async () => {
      // Fixture pages (the benchmark's, the e2e run's) are served but not listed (studioPageList.ts).
      const demo = new Set(await demoPageIds(ctx.db));
      const pages = studioPageList(await ctx.pages.list()).map((p) => ({
        ...pageSummary(p),
        widgetList: widgetSummaries(p.config),
        ...(demo.has(p.id) ? { demo: true } : {}),
      }));
      const answer: StudioPagesResponse = { state: true, pages };
      return answer;
    });

    app.get('/studio/api/pages/:id', async (request) => {
      const page = await readPage(ctx, request);
      const demoOrigin = opts.demoOrigin?.() ?? '';
      const demo = (await demoPageIds(ctx.db)).includes(page.id);
      return { state: true, page, ...(demoOrigin === '' ? {} : { demoUrl: demoPageUrl(demoOrigin, page) }), ...(demo ? { demo } : {}) };
    });

    refuseOtherMethods(app, '/studio/api/pages/:id', ['GET']);

    await app.register(studioWidgetRoutes(ctx));
    await app.register(studioReportRoutes(ctx));
    await app.register(studioWidgetResultRoutes(ctx));
    await app.register(studioWidgetFunnelRoutes(ctx));
    await app.register(studioExperimentResultRoutes(ctx));
    await app.register(webhookRoutes(ctx, '/studio/api'));
    await app.register(privacyRoutes(ctx, '/studio/api', async (request) => (await readPage(ctx, request)).id));
    await app.register(couponCodeRoutes(ctx, '/studio/api/pages'));
    await app.register(demoDataRoutes(ctx));

    // Anything else under /studio/api: a JSON 404, after the checks above (no route list for strangers).
    app.all('/studio/api', async (request) => {
      throw fail(404, `No studio route ${request.method} /studio/api`);
    });
    app.all('/studio/api/*', async (request) => {
      throw fail(404, `No studio route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);
    });
  };
}
