/**
 * What every API route shares: the database, pages, the sign secret, the Messenger webhook secrets, the
 * rate limiters, the CORS rule and one wrapper that turns ApiFailures into `{state:false, errors}` answers.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Database } from './db/database';
import { ApiFailure, fail, sendFailure } from './apiErrors';
import { sendJson } from './http';
import { isOriginAllowed } from './pageConfig';
import type { PageStore, StoredPage } from './pageStore';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rateLimit';

/** Secrets of Meta's Messenger webhook (messengerWebhook.ts). */
export interface MessengerSecrets {
  /** The Meta app secret: `X-Hub-Signature-256` is an HMAC-SHA256 of the raw body under it. */
  appSecret: string;
  /** The token Meta echoes in the `GET /webhook/messenger` verification handshake. */
  verifyToken: string;
}

export interface ApiContext {
  db: Database;
  pages: PageStore;
  signSecret: string;
  messenger: MessengerSecrets;
  /** null: rate limits disabled (benchmarks). */
  perIp: RateLimiter | null;
  perPhone: RateLimiter | null;
}

export function createApiContext(
  db: Database,
  pages: PageStore,
  signSecret: string,
  limits: RateLimitOptions | false,
  messenger: MessengerSecrets,
): ApiContext {
  return {
    db,
    pages,
    signSecret,
    messenger,
    perIp: limits ? createRateLimiter(limits.perIp) : null,
    perPhone: limits ? createRateLimiter(limits.perPhone) : null,
  };
}

export const tooManyRequests = (seconds: number): ApiFailure =>
  fail(429, `Too many requests, try again in ${seconds} s`, undefined, { 'Retry-After': String(seconds) });

export function takeToken(limiter: RateLimiter | null, key: string): void {
  const wait = limiter?.take(key) ?? 0;
  if (wait > 0) throw tooManyRequests(wait);
}

export const clientIp = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';

/** CORS headers for a response about `page` (undefined: not known yet, only local origins). */
export function corsFor(req: IncomingMessage, page: StoredPage | undefined): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { Vary: 'Origin', 'Cache-Control': 'no-store' };
  const origin = req.headers.origin;
  if (origin && isOriginAllowed(origin, page?.whitelist)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

/** A state-changing widget call from a browser origin the page does not whitelist is refused (403). */
export function requireAllowedOrigin(req: IncomingMessage, page: StoredPage): void {
  const origin = req.headers.origin;
  if (origin && !isOriginAllowed(origin, page.whitelist)) throw fail(403, `Origin ${origin} is not allowed for page ${page.id}`);
}

/**
 * A preflight names no page, so it is answered for any origin; the real request is then checked
 * against the page's whitelist (403 without CORS headers when refused).
 */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, methods: string): void {
  const origin = req.headers.origin;
  const headers: OutgoingHttpHeaders = { Vary: 'Origin, Access-Control-Request-Headers', 'Cache-Control': 'no-store' };
  if (origin) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = methods;
    headers['Access-Control-Allow-Headers'] = 'Content-Type';
    headers['Access-Control-Max-Age'] = '600';
  }
  res.writeHead(204, headers);
  res.end();
}

export type RouteResult = { status?: number; body: unknown; headers: OutgoingHttpHeaders };

/**
 * Runs one API route: preflight, method check, per-IP bucket, then `fn`; an ApiFailure becomes the
 * error answer with the CORS headers `fn` had settled on (`cors.headers`, local origins until then).
 */
export async function runRoute(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  method: 'GET' | 'POST',
  fn: (cors: { headers: OutgoingHttpHeaders }) => Promise<RouteResult>,
): Promise<void> {
  const allow = `${method}, OPTIONS`;
  if (req.method === 'OPTIONS') return answerPreflight(req, res, allow);
  const cors = { headers: corsFor(req, undefined) };
  try {
    if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) {
      throw fail(405, `Method ${req.method ?? '?'} not allowed; use ${method}`, undefined, { Allow: allow });
    }
    takeToken(ctx.perIp, clientIp(req));
    const result = await fn(cors);
    sendJson(req, res, result.status ?? 200, result.body, { ...result.headers });
  } catch (err) {
    if (err instanceof ApiFailure) return sendFailure(req, res, err, cors.headers);
    // A database fault: logged with the route, answered in the shape the client reads.
    console.error(`[api] ${req.method ?? '?'} ${req.url ?? ''} failed:`, err);
    if (res.headersSent) return void res.destroy();
    sendFailure(req, res, fail(500, 'Internal server error, please try again'), cors.headers);
  }
}
