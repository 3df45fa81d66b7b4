/**
 * SPEC §4: the address may carry the pixel token as `mcp_token`. It is read once and then removed
 * from the visible address with history.replaceState (other parameters and the hash stay), so it is
 * neither bookmarked nor shared nor sent on as a Referer.
 */
import { errorText } from '../../bridge-protocol/errorText';
import { isTokenExpired, tokenWithoutQuery } from '../../bridge-protocol/pixelToken';
const TOKEN_PARAMETER = 'mcp_token';

export interface TokenLocation {
  location: { href: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
}

/** The token of the address (null without one), removed from the address bar. */
export function takeUrlToken(win: TokenLocation): string | null {
  let url: URL;
  try {
    url = new URL(win.location.href);
  } catch {
    return null;
  }
  const token = url.searchParams.get(TOKEN_PARAMETER);
  if (token === null) return null;
  url.searchParams.delete(TOKEN_PARAMETER);
  try {
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  } catch (error) {
    console.warn(`[MC] could not remove ${TOKEN_PARAMETER} from the address: ${errorText(error)}`);
  }
  return token === '' ? null : token;
}

/**
 * The address's token when it is valid now (without its query part), else null. Pure; in the lazy chunk
 * (loader/extras/): decoding a token is needed only on a page reached by a link that carries one.
 */
export function validUrlToken(urlToken: string | null, nowMs: number): string | null {
  const token = urlToken === null ? null : tokenWithoutQuery(urlToken);
  return token && !isTokenExpired(token, nowMs) ? token : null;
}
