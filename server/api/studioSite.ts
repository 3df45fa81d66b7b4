/**
 * The studio on the provider origin: `dist/studio/` (its own Vite build) at `/studio/`, and its API at
 * `/studio/api/` (studioApi.ts), in one Fastify scope that checks the `Host` first (421, ownHost.ts) and
 * gives every answer the studio's headers (studioHeaders.ts). @fastify/cookie parses and signs the
 * session cookie in this scope only: no other route of the origin reads it.
 * Paths: `/studio/assets/*` are the hashed files (one-year immutable, precompressed copies served as
 * they are); any other `/studio/…` path is the app's `index.html` (its routes live in the browser);
 * `/studio` redirects to `/studio/`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { checkOwnHost } from '../policies/ownHost';
import type { ApiContext } from './apiContext';
import { studioApiRoutes, type StudioApiOptions } from './studioApi';
import { STUDIO_HEADERS } from '../policies/studioHeaders';

interface StudioSiteOptions extends StudioApiOptions {
  /** The studio's build: `dist/studio/` (index.html and assets/). */
  studioDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET_PATH = /^assets\/[A-Za-z0-9._-]+$/;

export function studioSite(ctx: ApiContext, opts: StudioSiteOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(cookie, { secret: opts.sessionSecret, hook: 'onRequest' });
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(STUDIO_HEADERS);
      checkOwnHost(request, opts.studioNames(), 'Studio');
    });

    await app.register(studioApiRoutes(ctx, opts));

    await app.register(fastifyStatic, {
      root: opts.studioDir,
      // Routes below decide which file a path is; the plugin sends it (ETags, ranges, .br/.gz copies).
      serve: false,
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
    });

    const sendIndex = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.studioDir);

    app.get('/studio', async (_request, reply) => reply.header('Cache-Control', 'no-cache').redirect('/studio/', 308));
    app.get('/studio/', async (_request, reply) => sendIndex(reply));
    app.get('/studio/*', async (request, reply) => {
      const rest = (request.params as { '*'?: string })['*'] ?? '';
      if (!ASSET_PATH.test(rest)) return sendIndex(reply);
      return reply.header('Cache-Control', IMMUTABLE).sendFile(rest, opts.studioDir);
    });
  };
}
