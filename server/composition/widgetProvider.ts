/**
 * The widget provider origin (http://localhost:8081): loader.js and the built frame app from `dist/`
 * (@fastify/static: canonical paths only, no dotfiles, ETags), the frame document with its own CSP,
 * `GET /widget/config?page_id=…` and the per-page script `GET /page/<PAGE_ID>.js` (pageScriptRoute.ts),
 * the SPEC §7 API, Meta's Messenger webhook, the SMS double opt-in (smsConfirmation.ts), the admin API and the studio (`/studio/`, studioSite.ts).
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { adminRoutes } from '../api/adminApi';
import type { WrongTokenLimiter } from '../policies/wrongTokenLimiter';
import { API_PATHS, CONFIG_PATH, createPageResolver, registerApiCors, type ApiContext, type PageResolver } from '../api/apiContext';
import { fail } from '../api/apiErrors';
import { createHttpServer, refuseOtherMethods } from './httpServer';
import { messengerWebhookRoutes } from '../api/messengerWebhook';
import { smsConfirmationRoutes } from '../api/smsConfirmation';
import type { PageLookup } from '../stores/pageStore';
import { pixelRoutes } from '../api/pixelEvents';
import { visitorCountryRoute } from '../api/visitorCountryRoute';
import { widgetRoutes } from '../api/widgetApi';
import { studioSite } from '../api/studioSite';
import { registerBenchFiles } from '../bench/benchFiles';
import { CONFIG_CACHE_CONTROL, sendRevalidated } from '../policies/pageCaching';
import { registerPageScript } from '../api/pageScriptRoute';
import { createConfigBody } from './configBody';
import { createFrameDocuments, IMMUTABLE } from './frameDocuments';
import { createRenderBudget, DEFAULT_FRAME_RENDER_LIMIT } from '../policies/renderBudget';

interface WidgetProviderOptions {
  /** Built client (`dist/`): loader.js, frame/index.html, frame/assets/… */
  distDir: string;
  /** Provider-only static files for benchmarks (`demo/provider/`), served under /frame/ (bench/benchFiles.ts). */
  providerDir: string;
  /** The demo site's origin, substituted for `{{DEMO_ORIGIN}}` in served configurations (configTemplate.ts). */
  demoOrigin: () => string;
  /** The provider's own origin, for `{{WIDGET_ORIGIN}}` in served configurations (configTemplate.ts). */
  widgetOrigin: () => string;
  /** The origin frame documents are painted for (policies/frameOrigin.ts): from SERVER_NAMES, else widgetOrigin. */
  frameOrigin: () => string;
  /** Database, pages, secrets and rate limits of the SPEC §7 API. */
  api: ApiContext;
  /** Whether ADMIN_TOKEN was set (else the studio's token was generated). */
  adminTokenSet: boolean;
  /** The `Host` values this server answers to on the admin API. */
  serverNames: () => readonly string[];
  /** The `Host` values the studio answers to (STUDIO_NAMES, else serverNames). */
  studioNames: () => readonly string[];
  /** The admin token (ADMIN_TOKEN, else the generated one) and the secret of the studio's session cookie. */
  studio: { token: string; sessionSecret: string };
  /** Wrong admin tokens, one budget for the admin API and the studio's sign-in; null: no limit. */
  wrongTokens: WrongTokenLimiter | null;
  /** Shared rate-limit store (REDIS_URL); null: in this process's memory. */
  redis: Redis | null;
  logRequests: boolean;
  trustProxy?: string;
  requestTimeoutMs?: number;
}

const NOT_FOUND_TEXT =
  'Not found\n\nThis origin serves /loader.js, /page/<PAGE_ID>.js, /frame/index.html?page_id=…, /frame/assets/… and /widget/config?page_id=…\n';

/** One line, as the seeding reports a broken file (pageStore), not a stack: the server keeps serving. */
function logConfigProblem(result: PageLookup, where: string): void {
  if (result.kind === 'invalid-json') {
    console.error(`[server] ${where}: configuration for page ${result.pageId} is not valid JSON: ${result.error}`);
  }
}

type ConfigBody = ReturnType<typeof createConfigBody>;

/** Per-route limits only (`global: false`); registered before every route, so each route can name its own. */
async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'mc-rate-limit-' } : {}),
    // A store outage must not turn every sign-up into an error: requests pass, the outage is logged (app.ts).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return fail(429, `Too many requests, try again in ${seconds} s`, undefined, { 'Retry-After': String(seconds) });
    },
  });
}

/** `GET /widget/config?page_id=…`: the page's configuration as the frame and the loader read it. */
function registerConfigRoute(scope: FastifyInstance, resolver: PageResolver, configBody: ConfigBody): void {
  scope.get(CONFIG_PATH, async (request, reply) => {
    const result = await resolver.configOf(request);
    switch (result.kind) {
      case 'invalid-id':
        return reply.code(400).send({ state: false, errors: ['Invalid page_id'] });
      case 'unknown':
        return reply.code(404).send({ state: false, errors: ['Unknown page_id'] });
      case 'invalid-json':
        logConfigProblem(result, 'GET /widget/config');
        return reply.code(500).send({ state: false, errors: [`Configuration for page ${result.pageId} is not valid JSON`] });
      case 'ok':
        break;
    }
    // Revalidated on every load (an admin save shows at once) but a 304 when nothing changed.
    return sendRevalidated(request, reply, await configBody(result.page), 'application/json; charset=utf-8', CONFIG_CACHE_CONTROL);
  });
  refuseOtherMethods(scope, CONFIG_PATH, ['GET', 'OPTIONS']);
}

/** The API and the configuration, in a scope of their own: CORS per page, never cached. */
function apiScope(api: ApiContext, resolver: PageResolver, configBody: ConfigBody) {
  return async (scope: FastifyInstance): Promise<void> => {
    await registerApiCors(scope, resolver);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    await scope.register(pixelRoutes(api, resolver));
    await scope.register(visitorCountryRoute(api));
    await scope.register(widgetRoutes(api, resolver));
    for (const [url, method] of Object.entries(API_PATHS)) refuseOtherMethods(scope, url, [method, 'OPTIONS']);
    registerConfigRoute(scope, resolver, configBody);
  };
}

/** The owner's doors, each with its own checks: Meta's webhook, the admin API and the studio. */
async function registerOwnerRoutes(app: FastifyInstance, opts: WidgetProviderOptions): Promise<void> {
  await app.register(messengerWebhookRoutes(opts.api));
  await app.register(smsConfirmationRoutes(opts.api));
  await app.register(
    adminRoutes(opts.api, { token: opts.studio.token, adminTokenSet: opts.adminTokenSet, serverNames: opts.serverNames, wrongTokens: opts.wrongTokens }),
  );
  await app.register(
    studioSite(opts.api, {
      ...opts.studio,
      studioNames: opts.studioNames,
      demoOrigin: opts.demoOrigin,
      wrongTokens: opts.wrongTokens,
      studioDir: path.join(opts.distDir, 'studio'),
    }),
  );
}

/** The built client from `dist/`: loader.js, the loader's lazy chunk and the frame app's assets. */
async function registerBuiltFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    // Dotfiles (.build-stamp, .env) are never served: 404.
    dotfiles: 'ignore',
    // Our own Cache-Control below; @fastify/static would add `public, max-age=0`.
    cacheControl: false,
    // `npm run build` writes .br and .gz beside each file (scripts/precompress.mjs): served as they are.
    preCompressed: true,
    // Every HTML document of the frame app is a frame document (the routes above, with their CSP),
    // dist/studio/ is the studio's, served by its own routes with its own headers (studioSite.ts), and
    // dist/frame-server/ is the server renderer this process runs (firstViewRenderer.ts), never sent.
    allowedPath: (pathName, root) =>
      root !== distDir || (!pathName.toLowerCase().endsWith('.html') && !/^\/(?:studio|frame-server)(?:\/|$)/i.test(pathName)),
    setHeaders: (reply, filePath) => {
      // Hashed names (the frame app's assets, the loader's lazy chunk): immutable; the rest revalidated.
      const assets = ['frame/assets', 'loader-chunks'].some((dir) => filePath.startsWith(path.join(distDir, dir) + path.sep));
      reply.header('Cache-Control', assets ? IMMUTABLE : 'no-cache').header('X-Content-Type-Options', 'nosniff');
      // Also as precompressed (`.br`, `.gz`): the loader's lazy chunk is a module script another origin imports.
      if (/\.(?:m?js|css)(?:\.br|\.gz)?$/.test(filePath)) reply.header('Access-Control-Allow-Origin', '*');
      if (/\.m?js$/.test(filePath)) reply.header('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
}

/** Anything no route answers: 405 for a method this origin never takes, else a 404 that lists what it serves. */
function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed\n');
  }
  return reply.code(404).type('text/plain; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(NOT_FOUND_TEXT);
}

export async function createWidgetProvider(opts: WidgetProviderOptions): Promise<FastifyInstance> {
  const app = createHttpServer({ name: 'widget', logRequests: opts.logRequests, trustProxy: opts.trustProxy, requestTimeoutMs: opts.requestTimeoutMs });
  const resolver = createPageResolver(opts.api.pages);
  const configOrigins = () => ({ demo: opts.demoOrigin(), widget: opts.widgetOrigin() });
  const frameDocuments = createFrameDocuments({
    distDir: opts.distDir,
    pages: opts.api.pages,
    configOrigins,
    onConfigProblem: logConfigProblem,
    frameOrigin: opts.frameOrigin,
    renderBudget: opts.api.limits ? createRenderBudget(opts.api.limits.frameRenders ?? DEFAULT_FRAME_RENDER_LIMIT) : null,
  });
  const configBody = createConfigBody({ versionsOf: (page) => frameDocuments.versionsOf(page), signSecret: opts.api.signSecret, origins: configOrigins });

  // The order matters: the rate limit before any route, the not-found handler after every one.
  await registerRateLimit(app, opts.redis);
  await app.register(apiScope(opts.api, resolver, configBody));
  await registerOwnerRoutes(app, opts);

  // The per-page script: the configuration above and the loader's start in one script (pageScriptRoute.ts).
  registerPageScript(app, { pages: opts.api.pages, configBody, onConfigProblem: logConfigProblem });

  // The frame documents (frameDocuments.ts): plain or painted, with their CSP, immutable at their version.
  frameDocuments.register(app);

  await registerBuiltFiles(app, opts.distDir);

  // Pages and library files of the benchmark's baselines (tests/bench/), apart from the product's routes.
  registerBenchFiles(app, opts.providerDir);

  app.setNotFoundHandler(answerNotFound);
  return app;
}
