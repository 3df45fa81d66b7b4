/**
 * The studio's page and widget changes, under `/studio/api` (inside studioApi.ts's scope, so the Host,
 * session and Origin checks have already run):
 *   POST   /pages                          {id}                            → 201 {state, page}; 409 if it exists
 *   POST   /pages/:id/widgets              {widget_type, channel, name?} | {duplicateOf} → 201 {state, page, widgetId}
 *   PUT    /pages/:id/widgets/:widgetId    the whole widget                → {state, page, widgetId}
 *   DELETE /pages/:id/widgets/:widgetId                                    → {state, page}
 *   PUT    /pages/:id/widget-order         {order: [every widget id]}      → {state, page}
 *   PUT    /pages/:id/settings             {page_name, terms_url, privacy_url, theme, frequency} → {state, page}
 * A saved widget is checked with the schema the studio's form uses (bridge-protocol/studio/widgetSchema.ts):
 * every problem comes back with the field's path, and nothing is stored; so are a page's "Brand and legal"
 * settings (bridge-protocol/studio/pageSettings.ts, written by server/rules/pageSettings.ts). The changes of one page are
 * applied one after another (read, change, write), so two quick saves from the studio cannot undo
 * each other.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkPageFields } from '../../bridge-protocol/pageFields';
import { withWidgetAliases, widgetEnvelopeSchema, type UncheckedAppConfig } from '../../bridge-protocol/config';
import { createPageRequestSchema, createWidgetRequestSchema, widgetOrderRequestSchema } from '../../bridge-protocol/studio/studioApi';
import { starterData, starterTemplate, widgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { isPlainObject } from '../../bridge-protocol/validate';
import { MAX_ADMIN_BODY_BYTES, pageIdOf } from './adminApi';
import type { ApiContext } from './apiContext';
import { ApiFailure, fail, schemaError } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { isValidPageId, pageSizeProblem } from '../policies/pageConfig';
import { pageConfigProblem, type StoredPage } from '../stores/pageStore';
import { addWidget, duplicateOf, findWidget, nextWidgetId, removeWidget, reorderWidgets, replaceWidget, type Change } from '../rules/pageWidgets';
import { widgetProblems } from '../../bridge-protocol/studio/widgetSchema';
import { pageSettingsProblems } from '../../bridge-protocol/studio/pageSettings';
import { withPageSettings } from '../rules/pageSettings';

/** Widget ids as the URL carries them: what a configuration may use, without `/`. */
const widgetIdOf = (request: FastifyRequest): string => {
  const id = (request.params as { widgetId?: unknown }).widgetId;
  if (typeof id !== 'string' || id === '' || id.length > 64) throw fail(400, 'Invalid widget id (1 to 64 characters)', 'widgetId');
  return id;
};

const jsonBody = (request: FastifyRequest): Record<string, unknown> => {
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) throw fail(415, 'Unsupported Content-Type: send application/json');
  if (!isPlainObject(request.body)) throw fail(400, 'body: expected a JSON object');
  return request.body;
};

export function studioWidgetRoutes(ctx: ApiContext) {
  /** One queue per page: each change waits for the one before it. */
  const queues = new Map<string, Promise<unknown>>();
  function onePageAtATime<T>(pageId: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(pageId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(pageId, settled);
    void settled.then(() => {
      if (queues.get(pageId) === settled) queues.delete(pageId);
    });
    return run;
  }

  async function storedPage(pageId: string): Promise<StoredPage> {
    const page = await ctx.pages.getStored(pageId);
    if (!page) throw fail(404, `Unknown page ${pageId}: it may have been deleted`, 'id');
    return page;
  }

  /** Reads the page, applies the change and stores the result with the admin API's page checks. */
  async function change(pageId: string, apply: (config: Record<string, unknown>) => Change): Promise<StoredPage> {
    return onePageAtATime(pageId, async () => {
      const result = apply((await storedPage(pageId)).config);
      if (!result.ok) throw fail(result.status, result.message, result.field);
      const problem = pageConfigProblem(result.config);
      if (problem !== null) throw fail(400, problem, 'widgets');
      const [invalid] = checkPageFields(result.config as UncheckedAppConfig).invalid;
      if (invalid) throw fail(400, `config.${invalid.field}: ${invalid.error}`, invalid.field);
      // A small request can still grow the page (a copy of a large widget): the page is what is limited.
      const tooBig = pageSizeProblem(result.config);
      if (tooBig) throw fail(413, tooBig, 'widgets');
      return ctx.pages.put(pageId, result.config);
    });
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/studio/api/pages', async (request, reply) => {
      const body = jsonBody(request);
      const problem = createPageRequestSchema(body, 'body');
      if (problem) throw schemaError(problem);
      const id = (body.id as string).trim();
      if (!isValidPageId(id)) throw fail(400, 'A page id uses A-Z, a-z, 0-9, _ and - only, at most 64 characters', 'id');
      const page = await onePageAtATime(id, async () => {
        if ((await ctx.pages.get(id)).kind !== 'unknown') throw fail(409, `A page named ${id} exists already`, 'id');
        // The local hosts are always allowed (frameCsp.ts); naming them shows the owner where hosts go.
        return ctx.pages.put(id, { pageId: id, page_name: id, whitelist: ['127.0.0.1', 'localhost'], widgets: [] });
      });
      return reply.code(201).send({ state: true, page });
    });

    app.post('/studio/api/pages/:id/widgets', { bodyLimit: 4096 }, async (request, reply) => {
      const pageId = pageIdOf(request);
      const body = jsonBody(request);
      const problem = createWidgetRequestSchema(body, 'body');
      if (problem) throw schemaError(problem);
      let widgetId = '';
      const page = await change(pageId, (config) => {
        const id = nextWidgetId(config);
        widgetId = String(id);
        if (body.duplicateOf !== undefined) {
          const originalId = String(body.duplicateOf);
          const original = findWidget(config, originalId);
          if (!original) return { ok: false, status: 404, message: `This page has no widget ${originalId.slice(0, 64)} to copy`, field: 'duplicateOf' };
          return addWidget(config, duplicateOf(original, id), originalId);
        }
        const starter = widgetStarter(`${String(body.widget_type)}:${String(body.channel ?? 'fb')}`);
        if (!starter) return { ok: false, status: 400, message: 'Choose a kind of widget from the list', field: 'widget_type' };
        const chosen = starterTemplate(starter, typeof body.template === 'string' ? body.template : undefined);
        if (!chosen.offered) return { ok: false, status: 400, message: `A ${starter.label.toLowerCase()} has no template ${String(body.template).slice(0, 64)}`, field: 'template' };
        const name = typeof body.name === 'string' && body.name.trim() !== '' ? body.name.trim() : starter.label;
        // The template's pictures are this provider's files, at the origin the studio reached it on.
        const data = starterData(starter, chosen.template, `${request.protocol}://${request.host}`);
        return addWidget(config, { widget_id: id, widget_type: starter.widget_type, channel: starter.channel, name, data });
      });
      return reply.code(201).send({ state: true, page, widgetId });
    });

    app.put('/studio/api/pages/:id/widgets/:widgetId', { bodyLimit: MAX_ADMIN_BODY_BYTES }, async (request) => {
      const pageId = pageIdOf(request);
      const widgetId = widgetIdOf(request);
      const body = jsonBody(request);
      const aliased = withWidgetAliases(body) as Record<string, unknown>;
      const envelope = widgetEnvelopeSchema(aliased, 'widget');
      if (envelope) throw fail(400, envelope, /^widget\.([A-Za-z_]+)/.exec(envelope)?.[1]);
      if (String(aliased.widget_id) !== widgetId) throw fail(400, `widget_id ${String(aliased.widget_id).slice(0, 64)} differs from the URL’s ${widgetId}`, 'widget_id');
      const problems = widgetProblems(body);
      if (problems.length > 0) throw new ApiFailure(400, problems.map((p) => ({ message: p.message, field: p.path })));
      const page = await change(pageId, (config) => {
        const current = findWidget(config, widgetId);
        const type = current ? (withWidgetAliases(current) as Record<string, unknown>).widget_type : undefined;
        if (current && type !== aliased.widget_type) {
          return { ok: false, status: 400, message: 'A widget keeps its kind: create a new widget of the other kind instead', field: 'widget_type' };
        }
        return replaceWidget(config, widgetId, body);
      });
      return { state: true, page, widgetId };
    });

    app.delete('/studio/api/pages/:id/widgets/:widgetId', async (request) => {
      const pageId = pageIdOf(request);
      const widgetId = widgetIdOf(request);
      return { state: true, page: await change(pageId, (config) => removeWidget(config, widgetId)) };
    });

    app.put('/studio/api/pages/:id/widget-order', { bodyLimit: 64 * 1024 }, async (request) => {
      const pageId = pageIdOf(request);
      const body = jsonBody(request);
      const problem = widgetOrderRequestSchema(body, 'body');
      if (problem) throw schemaError(problem);
      return { state: true, page: await change(pageId, (config) => reorderWidgets(config, body.order as string[])) };
    });

    // Two addresses of 2048 characters, a name of 500 and a theme: 16 KB leaves room for JSON escapes.
    app.put('/studio/api/pages/:id/settings', { bodyLimit: 16 * 1024 }, async (request) => {
      const pageId = pageIdOf(request);
      const body = jsonBody(request);
      const problems = pageSettingsProblems(body);
      if (problems.length > 0) throw new ApiFailure(400, problems.map((p) => ({ message: p.message, field: p.path })));
      return { state: true, page: await change(pageId, (config) => ({ ok: true, config: withPageSettings(config, body) })) };
    });

    refuseOtherMethods(app, '/studio/api/pages', ['GET', 'POST']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widgets', ['POST']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widgets/:widgetId', ['PUT', 'DELETE']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widget-order', ['PUT']);
    refuseOtherMethods(app, '/studio/api/pages/:id/settings', ['PUT']);
  };
}
