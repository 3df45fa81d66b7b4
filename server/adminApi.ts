/**
 * The admin JSON API (documented in server/README.md):
 *   GET  /admin/pages                      → {state, pages: [{id, source, updatedAt, widgets}]}
 *   GET  /admin/pages/:id                  → {state, page: {id, source, updatedAt, config}}
 *   PUT  /admin/pages/:id   body: config   → {state, page}   (the whole configuration; max 256 KB)
 *   GET  /admin/pages/:id/subscribers      → {state, subscribers: [...]}
 *   GET  /admin/pages/:id/messenger-optins → {state, messenger_optins: [...]} (from Meta's webhook)
 *   GET  /admin/pages/:id/events           → {state, events: [...]} (newest 1000 pixel events)
 * Auth: `Authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN only loopback clients are served.
 * No CORS headers: the admin API is not for browsers on other origins.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiFailure, fail, sendFailure } from './apiErrors';
import type { ApiContext } from './apiContext';
import { sendJson } from './http';
import { readJsonBody } from './jsonBody';
import { isValidPageId } from './pageConfig';
import { pageConfigProblem } from './pageStore';
import { listMessengerOptins } from './messengerWebhook';
import { listPixelEvents } from './pixelEvents';
import { listSubscribers } from './subscribers';
import { isPlainObject } from '../bridge-protocol/validate';

export const MAX_ADMIN_BODY_BYTES = 256 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function authorize(req: IncomingMessage, adminToken: string | undefined): void {
  if (!adminToken) {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) throw fail(403, 'Admin API: only loopback clients while ADMIN_TOKEN is unset');
    return;
  }
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw fail(401, 'Admin API: send Authorization: Bearer <ADMIN_TOKEN>', undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

export function createAdminApi(ctx: ApiContext, adminToken: string | undefined) {
  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const headers = { 'Cache-Control': 'no-store' };
    try {
      authorize(req, adminToken);
      const parts = url.pathname.split('/').filter(Boolean).slice(1); // drop 'admin'
      const method = req.method ?? 'GET';
      if (parts[0] !== 'pages' || parts.length > 3) throw fail(404, `No admin route ${url.pathname}`);
      if (parts.length === 1) {
        if (method !== 'GET') throw fail(405, 'Use GET', undefined, { Allow: 'GET' });
        const pages = (await ctx.pages.list()).map((p) => ({
          id: p.id,
          source: p.source,
          updatedAt: p.updatedAt,
          widgets: Array.isArray(p.config.widgets) ? p.config.widgets.length : 0,
        }));
        return sendJson(req, res, 200, { state: true, pages }, headers);
      }
      const id = decodeURIComponent(parts[1] ?? '');
      if (!isValidPageId(id)) throw fail(400, 'Invalid page id (A-Z, a-z, 0-9, _ and -, at most 64)', 'id');
      if (parts.length === 2) {
        if (method === 'GET') {
          const page = await ctx.pages.getStored(id);
          if (!page) throw fail(404, `Unknown page ${id}`, 'id');
          return sendJson(req, res, 200, { state: true, page }, headers);
        }
        if (method === 'PUT') {
          const body = await readJsonBody(req, MAX_ADMIN_BODY_BYTES);
          const problem = pageConfigProblem(body);
          if (problem !== null || !isPlainObject(body)) throw fail(400, problem ?? 'config: expected a JSON object', 'config');
          if (body.pageId !== undefined && body.pageId !== id) throw fail(400, `config.pageId "${String(body.pageId)}" differs from the URL's ${id}`, 'pageId');
          const page = await ctx.pages.put(id, body);
          return sendJson(req, res, 200, { state: true, page }, headers);
        }
        throw fail(405, 'Use GET or PUT', undefined, { Allow: 'GET, PUT' });
      }
      if (method !== 'GET') throw fail(405, 'Use GET', undefined, { Allow: 'GET' });
      if (!(await ctx.pages.getStored(id))) throw fail(404, `Unknown page ${id}`, 'id');
      if (parts[2] === 'subscribers') return sendJson(req, res, 200, { state: true, subscribers: await listSubscribers(ctx.db, id) }, headers);
      if (parts[2] === 'messenger-optins') {
        return sendJson(req, res, 200, { state: true, messenger_optins: await listMessengerOptins(ctx.db, id) }, headers);
      }
      if (parts[2] === 'events') return sendJson(req, res, 200, { state: true, events: await listPixelEvents(ctx.db, id) }, headers);
      throw fail(404, `No admin route ${url.pathname}`);
    } catch (err) {
      if (!(err instanceof ApiFailure)) throw err;
      sendFailure(req, res, err, headers);
    }
  };
}
