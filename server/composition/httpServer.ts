/**
 * One Fastify instance with the rules both origins share: structured logs (pino) and no stack trace in
 * any answer, request timeouts (a body trickled in slowly is cut off), JSON bodies parsed safely
 * (prototype keys refused, then storableJsonProblem: NUL, lone surrogates, nesting), gzip/brotli, and
 * one error handler that answers `{state:false, errors:[…]}` with the right 4xx for every client fault.
 */
import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { ApiFailure, fail } from '../api/apiErrors';
import { storableJsonProblem } from '../policies/jsonSafety';
import { isOriginAllowed } from '../policies/pageConfig';

/** Every widget and pixel body is small; bigger ones are refused before parsing (routes may raise it). */
export const MAX_BODY_BYTES = 16 * 1024;
/** The whole request, headers and body, must arrive within this (Node's default is 300 s). */
const REQUEST_TIMEOUT_MS = 10_000;

interface HttpServerOptions {
  /** Label in every log line ('widget' or 'demo'). */
  name: string;
  /** One info line per request. */
  logRequests: boolean;
  /** Fastify's trustProxy: behind a load balancer, which hops' X-Forwarded-For to believe. Default: none. */
  trustProxy?: string;
  /** Default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/** Valid JSON that the prototype-safe parser refused: it carries a __proto__ or constructor.prototype key. */
function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

const clientMessage = (error: FastifyError, request: FastifyRequest): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Body larger than ${request.routeOptions.bodyLimit ?? MAX_BODY_BYTES} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Content-Type: send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Body is not valid JSON';
    case 'FST_ERR_BAD_URL':
      return 'Malformed URL';
    default:
      return error.message;
  }
};

/** The cross-origin API (the loader's and the frames' calls); the admin API and the studio have no CORS. */
const isCrossOriginApi = (url: string): boolean => url.startsWith('/widget/') || url.startsWith('/pixel/');

/** The answer for a failure; on the cross-origin API local origins may read it (the route's own CORS decision never ran). */
function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, failure: ApiFailure): FastifyReply {
  const origin = request.headers.origin;
  if (origin && isCrossOriginApi(request.url) && !reply.hasHeader('access-control-allow-origin') && isOriginAllowed(origin, undefined)) {
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
  }
  return reply
    .code(status)
    .headers({ 'Cache-Control': 'no-store', ...failure.headers })
    .send({ state: false, errors: failure.errors });
}

export function createHttpServer(opts: HttpServerOptions): FastifyInstance {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      // 'info' logs one line per request and its answer; 'warn' (the default) only faults.
      level: opts.logRequests ? 'info' : (process.env.LOG_LEVEL ?? 'warn'),
      base: { server: opts.name },
    },
    bodyLimit: MAX_BODY_BYTES,
    // Node's own server with the timeout checked every second: by default Node looks only every 30 s,
    // so a body trickled in byte by byte would be held three times longer than the timeout says.
    serverFactory: (handler) => {
      const server = createServer({ requestTimeout, connectionsCheckingInterval: Math.min(1_000, requestTimeout) }, handler);
      server.keepAliveTimeout = 72_000;
      return server;
    },
    trustProxy: opts.trustProxy ?? false,
    // close() ends idle keep-alive connections at once and lets requests in flight finish (their
    // database queries included: the database closes after the servers); new ones get a 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: (error, request, reply) => {
      void sendFailure(request, reply, 400, fail(400, clientMessage(error, request)));
    },
  });

  // The pixel posts text/plain (a CORS simple request), widget calls application/json: both are JSON.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    jsonParser(request, text, (error, value) => {
      if (error) {
        done(fail(400, isPlainJson(text) ? 'Body must not contain __proto__ or constructor.prototype keys' : 'Body is not valid JSON'), undefined);
        return;
      }
      const problem = storableJsonProblem(value);
      if (problem) done(fail(400, problem), undefined);
      else done(null, value);
    });
  });

  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) return sendFailure(request, reply, error.status, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const extra: Record<string, string> = status === 413 ? { Connection: 'close' } : {};
      return sendFailure(request, reply, status, fail(status, clientMessage(error, request), undefined, extra));
    }
    if (reply.raw.destroyed) {
      // The client is gone (a benchmark stopping, a tab closed) and nobody waits for this answer: a fault
      // it meets on the way out (the database closing at shutdown) is not a server error.
      request.log.info({ method: request.method, url: request.url, reason: error.message }, 'client left before the answer');
      return reply;
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
    return sendFailure(request, reply, 500, fail(500, 'Internal server error, please try again'));
  });

  void app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (zlib's default) costs tens of ms per response; 5 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  return app;
}

/** Answers 405 with `Allow` for every method `url` does not serve (Fastify alone would say 404). */
export function refuseOtherMethods(app: FastifyInstance, url: string, allowed: readonly string[]): void {
  const allow = [...new Set([...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])])].join(', ');
  const others = HTTP_METHODS.filter((m) => !allowed.includes(m));
  if (others.length === 0) return;
  app.route({
    method: [...others],
    url,
    // GET is only ever in `others` when not allowed; its HEAD twin must not be exposed as a success.
    exposeHeadRoute: false,
    handler: async (request) => {
      throw fail(405, `Method ${request.method} not allowed; use ${allowed.join(' or ')}`, undefined, { Allow: allow });
    },
  });
}
