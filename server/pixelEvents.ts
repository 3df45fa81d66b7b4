/**
 * SPEC §7 pixel calls, persisted in the `pixel_events` table:
 *   POST /pixel/logEvent            (SPEC §3 "Pixel event")
 *   POST /pixel/logConversionEvent  {event, account_id, token}
 *   POST /pixel/logMoneyEvent       {event, account_id, weight, currency = USD, token}
 *   GET  /pixel/checkOptin?account_id=…&session_id=…  → {state, has_opted_in}
 * CORS: a response carries Access-Control-Allow-Origin only for origins the page (`account_id`)
 * whitelists, plus localhost; the loader posts text/plain (a simple request), so an event from another
 * origin is still stored but its answer is unreadable there, as before this issue.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  checkOptinQuerySchema,
  conversionEventSchema,
  moneyEventSchema,
  pixelEventSchema,
  type MoneyEvent,
  type PixelEvent,
} from '../bridge-protocol/api';
import { isPlainObject } from '../bridge-protocol/validate';
import { fail, schemaError } from './apiErrors';
import { corsFor, runRoute, type ApiContext } from './apiContext';
import type { Database } from './db/database';
import { MAX_BODY_BYTES, readJsonBody } from './jsonBody';
import type { StoredPage } from './pageStore';
import { genericEventRejection, tokenEventRejection } from '../bridge-protocol/pixelRejections';
import { hasOptedIn } from './subscribers';
import { isoTimestamp } from './db/isoTimestamp';

/** Pixel bodies are small; anything bigger is refused before it is parsed. */
export const MAX_PIXEL_BODY_BYTES = MAX_BODY_BYTES;

export type PixelKind = 'event' | 'conversion' | 'money';

export interface StoredPixelEvent {
  kind: PixelKind;
  account_id: string;
  event: string;
  session_id: string | null;
  weight: number | null;
  currency: string | null;
  body: Record<string, unknown>;
  received_at: string;
}

export async function addPixelEvent(
  db: Database,
  e: { kind: PixelKind; accountId: string; event: string; sessionId?: string | null; weight?: number | null; currency?: string | null; body: unknown },
): Promise<void> {
  await db.query(
    'INSERT INTO pixel_events (kind, account_id, event, session_id, weight, currency, body) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [e.kind, e.accountId, e.event, e.sessionId ?? null, e.weight ?? null, e.currency ?? null, JSON.stringify(e.body)],
  );
}

export async function listPixelEvents(db: Database, accountId: string, limit = 1000): Promise<StoredPixelEvent[]> {
  const rows = await db.query<Omit<StoredPixelEvent, 'received_at'> & { received_at: Date | string }>(
    `SELECT kind, account_id, event, session_id, weight, currency, body, received_at FROM pixel_events
     WHERE account_id = $1 ORDER BY id DESC LIMIT $2`,
    [accountId, limit],
  );
  return rows.map((r) => ({ ...r, received_at: isoTimestamp(r.received_at) }));
}

/** SPEC §5's pixel rejections, checked before the schema so the client gets the spec's words. */
function checkTokenAndEvent(body: unknown, money: boolean): void {
  if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
  const rejection = tokenEventRejection(body, money, Date.now());
  if (rejection) throw fail(400, rejection.message, rejection.field);
}

export function createPixelApi(ctx: ApiContext) {
  /** The page of an event; its whitelist decides the CORS header even when the page is unknown (404). */
  async function pageFor(req: IncomingMessage, accountId: string | number, cors: { headers: ReturnType<typeof corsFor> }): Promise<StoredPage> {
    const page = await ctx.pages.getStored(String(accountId));
    cors.headers = corsFor(req, page ?? undefined);
    if (!page) throw fail(404, `Unknown account_id ${String(accountId)}`, 'account_id');
    return page;
  }

  return {
    logEvent(req: IncomingMessage, res: ServerResponse) {
      return runRoute(ctx, req, res, 'POST', async (cors) => {
        const body = await readJsonBody(req);
        if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
        const rejection = genericEventRejection(body);
        if (rejection) throw fail(400, rejection.message, rejection.field);
        const error = pixelEventSchema(body, 'body');
        if (error) throw schemaError(error);
        const event = body as PixelEvent;
        const page = await pageFor(req, event.account_id, cors);
        await addPixelEvent(ctx.db, { kind: 'event', accountId: page.id, event: event.event, sessionId: event.session_id, body: event });
        return { body: { state: true }, headers: cors.headers };
      });
    },

    logConversionEvent(req: IncomingMessage, res: ServerResponse) {
      return runRoute(ctx, req, res, 'POST', async (cors) => {
        const body = await readJsonBody(req);
        checkTokenAndEvent(body, false);
        const error = conversionEventSchema(body, 'body');
        if (error) throw schemaError(error);
        const event = body as { event: string; account_id: string | number };
        const page = await pageFor(req, event.account_id, cors);
        await addPixelEvent(ctx.db, { kind: 'conversion', accountId: page.id, event: event.event, body });
        return { body: { state: true }, headers: cors.headers };
      });
    },

    logMoneyEvent(req: IncomingMessage, res: ServerResponse) {
      return runRoute(ctx, req, res, 'POST', async (cors) => {
        const body = await readJsonBody(req);
        checkTokenAndEvent(body, true);
        const error = moneyEventSchema(body, 'body');
        if (error) throw schemaError(error);
        const event = body as MoneyEvent;
        const currency = (event.currency ?? 'USD').toUpperCase();
        if (!/^[A-Z]{3}$/.test(currency)) throw fail(400, 'currency: expected a 3-letter ISO code', 'currency');
        const page = await pageFor(req, event.account_id, cors);
        await addPixelEvent(ctx.db, { kind: 'money', accountId: page.id, event: event.event, weight: event.weight, currency, body });
        return { body: { state: true }, headers: cors.headers };
      });
    },

    checkOptin(req: IncomingMessage, res: ServerResponse, url: URL) {
      return runRoute(ctx, req, res, 'GET', async (cors) => {
        const query = Object.fromEntries(url.searchParams);
        const error = checkOptinQuerySchema(query, 'query');
        if (error) throw schemaError(error);
        const page = await pageFor(req, query.account_id ?? '', cors);
        const optedIn = await hasOptedIn(ctx.db, page.id, query.session_id ?? '');
        return { body: { state: true, has_opted_in: optedIn }, headers: cors.headers };
      });
    },
  };
}
