/**
 * The `Host` check of every admin and studio request: it must be one of the server's own names, else 421.
 * Access to these routes is decided by something a browser sends on its own (the loopback socket address
 * of the admin API, the studio's cookie), and a web page that rebinds its DNS name to 127.0.0.1 reaches
 * that socket from a visitor's browser, but the browser then sends the attacker's name as `Host`.
 */
import type { FastifyRequest } from 'fastify';
import { fail } from '../api/apiErrors';

/** Throws a 421 unless `Host` is one of `serverNames` (lower case, `name` or `name:port`). `label` starts the message. */
export function checkOwnHost(request: FastifyRequest, serverNames: readonly string[], label: string): void {
  const host = (request.headers.host ?? '').toLowerCase();
  if (!serverNames.includes(host)) {
    throw fail(421, `${label}: Host "${host.slice(0, 100)}" is not a name of this server (set SERVER_NAMES to add one)`);
  }
}

/** Whether `origin` (an `Origin` header) is this server itself: http or https on one of its names. */
export function isOwnOrigin(origin: string, serverNames: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // `URL.host` drops a default port; a server name written with :80 or :443 must still match.
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return serverNames.includes(url.host) || serverNames.includes(`${url.hostname}:${port}`);
}
