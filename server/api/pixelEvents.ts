/**
 * SPEC §7 pixel calls, persisted in the `pixel_events` table:
 *   POST /pixel/logEvent            (SPEC §3 "Pixel event")
 *   POST /pixel/logConversionEvent  {event, account_id, token}
 *   POST /pixel/logMoneyEvent       {event, account_id, weight, currency = USD, token, session_id?}
 *   GET  /pixel/checkOptin?account_id=…&session_id=…  → {state, has_opted_in}
 * CORS: a response carries Access-Control-Allow-Origin only for origins the page (`account_id`)
 * whitelists, plus localhost; the loader posts text/plain (a simple request), so an event from another
 * origin is still stored but its answer is unreadable there.
 * A generic event's stored `b` is the sent flag or the request's User-Agent on isbot's list (rules/botFlag.ts),
 * and its `widget_id` column the widget it counts for in the results, if any (rules/countedWidget.ts).
 * Conversion and money events need a token this server signed for that page (signedPixelToken.ts);
 * a money event's weight is a finite amount from 0 to MAX_MONEY_WEIGHT in a currency ISO 4217 knows.
 */
import type { FastifyInstance } from 'fastify';
import {
  checkOptinQuerySchema,
  conversionEventSchema,
  moneyEventSchema,
  pixelEventSchema,
  type MoneyEvent,
  type PixelEvent,
} from '../../bridge-protocol/api';
import { isPlainObject } from '../../bridge-protocol/validate';
import { fail, schemaError } from './apiErrors';
import { perIpLimit, type ApiContext, type PageResolver } from './apiContext';
import type { Database } from '../db/database';
import type { StoredPage } from '../stores/pageStore';
import { checkPixelToken } from '../policies/signedPixelToken';
import { genericEventRejection, tokenEventRejection } from '../../bridge-protocol/pixelRejections';
import { hasOptedIn } from '../stores/subscribers';
import { isoTimestamp } from '../db/isoTimestamp';
import { storedBotFlag } from '../rules/botFlag';
import { countedWidget } from '../rules/countedWidget';

type PixelKind = 'event' | 'conversion' | 'money';

interface StoredPixelEvent {
  kind: PixelKind;
  account_id: string;
  event: string;
  session_id: string | null;
  weight: number | null;
  currency: string | null;
  body: Record<string, unknown>;
  received_at: string;
}

async function addPixelEvent(
  db: Database,
  e: { kind: PixelKind; accountId: string; event: string; sessionId?: string | null; weight?: number | null; currency?: string | null; body: unknown; widgetId?: string | null },
): Promise<void> {
  await db.query(
    'INSERT INTO pixel_events (kind, account_id, event, session_id, weight, currency, body, widget_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [e.kind, e.accountId, e.event, e.sessionId ?? null, e.weight ?? null, e.currency ?? null, JSON.stringify(e.body), e.widgetId ?? null],
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

/** The largest amount a money event may carry (a billion in any currency). */
const MAX_MONEY_WEIGHT = 1_000_000_000;

/** ISO 4217 codes as the runtime's ICU knows them (maintained with Node, not by hand). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** SPEC §5's pixel rejections, checked before the schema so the client gets the spec's words. */
function checkTokenAndEvent(body: unknown, money: boolean): void {
  if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
  const rejection = tokenEventRejection(body, money, Date.now());
  if (rejection) throw fail(400, rejection.message, rejection.field);
}

function checkMoney(event: MoneyEvent): string {
  if (event.weight < 0 || event.weight > MAX_MONEY_WEIGHT) {
    throw fail(400, `weight: expected an amount from 0 to ${MAX_MONEY_WEIGHT}`, 'weight');
  }
  const currency = (event.currency ?? 'USD').toUpperCase();
  if (!CURRENCIES.has(currency)) throw fail(400, `currency: ${currency.slice(0, 16)} is not an ISO 4217 currency code`, 'currency');
  return currency;
}

export function pixelRoutes(ctx: ApiContext, resolver: PageResolver) {
  const config = perIpLimit(ctx);

  /** A conversion or money event counts only with a token we signed for its page. */
  function checkSigned(token: string, page: StoredPage): void {
    const check = checkPixelToken(ctx.pixelTokenSecret, token, page.id);
    if (check === 'not-signed') throw fail(403, 'Invalid token: it was not issued by this server', 'token');
    if (check === 'other-page') throw fail(403, `Invalid token: it was issued for another account_id than ${page.id}`, 'token');
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/pixel/logEvent', { config }, async (request) => {
      const body = request.body;
      if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
      const rejection = genericEventRejection(body);
      if (rejection) throw fail(400, rejection.message, rejection.field);
      const error = pixelEventSchema(body, 'body');
      if (error) throw schemaError(error);
      const sent = body as PixelEvent;
      const event: PixelEvent = { ...sent, b: storedBotFlag(sent.b, request.headers['user-agent']) };
      const page = await resolver.knownPage(request, event.account_id);
      // Stored whoever sent it (SPEC §7); counted in the results only for a widget of this page, signed.
      const widgetId = countedWidget(ctx.signSecret, page, event.payload);
      await addPixelEvent(ctx.db, { kind: 'event', accountId: page.id, event: event.event, sessionId: event.session_id, body: event, widgetId });
      return { state: true };
    });

    app.post('/pixel/logConversionEvent', { config }, async (request) => {
      const body = request.body;
      checkTokenAndEvent(body, false);
      const error = conversionEventSchema(body, 'body');
      if (error) throw schemaError(error);
      const event = body as { event: string; account_id: string | number; token: string };
      const page = await resolver.knownPage(request, event.account_id);
      checkSigned(event.token, page);
      await addPixelEvent(ctx.db, { kind: 'conversion', accountId: page.id, event: event.event, body });
      return { state: true };
    });

    app.post('/pixel/logMoneyEvent', { config }, async (request) => {
      const body = request.body;
      checkTokenAndEvent(body, true);
      const error = moneyEventSchema(body, 'body');
      if (error) throw schemaError(error);
      const event = body as MoneyEvent;
      const currency = checkMoney(event);
      const page = await resolver.knownPage(request, event.account_id);
      checkSigned(event.token, page);
      await addPixelEvent(ctx.db, { kind: 'money', accountId: page.id, event: event.event, sessionId: event.session_id, weight: event.weight, currency, body });
      return { state: true };
    });

    app.get('/pixel/checkOptin', { config }, async (request) => {
      const query = isPlainObject(request.query) ? request.query : {};
      const error = checkOptinQuerySchema(query, 'query');
      if (error) throw schemaError(error);
      const { account_id: accountId, session_id: sessionId } = query as { account_id: string; session_id: string };
      const page = await resolver.knownPage(request, accountId);
      return { state: true, has_opted_in: await hasOptedIn(ctx.db, page.id, sessionId) };
    });
  };
}
