/**
 * How the two answers that carry a page's configuration are cached, in one place: `GET /widget/config`
 * and the per-page script `GET /page/<PAGE_ID>.js` (docs/SERVER.md "The per-page script"). Both carry a
 * strong ETag computed from their body, so a changed configuration (a studio or admin API save, a
 * changed seed file, a new build's frame versions) is a new ETag at once, and an unchanged one a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `/widget/config`: revalidated on every load, so a save shows at the next page view. */
export const CONFIG_CACHE_CONTROL = 'no-cache';

/** How long a per-page script is used without asking: the longest a publish waits to reach a visitor's next page view. */
export const PAGE_SCRIPT_MAX_AGE_S = 60;
/** Past that, one more page view may run the stored script while the browser fetches the new one. */
export const PAGE_SCRIPT_STALE_WHILE_REVALIDATE_S = 600;
/** While the server fails (5xx, unreachable), the stored script keeps the widgets up for a day. */
export const PAGE_SCRIPT_STALE_IF_ERROR_S = 86_400;

/**
 * The per-page script: short-lived and revalidated, like a tag manager's per-site tag. `public`: its
 * body is the same for every visitor and request (no cookie, no request header is read), so a CDN may
 * keep it too.
 */
export const PAGE_SCRIPT_CACHE_CONTROL = `public, max-age=${PAGE_SCRIPT_MAX_AGE_S}, stale-while-revalidate=${PAGE_SCRIPT_STALE_WHILE_REVALIDATE_S}, stale-if-error=${PAGE_SCRIPT_STALE_IF_ERROR_S}`;

/** A strong ETag of `body`: the same body, the same tag, whichever process computes it. */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `etag` (a list, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** Sends `body` as `type` with its ETag and `cacheControl`, or a 304 when the client already has it. */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, type: string, cacheControl: string): FastifyReply {
  const etag = strongEtag(body);
  reply.header('ETag', etag).header('Cache-Control', cacheControl).header('X-Content-Type-Options', 'nosniff');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}
