/**
 * The version of a frame document: what its address carries (`v`) so that the document can be cached
 * as immutable. It changes whenever the bytes or the headers of the document would change: the built
 * `frame/index.html` (a new release), the CSP (the page's whitelist sets `frame-ancestors`), the
 * widget's entry (rules/widgetEntry.ts: what the server paints the first view from) and the build of
 * the server renderer that paints it (its file's hash, '' when there is none). Pure.
 */
import { createHash } from 'node:crypto';

export function frameVersion(html: string | Buffer, csp: string, widgetEntry: string, rendererBuild = ''): string {
  // NUL separates the parts: neither a CSP nor JSON text holds one, so no part can borrow another's bytes.
  return createHash('sha256')
    .update(html)
    .update('\0')
    .update(csp)
    .update('\0')
    .update(widgetEntry)
    .update('\0')
    .update(rendererBuild)
    .digest('base64url')
    .slice(0, 16);
}
