/**
 * Meta's Messenger webhook: how the server learns that a visitor opted in on Messenger, so that
 * `GET /pixel/checkOptin` answers `has_opted_in: true` for the visitor's session (the button flow polls it).
 *   GET  /webhook/messenger?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…
 *        → 200 the challenge (text/plain) when the token is ours, else 403
 *   POST /webhook/messenger   X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, app secret>
 *        → 200 {state:true, received, skipped}; 403 invalid signature; 400 not JSON; 413 too large
 * Each opt-in whose ref is one of our reference values (messengerOptinEvents.ts) is stored in
 * `messenger_optins` for every page whose configuration has `fb_page_id` = entry.id and that has the ref's
 * widget (the demo pages share one Facebook page, and media/messenger share widget ids). Anything else
 * (plain messages, other apps' refs, unknown pages or widgets) is skipped and counted, never an error:
 * Meta retries a webhook that does not get a 200.
 * Server to server: no CORS headers, no preflight, no per-IP bucket (Meta calls from many addresses;
 * the signature is the check).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messengerOptinCreated } from '../webhooks/optinEvents';
import { isPlainObject } from '../../bridge-protocol/validate';
import { fail } from './apiErrors';
import type { ApiContext, MessengerSecrets } from './apiContext';
import type { Database, Queryable } from '../db/database';
import { storableJsonProblem } from '../policies/jsonSafety';
import { extractOptins, type MessengerOptinEvent, type MessengerOptinSource } from '../rules/messengerOptinEvents';
import { isoTimestamp } from '../db/isoTimestamp';
import { loadStoredSecret } from '../stores/storedSecret';
import { routingColumns, widgetRouting, type WidgetRouting } from '../rules/widgetRouting';

const MESSENGER_WEBHOOK_PATH = '/webhook/messenger';

/** Meta batches events (up to 1000 per call): more room than the 16 KB of the widget calls. */
const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

const SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>`: the X-Hub-Signature-256 value Meta sends for `rawBody`. */
function signMessengerBody(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of an X-Hub-Signature-256 header; a missing or malformed one is false. */
function verifyMessengerSignature(appSecret: string, rawBody: string | Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(signMessengerBody(appSecret, rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `MESSENGER_APP_SECRET` / `MESSENGER_VERIFY_TOKEN` (passed in), else the stored generated ones. */
export async function loadMessengerSecrets(db: Database, explicit: Partial<MessengerSecrets> = {}): Promise<MessengerSecrets> {
  return {
    appSecret: await loadStoredSecret(db, 'messenger_app_secret', explicit.appSecret, 32),
    verifyToken: await loadStoredSecret(db, 'messenger_verify_token', explicit.verifyToken, 24),
  };
}

interface MessengerOptin {
  id: string;
  page_id: string;
  widget_id: string;
  session_id: string;
  instance_id: string;
  payload: string | null;
  psid: string | null;
  user_ref: string | null;
  source: MessengerOptinSource;
  received_at: string;
  /** SPEC §3 routing of the widget (data.actions), and the field its payload is filed under (setup.ref_payload_field_id). */
  sequence: string | null;
  opt_in_keywords: string[] | null;
  payload_field_id: string | null;
}

/**
 * Meta hands back only the ref, so the routing comes from the widget's stored configuration: the
 * sequence and keywords it starts, and the field the ref's payload belongs in (null without a payload).
 */
async function addMessengerOptin(q: Queryable, pageId: string, e: MessengerOptinEvent, routing?: WidgetRouting): Promise<string> {
  const payload = e.parts.payload ?? null;
  const [row] = await q.query<{ id: string | number }>(
    `INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, payload, psid, user_ref, source, sequence, opt_in_keywords, payload_field_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      pageId,
      e.parts.widgetId,
      e.parts.sessionId,
      e.parts.instanceId,
      payload,
      e.psid,
      e.userRef,
      e.source,
      ...routingColumns(routing ?? { sequence: null, opt_in_keywords: [] }),
      payload === null ? null : (routing?.payload_field_id ?? null),
    ],
  );
  return String(row?.id);
}

/** The `optin.messenger.created` event of a stored opt-in. */
function createdEvent(pageId: string, optinId: string, e: MessengerOptinEvent, routing?: WidgetRouting) {
  const payload = e.parts.payload ?? null;
  return messengerOptinCreated({
    pageId,
    widgetId: e.parts.widgetId,
    optinId,
    psid: e.psid,
    userRef: e.userRef,
    sessionId: e.parts.sessionId,
    source: e.source,
    payload,
    payloadFieldId: payload === null ? null : (routing?.payload_field_id ?? null),
    sequence: routing?.sequence === undefined || routing.sequence === null ? null : String(routing.sequence),
    optInKeywords: routing?.opt_in_keywords ?? [],
  });
}

export async function listMessengerOptins(db: Database, pageId: string): Promise<MessengerOptin[]> {
  const rows = await db.query<Omit<MessengerOptin, 'id' | 'received_at'> & { id: string | number; received_at: Date | string }>(
    `SELECT id, page_id, widget_id, session_id, instance_id, payload, psid, user_ref, source, received_at, sequence, opt_in_keywords, payload_field_id
     FROM messenger_optins WHERE page_id = $1 ORDER BY id`,
    [pageId],
  );
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    received_at: isoTimestamp(r.received_at),
  }));
}

/** Pages whose configuration names this Facebook page (`fb_page_id`, string or number) and that have the widget, with its routing. */
async function pagesFor(q: Queryable, fbPageId: string, widgetId: string): Promise<{ id: string; routing: WidgetRouting }[]> {
  const rows = await q.query<{ id: string; data: unknown }>(
    `SELECT p.id, w.data FROM pages p JOIN widgets w ON w.page_id = p.id
     WHERE p.config->>'fb_page_id' = $1 AND w.widget_id = $2 ORDER BY p.id`,
    [fbPageId, widgetId],
  );
  return rows.map((r) => ({ id: r.id, routing: widgetRouting(r.data) }));
}

/** Whether this exact signed body was stored before; records it if not (inside the caller's transaction). */
async function firstDelivery(q: Queryable, raw: Buffer): Promise<boolean> {
  const hash = createHash('sha256').update(raw).digest('hex');
  const rows = await q.query<{ body_sha256: string }>(
    'INSERT INTO webhook_deliveries (body_sha256) VALUES ($1) ON CONFLICT (body_sha256) DO NOTHING RETURNING body_sha256',
    [hash],
  );
  return rows.length === 1;
}

export function messengerWebhookRoutes(ctx: ApiContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    // The signature covers the raw bytes: keep them, parse only after the check.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BODY_BYTES }, (_request, body, done) => done(null, body));
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(MESSENGER_WEBHOOK_PATH, async (request, reply) => {
      const query = isPlainObject(request.query) ? request.query : {};
      const mode = query['hub.mode'];
      const token = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
      const challenge = query['hub.challenge'];
      const given = Buffer.from(token);
      const expected = Buffer.from(ctx.messenger.verifyToken);
      const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
      if (mode !== 'subscribe' || !tokenOk) throw fail(403, 'Verification failed: wrong hub.mode or hub.verify_token');
      if (typeof challenge !== 'string' || challenge === '') throw fail(400, 'hub.challenge is required', 'hub.challenge');
      return reply.type('text/plain; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(challenge);
    });

    app.post(MESSENGER_WEBHOOK_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyMessengerSignature(ctx.messenger.appSecret, raw, request.headers[SIGNATURE_HEADER])) throw fail(403, 'invalid signature');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        throw fail(400, 'Body is not valid JSON');
      }
      const problem = storableJsonProblem(body);
      if (problem) throw fail(400, problem);
      if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
      const { optins, skipped } = extractOptins(body);
      let received = 0;
      let unknownPage = 0;
      let duplicate = false;
      // One transaction: a failure answers 500 with nothing stored, and Meta's retry (or a replay of a
      // captured body) is recognised by the body's hash and stores nothing twice.
      await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, raw))) {
          duplicate = true;
          return;
        }
        const lookups = new Map<string, ReturnType<typeof pagesFor>>();
        for (const optin of optins) {
          const key = `${optin.fbPageId}\n${optin.parts.widgetId}`;
          let pageIds = lookups.get(key);
          if (pageIds === undefined) lookups.set(key, (pageIds = pagesFor(tx, optin.fbPageId, optin.parts.widgetId)));
          const ids = await pageIds;
          if (ids.length === 0) {
            unknownPage++;
            continue;
          }
          for (const { id: pageId, routing } of ids) {
            // The owner's webhooks are queued in this transaction: the opt-in and its deliveries commit together.
            await ctx.webhooks.queue(tx, createdEvent(pageId, await addMessengerOptin(tx, pageId, optin, routing), optin, routing));
          }
          received++;
        }
      });
      if (duplicate) return { state: true, received: 0, skipped: 0, duplicate: true };
      return { state: true, received, skipped: skipped.length + unknownPage };
    });

    app.route({
      method: ['PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: MESSENGER_WEBHOOK_PATH,
      handler: async (request) => {
        throw fail(405, `Method ${request.method} not allowed; use GET or POST`, undefined, { Allow: 'GET, HEAD, POST' });
      },
    });
  };
}
