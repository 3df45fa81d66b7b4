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
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPlainObject } from '../bridge-protocol/validate';
import { ApiFailure, fail, sendFailure } from './apiErrors';
import type { ApiContext, MessengerSecrets } from './apiContext';
import type { Database, Queryable } from './db/database';
import { sendJson, sendText } from './http';
import { readBody } from './jsonBody';
import { extractOptins, type MessengerOptinEvent, type MessengerOptinSource } from './messengerOptinEvents';
import { isoTimestamp } from './db/isoTimestamp';

export const MESSENGER_WEBHOOK_PATH = '/webhook/messenger';

/** Meta batches events (up to 1000 per call): more room than the 16 KB of the widget calls. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>`: the X-Hub-Signature-256 value Meta sends for `rawBody`. */
export function signMessengerBody(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of an X-Hub-Signature-256 header; a missing or malformed one is false. */
export function verifyMessengerSignature(appSecret: string, rawBody: string | Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(signMessengerBody(appSecret, rawBody));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A secret from `explicit` (env or option; not stored), else generated once and kept in `settings` under `key`. */
async function loadStoredSecret(db: Database, key: string, explicit: string | undefined, bytes: number): Promise<string> {
  if (explicit) return explicit;
  const fresh = randomBytes(bytes).toString('base64url');
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, fresh]);
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`settings.${key} could not be stored`);
  return value;
}

/** `MESSENGER_APP_SECRET` / `MESSENGER_VERIFY_TOKEN` (passed in), else the stored generated ones. */
export async function loadMessengerSecrets(db: Database, explicit: Partial<MessengerSecrets> = {}): Promise<MessengerSecrets> {
  return {
    appSecret: await loadStoredSecret(db, 'messenger_app_secret', explicit.appSecret, 32),
    verifyToken: await loadStoredSecret(db, 'messenger_verify_token', explicit.verifyToken, 24),
  };
}

export interface MessengerOptin {
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
}

export async function addMessengerOptin(q: Queryable, pageId: string, e: MessengerOptinEvent): Promise<void> {
  await q.query(
    `INSERT INTO messenger_optins (page_id, widget_id, session_id, instance_id, payload, psid, user_ref, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [pageId, e.parts.widgetId, e.parts.sessionId, e.parts.instanceId, e.parts.payload ?? null, e.psid, e.userRef, e.source],
  );
}

export async function listMessengerOptins(db: Database, pageId: string): Promise<MessengerOptin[]> {
  const rows = await db.query<Omit<MessengerOptin, 'id' | 'received_at'> & { id: string | number; received_at: Date | string }>(
    `SELECT id, page_id, widget_id, session_id, instance_id, payload, psid, user_ref, source, received_at
     FROM messenger_optins WHERE page_id = $1 ORDER BY id`,
    [pageId],
  );
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    received_at: isoTimestamp(r.received_at),
  }));
}

/** Pages whose configuration names this Facebook page (`fb_page_id`, string or number) and that have the widget. */
async function pagesFor(q: Queryable, fbPageId: string, widgetId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT p.id FROM pages p JOIN widgets w ON w.page_id = p.id
     WHERE p.config->>'fb_page_id' = $1 AND w.widget_id = $2 ORDER BY p.id`,
    [fbPageId, widgetId],
  );
  return rows.map((r) => r.id);
}

export function createMessengerWebhook(ctx: ApiContext) {
  function verify(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const mode = url.searchParams.get('hub.mode');
    const token = url.searchParams.get('hub.verify_token') ?? '';
    const challenge = url.searchParams.get('hub.challenge');
    const given = Buffer.from(token);
    const expected = Buffer.from(ctx.messenger.verifyToken);
    const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
    if (mode !== 'subscribe' || !tokenOk) throw fail(403, 'Verification failed: wrong hub.mode or hub.verify_token');
    if (challenge === null || challenge === '') throw fail(400, 'hub.challenge is required', 'hub.challenge');
    sendText(req, res, 200, challenge, { 'Cache-Control': 'no-store' });
  }

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req, MAX_WEBHOOK_BODY_BYTES);
    if (raw === null) throw fail(413, `Body larger than ${MAX_WEBHOOK_BODY_BYTES} bytes`, undefined, { Connection: 'close' });
    if (!verifyMessengerSignature(ctx.messenger.appSecret, raw, req.headers[SIGNATURE_HEADER])) throw fail(403, 'invalid signature');
    let body: unknown;
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      throw fail(400, 'Body is not valid JSON');
    }
    if (!isPlainObject(body)) throw fail(400, 'body: expected a JSON object');
    const { optins, skipped } = extractOptins(body);
    let received = 0;
    let unknownPage = 0;
    // One transaction: a failure answers 500 with nothing stored, and Meta's retry does not duplicate rows.
    await ctx.db.transaction(async (tx) => {
      const lookups = new Map<string, Promise<string[]>>();
      for (const optin of optins) {
        const key = `${optin.fbPageId}\n${optin.parts.widgetId}`;
        let pageIds = lookups.get(key);
        if (pageIds === undefined) lookups.set(key, (pageIds = pagesFor(tx, optin.fbPageId, optin.parts.widgetId)));
        const ids = await pageIds;
        if (ids.length === 0) {
          unknownPage++;
          continue;
        }
        for (const pageId of ids) await addMessengerOptin(tx, pageId, optin);
        received++;
      }
    });
    sendJson(req, res, 200, { state: true, received, skipped: skipped.length + unknownPage }, { 'Cache-Control': 'no-store' });
  }

  return async function handleMessengerWebhook(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (req.method === 'GET' || req.method === 'HEAD') return verify(req, res, url);
      if (req.method === 'POST') return await receive(req, res);
      throw fail(405, `Method ${req.method ?? '?'} not allowed; use GET or POST`, undefined, { Allow: 'GET, HEAD, POST' });
    } catch (err) {
      const headers = { 'Cache-Control': 'no-store' };
      if (err instanceof ApiFailure) return sendFailure(req, res, err, headers);
      console.error(`[webhook] ${req.method ?? '?'} ${req.url ?? ''} failed:`, err);
      if (res.headersSent) return void res.destroy();
      sendFailure(req, res, fail(500, 'Internal server error, please try again'), headers);
    }
  };
}
