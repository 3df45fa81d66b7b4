/**
 * What every API route shares: the database, pages, the secrets, the per-phone rate limit, and the CORS
 * rule (registered with @fastify/cors): a preflight names no page, so any origin gets one for the widget
 * and pixel calls; a real request's answer is readable only by the origins its page (`account_id`, or
 * `page_id` for the configuration) whitelists, plus localhost. The page is read once per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { fail } from './apiErrors';
import type { Database } from '../db/database';
import { isPlainObject } from '../../bridge-protocol/validate';
import { isOriginAllowed, isValidPageId } from '../policies/pageConfig';
import type { PageLookup, PageStore, StoredPage } from '../stores/pageStore';
import type { Webhooks } from '../webhooks/webhooks';
import type { SmsProvider } from '../sms/smsProvider';

/** Secrets of Meta's Messenger webhook (messengerWebhook.ts). */
export interface MessengerSecrets {
  /** The Meta app secret: `X-Hub-Signature-256` is an HMAC-SHA256 of the raw body under it. */
  appSecret: string;
  /** The token Meta echoes in the `GET /webhook/messenger` verification handshake. */
  verifyToken: string;
}

/** A fixed-window limit: `max` requests per `timeWindowMs` (@fastify/rate-limit). */
export interface WindowLimit {
  max: number;
  timeWindowMs: number;
}

export interface RateLimitOptions {
  /** Every widget and pixel call from one IP. */
  perIp: WindowLimit;
  /** createSubscriberByPhoneNumber per normalised phone number. */
  perPhone: WindowLimit;
  /**
   * Wrong admin tokens (and used or unknown sign-in links) from one client, the studio's sign-in and the
   * admin API together (wrongTokenLimiter.ts). Default: DEFAULT_WRONG_TOKEN_LIMIT.
   */
  wrongTokens?: WindowLimit;
  /**
   * Frame documents one client may have painted afresh (not cached yet, or no longer): over it, the plain
   * document (policies/renderBudget.ts). Default: DEFAULT_FRAME_RENDER_LIMIT.
   */
  frameRenders?: WindowLimit;
}

/** Ten wrong tokens a minute from one client: plenty for a person's typos, nothing for guessing a token. */
export const DEFAULT_WRONG_TOKEN_LIMIT: WindowLimit = { max: 10, timeWindowMs: 60_000 };

/** 1,200 calls a minute from one IP; 5 sign-ups of one number per 5 minutes; 10 wrong admin tokens a minute. */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  perIp: { max: 1200, timeWindowMs: 60_000 },
  perPhone: { max: 5, timeWindowMs: 5 * 60_000 },
  wrongTokens: DEFAULT_WRONG_TOKEN_LIMIT,
};

export interface ApiContext {
  db: Database;
  pages: PageStore;
  signSecret: string;
  pixelTokenSecret: string;
  messenger: MessengerSecrets;
  /** null: rate limits off (benchmarks). */
  limits: RateLimitOptions | null;
  /** The header a CDN sets with the visitor's country (COUNTRY_HEADER, lower case); null: no country is known. */
  countryHeader: string | null;
  /** Outbound webhooks: queued in the opt-in's transaction, delivered by the worker (server/webhooks/). */
  webhooks: Webhooks;
  /** The SMS provider of the double opt-in (SMS_PROVIDER: log or twilio). */
  sms: SmsProvider;
}

/** The route config of a widget or pixel call: @fastify/rate-limit's per-IP window, when limits are on. */
export function perIpLimit(ctx: ApiContext): { rateLimit: { max: number; timeWindow: number } } | undefined {
  return ctx.limits ? { rateLimit: { max: ctx.limits.perIp.max, timeWindow: ctx.limits.perIp.timeWindowMs } } : undefined;
}

/** Routes whose preflight any origin gets (the real answer is then checked against the page). */
export const API_PATHS: Readonly<Record<string, 'GET' | 'POST'>> = {
  '/widget/createSubscriberByPhoneNumber': 'POST',
  '/widget/generateSMSRef': 'POST',
  '/pixel/logEvent': 'POST',
  '/pixel/logConversionEvent': 'POST',
  '/pixel/logMoneyEvent': 'POST',
  '/pixel/checkOptin': 'GET',
  '/widget/country': 'GET',
};
export const CONFIG_PATH = '/widget/config';

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '';
const queryOf = (request: FastifyRequest): Record<string, unknown> => (isPlainObject(request.query) ? request.query : {});

export interface PageResolver {
  /** The page a widget or pixel call is about (`account_id` of the body or query); null when unknown. */
  pageOf(request: FastifyRequest): Promise<StoredPage | null>;
  /** The same page, or a 404 `Unknown account_id` naming `accountId` (the validated request field). */
  knownPage(request: FastifyRequest, accountId: string | number): Promise<StoredPage>;
  /** `GET /widget/config`: the page of `page_id`, synced from its file (pageStore.get). */
  configOf(request: FastifyRequest): Promise<PageLookup>;
}

export function createPageResolver(pages: PageStore): PageResolver {
  const seen = new WeakMap<FastifyRequest, Promise<StoredPage | null>>();
  const configs = new WeakMap<FastifyRequest, Promise<PageLookup>>();
  const pageOf = (request: FastifyRequest): Promise<StoredPage | null> => {
    let page = seen.get(request);
    if (page === undefined) {
      const source = request.method === 'GET' ? queryOf(request) : isPlainObject(request.body) ? request.body : {};
      const id = source.account_id;
      const key = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
      page = isValidPageId(key) ? pages.getStored(key) : Promise.resolve(null);
      seen.set(request, page);
    }
    return page;
  };
  return {
    pageOf,
    async knownPage(request, accountId) {
      const page = await pageOf(request);
      if (!page) throw fail(404, `Unknown account_id ${String(accountId).slice(0, 64)}`, 'account_id');
      return page;
    },
    configOf(request) {
      let lookup = configs.get(request);
      if (lookup === undefined) {
        const id = queryOf(request).page_id;
        lookup = pages.get(typeof id === 'string' ? id : null);
        configs.set(request, lookup);
      }
      return lookup;
    },
  };
}

/** Registers @fastify/cors for the API and configuration routes of `app` (one encapsulated scope). */
export async function registerApiCors(app: FastifyInstance, resolver: PageResolver): Promise<void> {
  await app.register(cors, {
    hook: 'preHandler',
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const path = pathOf(request);
      if (request.method === 'OPTIONS') {
        const method = API_PATHS[path];
        if (method !== undefined) {
          return { origin: true, methods: `${method}, OPTIONS`, allowedHeaders: 'Content-Type', maxAge: 600 };
        }
        if (path !== CONFIG_PATH) return { origin: false };
        const lookup = await resolver.configOf(request);
        const whitelist = lookup.kind === 'ok' ? lookup.page.whitelist : undefined;
        // No allowedHeaders: the ones the browser asks for are reflected (the loader may add its own).
        return { origin: isOriginAllowed(origin, whitelist) ? true : false, methods: 'GET, HEAD, OPTIONS', maxAge: 600 };
      }
      let whitelist: readonly unknown[] | undefined;
      if (path === CONFIG_PATH) {
        const lookup = await resolver.configOf(request);
        whitelist = lookup.kind === 'ok' ? lookup.page.whitelist : undefined;
      } else {
        whitelist = (await resolver.pageOf(request))?.whitelist;
      }
      return { origin: isOriginAllowed(origin, whitelist) ? true : false };
    },
  });
}

/** A state-changing widget call from a browser origin the page does not whitelist is refused (403). */
export function originRefusal(request: FastifyRequest, page: StoredPage): string | null {
  const origin = request.headers.origin;
  return origin && !isOriginAllowed(origin, page.whitelist) ? `Origin ${origin} is not allowed for page ${page.id}` : null;
}
