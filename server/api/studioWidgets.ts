/**
 * The studio's page and widget changes, under `/studio/api` (inside studioApi.ts's scope, so the Host,
 * session and Origin checks have already run):
 *   POST   /pages                          {id}                            → 201 {state, page}; 409 if it exists
 *   POST   /pages/:id/widgets              {widget_type, channel, name?} | {duplicateOf} → 201 {state, page, widgetId}
 *   PUT    /pages/:id/widgets/:widgetId    the whole widget                → {state, page, widgetId}
 *   DELETE /pages/:id/widgets/:widgetId                                    → {state, page}
 *   PUT    /pages/:id/widget-order         {order: [every widget id]}      → {state, page}
 *   PUT    /pages/:id/settings             {page_name, terms_url, privacy_url, theme, frequency, consent, stacking} → {state, page}
 * A saved widget is checked with the schema the studio's form uses (bridge-protocol/studio/widgetSchema.ts):
 * every problem comes back with the field's path, and nothing is stored; so are a page's "Brand and legal"
 * settings (bridge-protocol/studio/pageSettings.ts, written by server/rules/pageSettings.ts). The changes of one page are
 * applied one after another (read, change, write: pageChanges.ts), so two quick saves from the studio
 * cannot undo each other.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withWidgetAliases, widgetEnvelopeSchema } from '../../bridge-protocol/config';
import { createPageRequestSchema, createWidgetRequestSchema, widgetOrderRequestSchema } from '../../bridge-protocol/studio/studioApi';
import { starterData, starterTemplate, widgetStarter } from '../../bridge-protocol/studio/widgetStarters';
import { isPlainObject } from '../../bridge-protocol/validate';
import { MAX_ADMIN_BODY_BYTES, pageIdOf } from './adminApi';
import type { ApiContext } from './apiContext';
import { ApiFailure, fail, schemaError } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { isValidPageId } from '../policies/pageConfig';
import { createPageChanges, type PageChanges } from './pageChanges';
import { addWidget, duplicateOf, findWidget, nextWidgetId, removeWidget, reorderWidgets, replaceWidget, type Change } from '../rules/pageWidgets';
import { widgetProblems } from '../../bridge-protocol/studio/widgetSchema';
import { pageSettingsProblems } from '../../bridge-protocol/studio/pageSettings';
import { withPageSettings } from '../rules/pageSettings';
import { promotionEvent } from '../webhooks/promotionEvent';
import type { Queryable } from '../db/database';

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

/**
 * The widget a new-widget request asks for, added after the others (a copy goes right after its
 * original): a pure rule of the request's body, the page and the id the new widget gets.
 */
function widgetAdded(config: Record<string, unknown>, body: Record<string, unknown>, id: number, providerOrigin: string): Change {
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
  const data = starterData(starter, chosen.template, providerOrigin);
  return addWidget(config, { widget_id: id, widget_type: starter.widget_type, channel: starter.channel, name, data });
}

/** A saved widget replaces the one of its id, which keeps its kind (a pure rule of the page and the body). */
function widgetReplaced(config: Record<string, unknown>, widgetId: string, body: Record<string, unknown>, aliased: Record<string, unknown>): Change {
  const current = findWidget(config, widgetId);
  const type = current ? (withWidgetAliases(current) as Record<string, unknown>).widget_type : undefined;
  if (current && type !== aliased.widget_type) {
    return { ok: false, status: 400, message: 'A widget keeps its kind: create a new widget of the other kind instead', field: 'widget_type' };
  }
  return replaceWidget(config, widgetId, body);
}

function createPageRoute(app: FastifyInstance, ctx: ApiContext, changes: PageChanges): void {
  app.post('/studio/api/pages', async (request, reply) => {
    const body = jsonBody(request);
    const problem = createPageRequestSchema(body, 'body');
    if (problem) throw schemaError(problem);
    const id = (body.id as string).trim();
    if (!isValidPageId(id)) throw fail(400, 'A page id uses A-Z, a-z, 0-9, _ and - only, at most 64 characters', 'id');
    const page = await changes.onePageAtATime(id, async () => {
      if ((await ctx.pages.get(id)).kind !== 'unknown') throw fail(409, `A page named ${id} exists already`, 'id');
      // The local hosts are always allowed (frameCsp.ts); naming them shows the owner where hosts go.
      return ctx.pages.put(id, { pageId: id, page_name: id, whitelist: ['127.0.0.1', 'localhost'], widgets: [] });
    });
    return reply.code(201).send({ state: true, page });
  });
}

function addWidgetRoute(app: FastifyInstance, changes: PageChanges): void {
  app.post('/studio/api/pages/:id/widgets', { bodyLimit: 4096 }, async (request, reply) => {
    const pageId = pageIdOf(request);
    const body = jsonBody(request);
    const problem = createWidgetRequestSchema(body, 'body');
    if (problem) throw schemaError(problem);
    let widgetId = '';
    const page = await changes.change(pageId, (config) => {
      // The id is the page's next one when the change runs, after the changes queued before it.
      const id = nextWidgetId(config);
      widgetId = String(id);
      // The template's pictures are this provider's files, at the origin the studio reached it on.
      return widgetAdded(config, body, id, `${request.protocol}://${request.host}`);
    });
    return reply.code(201).send({ state: true, page, widgetId });
  });
}

/** The arm a save says it promotes (`?promoted=b`), or null for a plain save. */
function promotedArm(request: FastifyRequest): string | null {
  const value = (request.query as { promoted?: unknown } | undefined)?.promoted;
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(value)) throw fail(400, 'promoted: the id of the arm being promoted', 'promoted');
  return value;
}

function saveWidgetRoute(app: FastifyInstance, changes: PageChanges, ctx: ApiContext): void {
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
    const promoted = promotedArm(request);
    // A promotion's webhook event commits with the save that promotes (or neither does).
    const announce =
      promoted === null
        ? undefined
        : async (tx: Queryable, before: Record<string, unknown>) => {
            const event = promotionEvent(pageId, widgetId, before, promoted, body);
            if (typeof event === 'string') throw fail(400, event, 'promoted');
            await ctx.webhooks.queue(tx, event);
          };
    const page = await changes.change(pageId, (config) => widgetReplaced(config, widgetId, body, aliased), announce);
    return { state: true, page, widgetId };
  });
}

function deleteWidgetRoute(app: FastifyInstance, changes: PageChanges): void {
  app.delete('/studio/api/pages/:id/widgets/:widgetId', async (request) => {
    const pageId = pageIdOf(request);
    const widgetId = widgetIdOf(request);
    return { state: true, page: await changes.change(pageId, (config) => removeWidget(config, widgetId)) };
  });
}

function widgetOrderRoute(app: FastifyInstance, changes: PageChanges): void {
  app.put('/studio/api/pages/:id/widget-order', { bodyLimit: 64 * 1024 }, async (request) => {
    const pageId = pageIdOf(request);
    const body = jsonBody(request);
    const problem = widgetOrderRequestSchema(body, 'body');
    if (problem) throw schemaError(problem);
    return { state: true, page: await changes.change(pageId, (config) => reorderWidgets(config, body.order as string[])) };
  });
}

function pageSettingsRoute(app: FastifyInstance, changes: PageChanges): void {
  // Two addresses of 2048 characters, a name of 500 and a theme: 16 KB leaves room for JSON escapes.
  app.put('/studio/api/pages/:id/settings', { bodyLimit: 16 * 1024 }, async (request) => {
    const pageId = pageIdOf(request);
    const body = jsonBody(request);
    const problems = pageSettingsProblems(body);
    if (problems.length > 0) throw new ApiFailure(400, problems.map((p) => ({ message: p.message, field: p.path })));
    return { state: true, page: await changes.change(pageId, (config) => ({ ok: true, config: withPageSettings(config, body) })) };
  });
}

export function studioWidgetRoutes(ctx: ApiContext) {
  // One set of queues for every request these routes answer: the changes of one page never overlap.
  const changes = createPageChanges(ctx);
  return async function register(app: FastifyInstance): Promise<void> {
    createPageRoute(app, ctx, changes);
    addWidgetRoute(app, changes);
    saveWidgetRoute(app, changes, ctx);
    deleteWidgetRoute(app, changes);
    widgetOrderRoute(app, changes);
    pageSettingsRoute(app, changes);
    refuseOtherMethods(app, '/studio/api/pages', ['GET', 'POST']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widgets', ['POST']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widgets/:widgetId', ['PUT', 'DELETE']);
    refuseOtherMethods(app, '/studio/api/pages/:id/widget-order', ['PUT']);
    refuseOtherMethods(app, '/studio/api/pages/:id/settings', ['PUT']);
  };
}
