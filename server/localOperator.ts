/**
 * The one rule for who may use the admin API without its token: the operator's own tools on this
 * machine (curl, a script), when no ADMIN_TOKEN is set, and never a request that a proxy forwarded or a
 * browser sent. All of these must hold:
 *  - the server was not told it sits behind a proxy (TRUST_PROXY): behind nginx or Caddy on the same
 *    machine every request arrives from 127.0.0.1, whoever sent it;
 *  - the connection comes from a loopback address;
 *  - no forwarding header (`Forwarded`, `X-Forwarded-*`, `X-Real-IP`, `Via`, …): a proxy that TRUST_PROXY
 *    does not name still says what it did;
 *  - `Host` is this server's own loopback name (`localhost:<port>`…), not one of SERVER_NAMES: a proxy
 *    for a public name passes that name on;
 *  - nothing a browser adds on its own (`Origin`, `Sec-Fetch-*`): a web page open on this machine can
 *    send a simple request to localhost, and it must not act as the operator.
 * The studio never skips its token: it is reached from a browser. Pure.
 */
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip'];
const BROWSER_HEADERS = ['origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'];

export interface LocalOperatorRule {
  /** ADMIN_TOKEN was set: it is always asked for. */
  adminTokenSet: boolean;
  /** TRUST_PROXY was set: every request may have come through the proxy. */
  behindProxy: boolean;
  /** `localhost:<port>`, `127.0.0.1:<port>`, `[::1]:<port>`: the names a local tool reaches this server by. */
  loopbackNames: readonly string[];
}

export interface RequestFacts {
  /** The socket's peer address (not `request.ip`, which a trusted proxy's header may set). */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

export function isLocalOperator(facts: RequestFacts, rule: LocalOperatorRule): boolean {
  if (rule.adminTokenSet || rule.behindProxy) return false;
  if (!LOOPBACK_ADDRESSES.has(facts.remoteAddress ?? '')) return false;
  const names = Object.keys(facts.headers);
  if (names.some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name) || BROWSER_HEADERS.includes(name))) return false;
  return rule.loopbackNames.includes((facts.headers.host ?? '').toLowerCase());
}
