/**
 * A page's outbound webhooks (issue 48), the same routes under the studio (`/studio/api/pages/:id/…`,
 * its session) and the admin API (`/admin/pages/:id/…`, its token):
 *   GET    …/webhooks                              → {state, endpoints, events}
 *   POST   …/webhooks  {url, events, description?, enabled?}  → {state, endpoint}
 *   PUT    …/webhooks/:endpointId  (same body)     → {state, endpoint}
 *   DELETE …/webhooks/:endpointId                  → {state}
 *   GET    …/webhooks/:endpointId/deliveries       → {state, deliveries} (newest 100)
 *   POST   …/webhooks/:endpointId/test             → {state, queued}
 *   POST   …/webhooks/:endpointId/replay  {delivery_id?}  → {state, queued} (one failed delivery, or all)
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlainObject } from '../../bridge-protocol/validate';
import { isWebhookEventType, WEBHOOK_EVENTS } from '../../bridge-protocol/webhookEvents';
import type { ApiContext } from './apiContext';
import { fail } from './apiErrors';
import { endpointUrlProblem } from '../webhooks/endpointUrl';
import type { TargetRule } from '../webhooks/targetRule';
import { createEndpoint, deleteEndpoint, getEndpoint, listDeliveries, listEndpoints, updateEndpoint, type EndpointFields } from '../webhooks/webhookEndpoints';
import { isValidPageId } from '../policies/pageConfig';

const MAX_DESCRIPTION = 200;
const MAX_ENDPOINTS_PER_PAGE = 20;

/** The endpoint fields of a request body, or a 400 naming the wrong one. */
function endpointFields(body: unknown, rule: TargetRule): EndpointFields {
  if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object {url, events, description?, enabled?}');
  const urlProblem = endpointUrlProblem(body.url, rule);
  if (urlProblem) throw fail(400, urlProblem, 'url');
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0) throw fail(400, 'Pick at least one event to send.', 'events');
  const unknown = events.find((e) => !isWebhookEventType(e));
  if (unknown !== undefined) throw fail(400, `Unknown event ${JSON.stringify(unknown).slice(0, 80)}: use ${Object.keys(WEBHOOK_EVENTS).join(', ')}`, 'events');
  const description = body.description ?? '';
  if (typeof description !== 'string' || description.length > MAX_DESCRIPTION) throw fail(400, `A description is text of at most ${MAX_DESCRIPTION} characters.`, 'description');
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') throw fail(400, 'enabled: true or false', 'enabled');
  return { url: (body.url as string).trim(), events: [...new Set(events as string[])], description, enabled: body.enabled !== false };
}

/** The name's addresses now: a name that resolves to a private address is refused when it is saved too. */
async function refusePrivateName(url: string, rule: TargetRule): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return;
  const addresses = await lookup(host, { all: true }).catch(() => null);
  if (addresses === null || addresses.length === 0) throw fail(400, `${host} could not be found: check the address.`, 'url');
  const refused = addresses.find((a) => !rule.address(a.address));
  if (refused) throw fail(400, `${host} resolves to a private address (${refused.address}): use a public https:// address.`, 'url');
}

export function webhookRoutes(ctx: ApiContext, prefix: '/studio/api' | '/admin') {
  const base = `${prefix}/pages/:id/webhooks`;
  const webhooks = () => ctx.webhooks;

  async function pageOf(request: FastifyRequest): Promise<string> {
    const id = (request.params as { id?: unknown }).id;
    if (!isValidPageId(id)) throw fail(400, 'Invalid page id (A-Z, a-z, 0-9, _ and -, at most 64)', 'id');
    if (!(await ctx.pages.getStored(id))) throw fail(404, `Unknown page ${id}`, 'id');
    return id;
  }
  async function endpointOf(request: FastifyRequest) {
    const pageId = await pageOf(request);
    const endpointId = String((request.params as { endpointId?: unknown }).endpointId ?? '');
    const endpoint = await getEndpoint(ctx.db, pageId, endpointId);
    if (!endpoint) throw fail(404, `Unknown webhook endpoint ${endpointId.slice(0, 64)} on page ${pageId}`, 'endpointId');
    return { pageId, endpoint };
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.get(base, async (request) => ({ state: true, endpoints: await listEndpoints(ctx.db, await pageOf(request)), events: WEBHOOK_EVENTS }));

    app.post(base, async (request) => {
      const pageId = await pageOf(request);
      const fields = endpointFields(request.body, webhooks().targets);
      await refusePrivateName(fields.url, webhooks().targets);
      if ((await listEndpoints(ctx.db, pageId)).length >= MAX_ENDPOINTS_PER_PAGE) throw fail(400, `A page has at most ${MAX_ENDPOINTS_PER_PAGE} endpoints.`, 'url');
      return { state: true, endpoint: await createEndpoint(ctx.db, pageId, fields) };
    });

    app.put(`${base}/:endpointId`, async (request) => {
      const { pageId, endpoint } = await endpointOf(request);
      const fields = endpointFields(request.body, webhooks().targets);
      await refusePrivateName(fields.url, webhooks().targets);
      return { state: true, endpoint: await updateEndpoint(ctx.db, pageId, endpoint.id, fields) };
    });

    app.delete(`${base}/:endpointId`, async (request) => {
      const { pageId, endpoint } = await endpointOf(request);
      await deleteEndpoint(ctx.db, pageId, endpoint.id);
      return { state: true };
    });

    app.get(`${base}/:endpointId/deliveries`, async (request) => {
      const { endpoint } = await endpointOf(request);
      return { state: true, deliveries: await listDeliveries(ctx.db, endpoint.id) };
    });

    app.post(`${base}/:endpointId/test`, async (request) => {
      const { pageId, endpoint } = await endpointOf(request);
      return { state: true, queued: await webhooks().sendTest(pageId, endpoint.id) };
    });

    app.post(`${base}/:endpointId/replay`, async (request) => {
      const { endpoint } = await endpointOf(request);
      const body = isPlainObject(request.body) ? request.body : {};
      const one = body.delivery_id;
      if (one !== undefined && !(typeof one === 'string' && /^\d{1,18}$/.test(one))) throw fail(400, 'delivery_id: a delivery id from the list', 'delivery_id');
      return { state: true, queued: await webhooks().replay(endpoint.id, one ?? null) };
    });
  };
}
