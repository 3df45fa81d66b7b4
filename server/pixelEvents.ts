/**
 * `POST /pixel/logEvent` (SPEC §7): validated against the shared schema and kept in memory for this
 * process. Issue 5 moves pixel events into the embedded database; until then they are not persisted.
 * CORS: only origins the event's page (`account_id`) whitelists, plus localhost.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pixelEventSchema, type PixelEvent } from '../bridge-protocol/api';
import { isOriginAllowed, loadPageConfig } from './pageConfig';
import { methodNotAllowed, sendJson } from './http';

/** Pixel bodies are small; anything bigger is refused before it is parsed. */
export const MAX_PIXEL_BODY_BYTES = 16 * 1024;
const KEPT_EVENTS = 1_000;

export interface PixelEventStore {
  add(event: PixelEvent & { received_at: number }): void;
  list(): readonly (PixelEvent & { received_at: number })[];
}

export function createMemoryPixelStore(limit = KEPT_EVENTS): PixelEventStore {
  const events: (PixelEvent & { received_at: number })[] = [];
  return {
    add(event) {
      events.push(event);
      if (events.length > limit) events.splice(0, events.length - limit);
    },
    list: () => events,
  };
}

function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading but drop the bytes: destroying the socket would lose the 413 answer.
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createPixelHandler(configDir: string, store: PixelEventStore) {
  return async function handlePixelEvent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    const headers: Record<string, string> = { Vary: 'Origin', 'Cache-Control': 'no-store' };
    if (req.method === 'OPTIONS') {
      // The loader sends text/plain (a simple request, no preflight); answer a preflight anyway.
      if (isOriginAllowed(origin, undefined) && origin) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
        headers['Access-Control-Allow-Headers'] = 'Content-Type';
      }
      res.writeHead(204, headers);
      res.end();
      return;
    }
    if (req.method !== 'POST') return methodNotAllowed(req, res, 'POST, OPTIONS', headers);

    const raw = await readBody(req, MAX_PIXEL_BODY_BYTES);
    if (raw === null) {
      return sendJson(req, res, 413, { state: false, errors: [`Body larger than ${MAX_PIXEL_BODY_BYTES} bytes`] }, { ...headers, Connection: 'close' });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return sendJson(req, res, 400, { state: false, errors: ['Body is not JSON'] }, headers);
    }
    const error = pixelEventSchema(body, 'body');
    const page = error ? null : await loadPageConfig(configDir, String((body as PixelEvent).account_id));
    const whitelist = page?.kind === 'ok' ? page.whitelist : undefined;
    if (origin && isOriginAllowed(origin, whitelist)) headers['Access-Control-Allow-Origin'] = origin;
    if (error) return sendJson(req, res, 400, { state: false, errors: [error] }, headers);
    if (page?.kind !== 'ok') return sendJson(req, res, 404, { state: false, errors: ['Unknown account_id'] }, headers);
    store.add({ ...(body as PixelEvent), received_at: Date.now() });
    sendJson(req, res, 200, { state: true }, headers);
  };
}
