/**
 * The studio's JSON API, under `/studio/api` (documented in docs/SERVER.md "Studio"):
 *   POST   /studio/api/session  {token}  → sets the session cookie; 401 for a wrong token; rate-limited
 *   GET    /studio/api/session           → {state, signedIn, expiresAt | reason} (the one question asked
 *                                           without a session, so a first visit is not an error)
 *   DELETE /studio/api/session           → clears the cookie (always: signing out never fails)
 *   GET    /studio/api/pages             → {state, pages: [admin page summary + widgetList]}
 *   GET    /studio/api/pages/:id         → {state, page} as GET /admin/pages/:id
 *   creating pages, and creating, saving, deleting and reordering widgets: studioWidgets.ts
 * The `Host` check (421) runs before all of it, in the studio's scope (studioSite.ts). Then every route
 * but the session's own three needs a valid session cookie (401), and a state change sent with an `Origin`
 * header must come from this server (403): SameSite=Strict keeps the cookie from other sites, but another
 * port of `localhost` is the same site. No CORS headers: the studio is not for other origins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse, StudioPagesResponse } from '../bridge-protocol/studioApi';
import { signInRequestSchema } from '../bridge-protocol/studioApi';
import { isPlainObject } from '../bridge-protocol/validate';
import { pageSummary, readPage } from './adminApi';
import type { ApiContext, WindowLimit } from './apiContext';
import { fail, schemaError } from './apiErrors';
import { refuseOtherMethods } from './httpServer';
import { isOwnOrigin } from './ownHost';
import { sameSecret } from './sameSecret';
import { studioReportRoutes } from './studioReports';
import { checkSessionValue, SESSION_COOKIE, type SessionCheck, SESSION_PATH, SESSION_TTL_MS, sessionValue, tokenTag } from './studioSession';
import { widgetSummaries } from './widgetSummary';
import { studioWidgetRoutes } from './studioWidgets';
import { demoPageUrl } from './demoPageUrl';

export interface StudioApiOptions {
  /** The admin token the studio's sign-in takes: ADMIN_TOKEN, else the one generated and stored at first start. */
  token: string;
  /** HMAC secret of the token tag inside the cookie (the cookie's own signature is @fastify/cookie's). */
  sessionSecret: string;
  /** The `Host` values this server answers to (for the `Origin` check of state changes). */
  serverNames: () => readonly string[];
  /** Sign-in attempts per IP; null: no limit (benchmarks). */
  signInLimit: WindowLimit | null;
  /** The reference server's demo site, where "View on the demo site" opens a page (try.html); '' or absent: none. */
  demoOrigin?: () => string;
  /** Clock of the session expiry; tests move it. */
  now?: () => number;
}

const NOT_SIGNED_IN = 'Not signed in: sign in to the studio with the admin token';
const WRONG_TOKEN = 'Wrong admin token: check it and try again.';

export function studioApiRoutes(ctx: ApiContext, opts: StudioApiOptions) {
  const now = opts.now ?? Date.now;
  const tag = tokenTag(opts.sessionSecret, opts.token);

  const cookieOptions = (request: FastifyRequest) => ({
    path: SESSION_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Secure where the browser reached us over https (behind TRUST_PROXY, as the proxy says); a Secure
    // cookie set over plain http on localhost would be dropped by some browsers.
    secure: request.protocol === 'https',
  });

  /** The request's session: its cookie, signature (@fastify/cookie), token tag and expiry checked. */
  function sessionOf(request: FastifyRequest): SessionCheck | { kind: 'none' } {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw === undefined || raw === '') return { kind: 'none' };
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value !== null ? checkSessionValue(unsigned.value, tag, now()) : { kind: 'invalid' };
  }

  /** A 401 that says why, unless the request has a valid session. */
  function requireSession(request: FastifyRequest): void {
    const session = sessionOf(request);
    if (session.kind === 'expired') throw fail(401, 'Your studio session has expired: sign in again');
    if (session.kind !== 'valid') throw fail(401, NOT_SIGNED_IN);
  }

  /** Signing in, asking whether one is signed in, and signing out need no session. */
  const isSessionRoute = (request: FastifyRequest): boolean =>
    request.routeOptions.url === '/studio/api/session' && ['GET', 'HEAD', 'POST', 'DELETE'].includes(request.method);

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const origin = request.headers.origin;
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== undefined && !isOwnOrigin(origin, opts.serverNames())) {
        throw fail(403, `Studio: a request from ${origin.slice(0, 100)} may not change anything here`);
      }
      if (!isSessionRoute(request)) requireSession(request);
    });

    app.post(
      '/studio/api/session',
      { config: opts.signInLimit ? { rateLimit: { max: opts.signInLimit.max, timeWindow: opts.signInLimit.timeWindowMs } } : {} },
      async (request, reply) => {
        // The server also parses text/plain as JSON (the pixel's simple requests); a sign-in is always
        // the studio's own fetch, so anything else is refused rather than accepted from a plain form.
        if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
          throw fail(415, 'Unsupported Content-Type: send application/json');
        }
        const body: unknown = request.body;
        if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object {"token": "…"}');
        const problem = signInRequestSchema(body, 'body');
        if (problem) throw schemaError(problem);
        const token = body.token as string;
        if (token.trim() === '') throw fail(400, 'Enter the admin token', 'token');
        if (!sameSecret(token, opts.token)) throw fail(401, WRONG_TOKEN, 'token');
        const expiresAtMs = now() + SESSION_TTL_MS;
        reply.setCookie(SESSION_COOKIE, sessionValue(expiresAtMs, tag), {
          ...cookieOptions(request),
          signed: true,
          maxAge: SESSION_TTL_MS / 1000,
        });
        const answer: SessionResponse = { state: true, signedIn: true, expiresAt: new Date(expiresAtMs).toISOString() };
        return answer;
      },
    );

    app.get('/studio/api/session', async (request) => {
      const session = sessionOf(request);
      const answer: SessionResponse =
        session.kind === 'valid'
          ? { state: true, signedIn: true, expiresAt: new Date(session.expiresAtMs).toISOString() }
          : { state: true, signedIn: false, reason: session.kind };
      return answer;
    });

    app.delete('/studio/api/session', async (request, reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      const answer: SessionResponse = { state: true, signedIn: false };
      return answer;
    });

    app.get('/studio/api/pages', async () => {
      const pages = (await ctx.pages.list()).map((p) => ({ ...pageSummary(p), widgetList: widgetSummaries(p.config) }));
      const answer: StudioPagesResponse = { state: true, pages };
      return answer;
    });

    app.get('/studio/api/pages/:id', async (request) => {
      const page = await readPage(ctx, request);
      const demoOrigin = opts.demoOrigin?.() ?? '';
      return { state: true, page, ...(demoOrigin === '' ? {} : { demoUrl: demoPageUrl(demoOrigin, page) }) };
    });

    refuseOtherMethods(app, '/studio/api/session', ['GET', 'POST', 'DELETE']);
    refuseOtherMethods(app, '/studio/api/pages/:id', ['GET']);

    await app.register(studioWidgetRoutes(ctx));
    await app.register(studioReportRoutes(ctx));

    // Anything else under /studio/api: a JSON 404, after the checks above (no route list for strangers).
    app.all('/studio/api', async (request) => {
      throw fail(404, `No studio route ${request.method} /studio/api`);
    });
    app.all('/studio/api/*', async (request) => {
      throw fail(404, `No studio route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);
    });
  };
}
