/**
 * The origin a painted frame document is written for (issue 46 item 6). The renderer writes the frame's
 * own origin into the markup (the checkbox plugin is told it) and the document is then `immutable` for a
 * year, so that origin must come from the configuration, never from the request: a `Host` (or, behind a
 * proxy, an `X-Forwarded-Host`/`-Proto`) chosen by a client would otherwise be one more document per
 * name, and a cache in front could keep a client's name for everyone. Pure.
 *
 * - With `SERVER_NAMES`: https on its first name. A provider on the Internet is https: an http frame in
 *   an https page is mixed content, which browsers block.
 * - Without: the provider's loopback origin (`http://localhost:<port>`, the demo's and the tests').
 */

/** The canonical origin of the frame documents: `serverNames` are SERVER_NAMES alone (`name` or `name:port`, lower case). */
export function canonicalFrameOrigin(serverNames: readonly string[], loopbackOrigin: string): string {
  const [first] = serverNames;
  return first === undefined ? loopbackOrigin : `https://${first}`;
}

/**
 * Whether a request whose `Host` is `host` reaches the frame documents under the canonical origin's name
 * (its default port written or not). Only such a request is answered with the painted document: one
 * under any other name (another of the server's names, a hostile one) gets the plain document, which is
 * the same bytes for everyone and renders in the browser with its real origin.
 */
export function isCanonicalHost(host: string | undefined, canonicalOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(canonicalOrigin);
  } catch {
    return false;
  }
  const given = (host ?? '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return given === url.host || given === `${url.hostname}:${port}`;
}
