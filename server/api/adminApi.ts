/**
 * The admin JSON API (documented in server/README.md):
 *   GET  /admin/pages                       → {state, pages: [{id, source, updatedAt, widgets}]}
 *   GET  /admin/pages/:id                   → {state, page: {id, source, updatedAt, config}}
 *   PUT  /admin/pages/:id   body: config    → {state, page}   (the whole configuration; max 256 KB, 32 levels,
 *                                             page fields of the right type)
 *   GET  /admin/pages/:id/subscribers       → {state, subscribers: [...]}
 *   GET  /admin/pages/:id/messenger-optins  → {state, messenger_optins: [...]} (from Meta's webhook)
 *   GET  /admin/pages/:id/events            → {state, events: [...]} (newest 1000 pixel events)
 *   POST /admin/pages/:id/pixel-tokens  body: {ttl_seconds?} → {state, token, exp} (an mcp_token for links)
 *   GET  /admin/pages/:id/subscribers/:subscriberId/consent, POST /admin/subject-requests/find|export|erase:
 *                                           consent records and data subject requests (privacyRoutes.ts)
 *   GET|POST /admin/pages/:id/widgets/:widgetId/coupon-codes → a widget's unique coupon codes (couponCodeRoutes.ts)
 * Access: the `Host` must be one of the server's own names (else 421): a web page that rebinds its DNS
 * name to 127.0.0.1 reaches the socket but sends its own name as Host. Then `Authorization: Bearer
 * <admin token>` on every request, wrong tries limited together with the studio's sign-in
 * (ownerSecretTry.ts). The token is ADMIN_TOKEN, else the one generated at first start, which the server
 * writes to a file only its own user may read (adminTokenFile.ts): that file is how the operator's tools
 * on the machine get in. Nobody skips the token: "loopback only" cannot tell the operator's curl from a
 * reverse proxy on the same machine, which forwards the whole Internet from 127.0.0.1.
 * No CORS headers: the admin API is not for browsers on other origins.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UncheckedAppConfig } from '../../bridge-protocol/config';
import { checkPageFields } from '../../bridge-protocol/pageFields';
import { configColourProblems } from '../../bridge-protocol/configColours';
import { audienceProblem } from '../../bridge-protocol/audience';
import { experimentProblem } from '../../bridge-protocol/experiment';
import type { FieldProblem } from '../../bridge-protocol/fieldProblem';
import { frequencyProblem } from '../../bridge-protocol/overlayCap';
import { consentProblem } from '../../bridge-protocol/consentSettings';
import { doubleOptInProblem } from '../../bridge-protocol/doubleOptIn';
import { isPlainObject } from '../../bridge-protocol/validate';
import { fail } from './apiErrors';
import type { ApiContext } from './apiContext';
import { isValidPageId } from '../policies/pageConfig';
import { checkOwnHost } from '../policies/ownHost';
import { pageConfigProblem, type StoredPage } from '../stores/pageStore';
import { listMessengerOptins } from './messengerWebhook';
import { listPixelEvents } from './pixelEvents';
import { DEFAULT_PIXEL_TOKEN_TTL_SECONDS, issuePixelToken, MAX_PIXEL_TOKEN_TTL_SECONDS } from '../policies/signedPixelToken';
import { sameSecret } from '../policies/sameSecret';
import { listSubscribers } from '../stores/subscribers';
import { webhookRoutes } from './webhookRoutes';
import { privacyRoutes } from './privacyRoutes';
import { couponCodeRoutes } from './couponCodeRoutes';
import { uniqueCodeProblems } from '../../bridge-protocol/uniqueCode';
import { tryOwnerSecret } from '../policies/ownerSecretTry';
import { MAX_PAGE_BYTES, pageSizeProblem } from '../policies/pageConfig';
import type { WrongTokenLimiter } from '../policies/wrongTokenLimiter';

/** A PUT carries a whole page, and a page may be at most this big (every write path checks it). */
export const MAX_ADMIN_BODY_BYTES = MAX_PAGE_BYTES;

interface AdminOptions {
  /** The admin token: ADMIN_TOKEN, else the one generated and stored at first start (the studio's). */
  token: string;
  /** Whether ADMIN_TOKEN was set (the 401 then says where a generated one is kept). */
  adminTokenSet: boolean;
  /** The `Host` values this server answers to (lower case, `name` or `name:port`). */
  serverNames: () => readonly string[];
  /** Wrong tokens, one budget with the studio's sign-in; null: no limit (benchmarks). */
  wrongTokens: WrongTokenLimiter | null;
}

async function authorize(request: FastifyRequest, opts: AdminOptions): Promise<void> {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : null;
  // No token at all is not a guess: it is not counted.
  const right = given !== null && (await tryOwnerSecret(opts.wrongTokens, request, () => sameSecret(given, opts.token)));
  if (!right) {
    const hint = opts.adminTokenSet ? '' : ' (no ADMIN_TOKEN is set: use the generated one in the server’s admin-token file)';
    throw fail(401, `Admin API: send Authorization: Bearer <ADMIN_TOKEN>${hint}`, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

/** The `:id` of the URL, checked (400 otherwise). The studio API reads its pages the same way. */
export const pageIdOf = (request: FastifyRequest): string => {
  const id = (request.params as { id?: unknown }).id;
  if (!isValidPageId(id)) throw fail(400, 'Invalid page id (A-Z, a-z, 0-9, _ and -, at most 64)', 'id');
  return id;
};

/** One page of `GET /admin/pages`: no configuration, the number of widgets. */
export function pageSummary(p: StoredPage): { id: string; source: StoredPage['source']; updatedAt: string; widgets: number } {
  return { id: p.id, source: p.source, updatedAt: p.updatedAt, widgets: Array.isArray(p.config.widgets) ? p.config.widgets.length : 0 };
}

/** `GET /admin/pages/:id`: the stored page of the URL's id, or a 404. */
/** The first problem of the page's overlay cap, or of a widget's audience, double opt-in, split test or unique codes, at its path in the configuration. */
function growthProblem(config: Record<string, unknown>): FieldProblem | null {
  const cap = frequencyProblem(config.frequency) ?? consentProblem(config.consent);
  if (cap) return cap;
  const widgets = Array.isArray(config.widgets) ? config.widgets : [];
  for (const [i, widget] of widgets.entries()) {
    const data = isPlainObject(widget) && isPlainObject(widget.data) ? widget.data : null;
    const setup = data && isPlainObject(data.setup) ? data.setup : null;
    const step = data && isPlainObject(data.submitted) && isPlainObject(data.submitted.nextStep) ? data.submitted.nextStep : null;
    const problem =
      (setup && setup.audience !== undefined ? audienceProblem(setup.audience, `widgets[${i}].data.setup.audience`) : null) ??
      (setup ? doubleOptInProblem(setup.double_opt_in, `widgets[${i}].data.setup.double_opt_in`) : null) ??
      (data && data.experiment !== undefined ? experimentProblem(data.experiment, `widgets[${i}].data.experiment`) : null) ??
      (step ? (uniqueCodeProblems(step, `widgets[${i}].data.submitted.nextStep`)[0] ?? null) : null);
    if (problem) return problem;
  }
  return null;
}

export async function readPage(ctx: ApiContext, request: FastifyRequest): Promise<StoredPage> {
  const id = pageIdOf(request);
  const page = await ctx.pages.getStored(id);
  if (!page) throw fail(404, `Unknown page ${id}`, 'id');
  return page;
}

export function adminRoutes(ctx: ApiContext, opts: AdminOptions) {
  async function knownPage(request: FastifyRequest): Promise<string> {
    const id = pageIdOf(request);
    if (!(await ctx.pages.getStored(id))) throw fail(404, `Unknown page ${id}`, 'id');
    return id;
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      checkOwnHost(request, opts.serverNames(), 'Admin API');
      await authorize(request, opts);
    });

    app.get('/admin/pages', async () => ({ state: true, pages: (await ctx.pages.list()).map(pageSummary) }));

    app.get('/admin/pages/:id', async (request) => ({ state: true, page: await readPage(ctx, request) }));

    app.put('/admin/pages/:id', { bodyLimit: MAX_ADMIN_BODY_BYTES }, async (request) => {
      const id = pageIdOf(request);
      const body = request.body;
      const problem = pageConfigProblem(body);
      if (problem !== null || !isPlainObject(body)) throw fail(400, problem ?? 'config: expected a JSON object', 'config');
      if (body.pageId !== undefined && typeof body.pageId !== 'string') throw fail(400, 'config.pageId: expected a string', 'pageId');
      if (body.pageId !== undefined && body.pageId !== id) throw fail(400, `config.pageId "${body.pageId.slice(0, 64)}" differs from the URL's ${id}`, 'pageId');
      // The loader would drop a wrong-typed page field (and the widgets that need it): refuse it here.
      const [invalid] = checkPageFields(body as UncheckedAppConfig).invalid;
      if (invalid) throw fail(400, `config.${invalid.field}: ${invalid.error}`, invalid.field);
      // A colour reaches a painted `style` attribute: the one colour rule's refusal, at the field's path.
      const [badColour] = configColourProblems(body);
      if (badColour) throw fail(400, `config.${badColour.path}: ${badColour.message}`, badColour.path);
      // The growth settings (issue 47): a broken split test or cap would change who sees what.
      const growth = growthProblem(body);
      if (growth) throw fail(400, `config.${growth.path}: ${growth.message}`, growth.path);
      const tooBig = pageSizeProblem(body);
      if (tooBig) throw fail(413, tooBig, 'config');
      return { state: true, page: await ctx.pages.put(id, body) };
    });

    app.get('/admin/pages/:id/subscribers', async (request) => ({ state: true, subscribers: await listSubscribers(ctx.db, await knownPage(request)) }));
    app.get('/admin/pages/:id/messenger-optins', async (request) => ({
      state: true,
      messenger_optins: await listMessengerOptins(ctx.db, await knownPage(request)),
    }));
    app.get('/admin/pages/:id/events', async (request) => ({ state: true, events: await listPixelEvents(ctx.db, await knownPage(request)) }));

    await app.register(privacyRoutes(ctx, '/admin', knownPage));

    app.post('/admin/pages/:id/pixel-tokens', async (request) => {
      const id = await knownPage(request);
      const body = request.body === undefined ? {} : request.body;
      if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
      const ttl = body.ttl_seconds ?? DEFAULT_PIXEL_TOKEN_TTL_SECONDS;
      if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > MAX_PIXEL_TOKEN_TTL_SECONDS) {
        throw fail(400, `ttl_seconds: expected a whole number of seconds from 60 to ${MAX_PIXEL_TOKEN_TTL_SECONDS}`, 'ttl_seconds');
      }
      return { state: true, ...issuePixelToken(ctx.pixelTokenSecret, id, ttl) };
    });

    await app.register(webhookRoutes(ctx, '/admin'));
    await app.register(couponCodeRoutes(ctx, '/admin/pages'));

    // Anything else under /admin: a JSON 404 (after the Host and token checks above).
    app.all('/admin', async (request) => {
      throw fail(404, `No admin route ${request.method} ${request.url.split('?')[0] ?? ''}`);
    });
    app.all('/admin/*', async (request) => {
      throw fail(404, `No admin route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);
    });
  };
}
