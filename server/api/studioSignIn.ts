/**
 * The studio's sign-in and sessions, under `/studio/api` (inside studioApi.ts's scope, after its Host
 * and Origin checks):
 *   POST   /studio/api/session  {token} | {code} → opens a session and sets its cookie; 401 for a wrong
 *                                           token or a used/expired sign-in link; wrong tries are limited
 *                                           together with the admin API's (ownerSecretTry.ts)
 *   GET    /studio/api/session           → {state, signedIn, expiresAt | reason}
 *   DELETE /studio/api/session           → ends this session on the server and clears the cookie (always:
 *                                           signing out never fails)
 *   DELETE /studio/api/sessions          → ends every session, on every browser ("sign out everywhere")
 * and `requireSession` (studioAuth), which every other studio route runs first: a signed cookie naming a row of
 * `studio_sessions` that has not ended or expired and was opened with the current admin token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../bridge-protocol/studio/studioApi';
import { signInRequestSchema } from '../../bridge-protocol/studio/studioApi';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { ApiContext } from './apiContext';
import { fail, schemaError } from './apiErrors';
import { refuseOtherMethods } from '../composition/httpServer';
import { tryOwnerSecret } from '../policies/ownerSecretTry';
import { sameSecret } from '../policies/sameSecret';
import { createSignInLinks } from '../stores/signInLinks';
import { SESSION_COOKIE, type SessionCheck, sessionIdOf, SESSION_PATH, SESSION_TTL_MS, sessionValue, tokenTag } from '../policies/studioSession';
import { createStudioSessions } from '../stores/studioSessions';
import type { WrongTokenLimiter } from '../policies/wrongTokenLimiter';

export interface StudioSessionOptions {
  /** The admin token the studio's sign-in takes: ADMIN_TOKEN, else the one generated and stored at first start. */
  token: string;
  /** HMAC secret of the token tag of each session (the cookie's own signature is @fastify/cookie's). */
  sessionSecret: string;
  /** Wrong tries of the token or a sign-in link, one budget with the admin API's; null: no limit (benchmarks). */
  wrongTokens: WrongTokenLimiter | null;
  /** Clock of the session expiry; tests move it. */
  now?: () => number;
}

const NOT_SIGNED_IN = 'Not signed in: sign in to the studio with the admin token';
const WRONG_TOKEN = 'Wrong admin token: check it and try again.';
const USED_LINK = 'This sign-in link has been used or has expired. Sign in with the admin token, or restart the server for a new link.';

/** Signing in, asking whether one is signed in, and signing out need no session. */
export const isSessionRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url === '/studio/api/session' && ['GET', 'HEAD', 'POST', 'DELETE'].includes(request.method);

/** The studio's sessions and sign-in checks, for the routes below and for every other studio route. */
export function studioAuth(ctx: ApiContext, opts: StudioSessionOptions) {
  const now = opts.now ?? Date.now;
  const tag = tokenTag(opts.sessionSecret, opts.token);
  const sessions = createStudioSessions(ctx.db, now);
  const links = createSignInLinks(ctx.db, now);

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

  return {
    sessionOf,
    /** A 401 that says why, unless the request has a valid session. */
    async requireSession(request: FastifyRequest): Promise<void> {
      const session = await sessionOf(request);
      if (session.kind === 'expired') throw fail(401, 'Your studio session has expired: sign in again');
      if (session.kind !== 'valid') throw fail(401, NOT_SIGNED_IN);
    },
    /** Checks the body's secret (the token, or a one-time link's code) under the shared limit, then opens a session. */
    async signIn(request: FastifyRequest, body: Record<string, unknown>): Promise<{ id: string; expiresAtMs: number }> {
      if (typeof body.code === 'string') {
        const code = body.code;
        if (!(await tryOwnerSecret(opts.wrongTokens, request, () => links.redeem(code)))) throw fail(401, USED_LINK, 'code');
        return sessions.open(tag);
      }
      if (body.token === undefined) throw fail(400, 'token is required', 'token');
      const token = body.token as string;
      if (token.trim() === '') throw fail(400, 'Enter the admin token', 'token');
      if (!(await tryOwnerSecret(opts.wrongTokens, request, () => sameSecret(token, opts.token)))) throw fail(401, WRONG_TOKEN, 'token');
      return sessions.open(tag);
    },
    /** Ends the request's own session, if its cookie names one. */
    async signOut(request: FastifyRequest): Promise<void> {
      const id = sessionIdOfRequest(request);
      if (id !== null && id !== 'invalid') await sessions.end(id);
    },
    signOutEverywhere: (): Promise<number> => sessions.endAll(),
  };
}
type StudioAuth = ReturnType<typeof studioAuth>;

const cookieOptions = (request: FastifyRequest) => ({
  path: SESSION_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  // Secure where the browser reached us over https (behind TRUST_PROXY, as the proxy says); a Secure
  // cookie set over plain http on localhost would be dropped by some browsers.
  secure: request.protocol === 'https',
});

/** Adds the session routes to `app` (the studio API's own scope, so its Host and Origin checks run first). */
export function addSessionRoutes(app: FastifyInstance, auth: StudioAuth): void {
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
    const session = await auth.signIn(request, body);
    reply.setCookie(SESSION_COOKIE, sessionValue(session.id), { ...cookieOptions(request), signed: true, maxAge: SESSION_TTL_MS / 1000 });
    const answer: SessionResponse = { state: true, signedIn: true, expiresAt: new Date(session.expiresAtMs).toISOString() };
    return answer;
  });

  app.get('/studio/api/session', async (request) => {
    const session = await auth.sessionOf(request);
    const answer: SessionResponse =
      session.kind === 'valid'
        ? { state: true, signedIn: true, expiresAt: new Date(session.expiresAtMs).toISOString() }
        : { state: true, signedIn: false, reason: session.kind };
    return answer;
  });

  app.delete('/studio/api/session', async (request, reply: FastifyReply) => {
    await auth.signOut(request);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    const answer: SessionResponse = { state: true, signedIn: false };
    return answer;
  });

  app.delete('/studio/api/sessions', async (request, reply: FastifyReply) => {
    const ended = await auth.signOutEverywhere();
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    const answer: SessionResponse = { state: true, signedIn: false, ended };
    return answer;
  });

  refuseOtherMethods(app, '/studio/api/session', ['GET', 'POST', 'DELETE']);
  refuseOtherMethods(app, '/studio/api/sessions', ['DELETE']);
}
