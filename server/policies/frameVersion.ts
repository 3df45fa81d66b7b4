/**
 * The version of a frame document: what its address carries (`v`) so that the document can be cached
 * as immutable. It changes whenever the bytes or the headers of the document would change: the built
 * `frame/index.html` (a new release) and the CSP (the page's whitelist sets `frame-ancestors`). Pure.
 */
import { createHash } from 'node:crypto';


export function frameVersion(html: string | Buffer, csp: string): string {
  return createHash('sha256').update(html).update('\0').update(csp).digest('base64url').slice(0, 16);
}
