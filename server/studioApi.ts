/**
 * The studio's JSON API, under `/studio/api` (documented in docs/SERVER.md "Studio"):
 *   POST   /studio/api/session  {token} | {code} → opens a session and sets its cookie; 401 for a wrong
 *                                           token or a used/expired sign-in link; wrong tries are limited
 *                                           together with the admin API's (ownerSecretTry.ts)
 *   GET    /studio/api/session           → {state, signedIn, expiresAt | reason} (the one question asked
 *                                           without a session, so a first visit is not an error)
 *   DELETE /studio/api/session           → ends this session on the server and clears the cookie (always:
 *                                           signing out never fails)
 *   DELETE /studio/api/sessions          → ends every session, on every browser ("sign out everywhere")
 *   GET    /studio/api/pages             → {state, pages: [admin page summary + widgetList]}
 *   GET    /studio/api/pages/:id         → {state, page} as GET /admin/pages/:id
 *   creating pages, and creating, saving, deleting and reordering widgets: studioWidgets.ts
 * The `Host` check (421) runs before all of it, in the studio's scope (studioSite.ts). Then every route
 * but the session's own three needs a valid session (401): a signed cookie naming a row of
 * `studio_sessions` that has not ended or expired and was opened with the current admin token. A state
 * change sent with an `Origin` header must come from the studio's own names (403): SameSite=Strict keeps
 * the cookie from other sites, but another port of `localhost` is the same site. No CORS headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse, StudioPagesResponse } from '../bridge-protocol/studioApi';
import { signInRequestSchema } from '../bridge-protocol/studioApi';
import { isPlainObject } from '../bridge-protocol/validate';
import { pageSummary, readPage } from './adminApi';
import type { ApiContext } from './apiContext';
import { fail, schemaError } from './apiErrors';
import { refuseOtherMethods } from './httpServer';
import { tryOwnerSecret } from './ownerSecretTry';
import { isOwnOrigin } from './ownHost';
import { sameSecret } from './sameSecret';
import { createSignInLinks } from './signInLinks';
import { studioReportRoutes } from './studioReports';
import { SESSION_COOKIE, type SessionCheck, sessionIdOf, SESSION_PATH, SESSION_TTL_MS, sessionValue, tokenTag } from './studioSession';
import { createStudioSessions } from './studioSessions';
import { widgetSummaries } from './widgetSummary';
import { studioWidgetRoutes } from './studioWidgets';
import { demoPageUrl } from './demoPageUrl';
import type { WrongTokenLimiter } from './wrongTokenLimiter';

export interface StudioApiOptions {
  /** The admin token the studio's sign-in takes: ADMIN_TOKEN, else the one generated and stored at first start. */
  token: string;
  /** HMAC secret of the token tag of each session (the cookie's own signature is @fastify/cookie's). */
  sessionSecret: string;
  /** The `Host` values the studio answers to (for the `Origin` check of state changes). */
  studioNames: () => readonly string[];
  /** Wrong tries of the token or a sign-in link, one budget with the admin API's; null: no limit (benchmarks). */
  wrongTokens: WrongTokenLimiter | null;
  /** The reference server's demo site, where "View on the demo site" opens a page (try.html); '' or absent: none. */
  demoOrigin?: () => string;
  /** Clock of the session expiry; tests move it. */
  now?: () => number;
}

const NOT_SIGNED_IN = 'Not signed in: sign in to the studio with the admin token';
const WRONG_TOKEN = 'Wrong admin token: check it and try again.';
const USED_LINK = 'This sign-in link has been used or has expired. Sign in with the admin token, or restart the server for a new link.';

export function studioApiRoutes(ctx: ApiContext, opts: StudioApiOptions) {
  const now = opts.now ?? Date.now;
  const tag = tokenTag(opts.sessionSecret, opts.token);
  const sessions = createStudioSessions(ctx.db, now);
  const links = createSignInLinks(ctx.db, now);

  const cookieOptions = (request: FastifyRequest) => ({
    path: SESSION_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Secure where the browser reached us over https (behind TRUST_PROXY, as the proxy says); a Secure
    // cookie set over plain http on localhost would be dropped by some browsers.
    secure: request.protocol === 'https',
  });

  /** The session id the request's cookie names, its signature (@fastify/cookie) checked; null if none. */
  function sessionIdOfRequest(request: FastifyRequest): string | null | 'invalid' {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw === undefined || raw === '') return null;
    const unsigned = request.unsignCookie(raw);
    return (unsigned.valid && unsigned.value !== null ? sessionIdOf(unsigned.value) : null) ?? 'invalid';
  }

  /** The request's session: its cookie, then its row (not ended, not expired, the current token's). */
  async function sessionOf(request: FastifyRequest): Promise<SessionCheck | { kind: 'none' }> {
    const id = sessionIdOfRequest(request);
    if (id === null) return { kind: 'none' };
    return id === 'invalid' ? { kind: 'invalid' } : sessions.check(id, tag);
  }

  /** A 401 that says why, unless the request has a valid session. */
  async function requireSession(request: FastifyRequest): Promise<void> {
    const session = await sessionOf(request);
    if (session.kind === 'expired') throw fail(401, 'Your studio session has expired: sign in again');
    if (session.kind !== 'valid') throw fail(401, NOT_SIGNED_IN);
  }

  /** Signing in, asking whether one is signed in, and signing out need no session. */
  const isSessionRoute = (request: FastifyRequest): boolean =>
    request.routeOptions.url === '/studio/api/session' && ['GET', 'HEAD', 'POST', 'DELETE'].includes(request.method);

  /** The sign-in body's secret, checked under the shared limit: the token, or a one-time link's code. */
  async function checkSignIn(request: FastifyRequest, body: Record<string, unknown>): Promise<void> {
    if (typeof body.code === 'string') {
      const code = body.code;
      if (!(await tryOwnerSecret(opts.wrongTokens, request, () => links.redeem(code)))) throw fail(401, USED_LINK, 'code');
      return;
    }
    if (body.token === undefined) throw fail(400, 'token is required', 'token');
    const token = body.token as string;
    if (token.trim() === '') throw fail(400, 'Enter the admin token', 'token');
    if (!(await tryOwnerSecret(opts.wrongTokens, request, () => sameSecret(token, opts.token)))) throw fail(401, WRONG_TOKEN, 'token');
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const origin = request.headers.origin;
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin !== undefined && !isOwnOrigin(origin, opts.studioNames())) {
        throw fail(403, `Studio: a request from ${origin.slice(0, 100)} may not change anything here`);
      }
      if (!isSessionRoute(request)) await requireSession(request);
    });

    app.post('/studio/api/session', async (request, reply) => {
      // The server also parses text/plain as JSON (the pixel's simple requests); a sign-in is always
      // the studio's own fetch, so anything else is refused rather than accepted from a plain form.
      if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
        throw fail(415, 'Unsupported Content-Type: send application/json');
      }
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object {"token": "…"}');
      const problem = signInRequestSchema(body, 'body');
      if (problem) throw schemaError(problem);
      await checkSignIn(request, body);
      const session = await sessions.open(tag);
      reply.setCookie(SESSION_COOKIE, sessionValue(session.id), { ...cookieOptions(request), signed: true, maxAge: SESSION_TTL_MS / 1000 });
      const answer: SessionResponse = { state: true, signedIn: true, expiresAt: new Date(session.expiresAtMs).toISOString() };
      return answer;
    });

    app.get('/studio/api/session', async (request) => {
      const session = await sessionOf(request);
      const answer: SessionResponse =
        session.kind === 'valid'
          ? { state: true, signedIn: true, expiresAt: new Date(session.expiresAtMs).toISOString() }
          : { state: true, signedIn: false, reason: session.kind };
      return answer;
    });

    app.delete('/studio/api/session', async (request, reply: FastifyReply) => {
      const id = sessionIdOfRequest(request);
      if (id !== null && id !== 'invalid') await sessions.end(id);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      const answer: SessionResponse = { state: true, signedIn: false };
      return answer;
    });

    app.delete('/studio/api/sessions', async (request, reply: FastifyReply) => {
      const ended = await sessions.endAll();
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      const answer: SessionResponse = { state: true, signedIn: false, ended };
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
    refuseOtherMethods(app, '/studio/api/sessions', ['DELETE']);
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
