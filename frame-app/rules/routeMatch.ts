/**
 * SPEC §4 "Display conditions": the route matches — a whitelist match if a whitelist is set, otherwise
 * not on a blacklist match. DESIGN "Configuration shapes" fixes how one entry matches a page URL:
 *
 * - Both the entry and the URL are normalised the same way: trimmed, lower-cased (the comparison is
 *   case-insensitive), without `http://`, `https://` or a protocol-relative `//`, and without a leading
 *   `www.`. So `https://www.Shop.test/Cart` and `shop.test/cart` are the same text.
 * - An entry WITHOUT `*` names a page and every page under it. The URL matches when it equals the entry
 *   or continues it at a path boundary (`/`, `?` or `#`): `shop.test/cart` matches `shop.test/cart`,
 *   `shop.test/cart/`, `shop.test/cart/items`, `shop.test/cart?x=1`, `shop.test/cart#a`, but not
 *   `shop.test/cartoon` (a different page that merely starts with the same letters). A trailing `/` of
 *   the entry is dropped, so `shop.test/cart/` behaves like `shop.test/cart`.
 * - An entry WITH `*` is a pattern for the whole URL, query string and hash included; `*` matches any run
 *   of characters (also none, also across `/`). A trailing `/` is optional on both sides, so
 *   `shop.test/*` also covers the home page `shop.test/`. A pattern ending in `checkout` does not match
 *   `…/checkout?step=2`; one ending in `checkout*` does.
 * - An entry is data, not a regular expression: every other character matches itself literally. The
 *   pattern is matched by a plain wildcard matcher rather than a RegExp built from the entry, so there is
 *   nothing to escape and no entry like `*a*a*a*a*b` can make the matcher backtrack for seconds on a long
 *   URL (it is O(entry × URL) at worst).
 * - Blank entries (and entries that are only a protocol or `www.`) are ignored, so an operator's stray
 *   empty line neither blocks nor allows everything.
 */
import type { WidgetSetup } from '../../bridge-protocol/config';

export type RouteListSettings = Pick<WidgetSetup, 'urlWhitelist' | 'urlBlacklist'>;

const PROTOCOL = /^(?:https?:)?\/\//;
const LEADING_WWW = /^www\./;
const TRAILING_SLASHES = /\/+$/;

/** The text both sides are compared as: lower case, no protocol, no leading `www.`. */
export function normaliseUrlText(text: string): string {
  return text.trim().toLowerCase().replace(PROTOCOL, '').replace(LEADING_WWW, '');
}

/**
 * Whether `text` is entirely matched by `pattern`, where `*` matches any run of characters. The classic
 * greedy matcher with one backtrack point: on a mismatch, the last `*` absorbs one more character.
 */
function wildcardMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let absorbedUpTo = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      absorbedUpTo = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star !== -1) {
      p = star + 1;
      t = ++absorbedUpTo;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function isPathBoundary(char: string | undefined): boolean {
  return char === '/' || char === '?' || char === '#';
}

/** The entry as compared, or null when it says nothing (blank, or only a protocol / `www.`). */
function entryKey(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const key = normaliseUrlText(entry).replace(TRAILING_SLASHES, '');
  return key === '' ? null : key;
}

function matchesKey(key: string, url: string): boolean {
  if (key.includes('*')) {
    // A trailing `/` is optional: `shop.test/blog` is the page `shop.test/blog/` that `shop.test/blog/*`
    // names, and `shop.test/eu/checkout/` is the page `shop.test/*/checkout` names.
    const page = url.replace(TRAILING_SLASHES, '');
    return wildcardMatches(key, url) || wildcardMatches(key, page) || wildcardMatches(key, `${page}/`);
  }
  if (!url.startsWith(key)) return false;
  return url.length === key.length || isPathBoundary(url[key.length]);
}

/** The entries that say something; a list that is not an array (a broken config) has none. */
function usableEntries(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const keys: string[] = [];
  for (const entry of list) {
    const key = entryKey(entry);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * A null URL means the host has not told us the page yet: nothing to refuse. When a whitelist is set
 * (at least one usable entry) it alone decides and the blacklist is not consulted.
 */
export function isRouteAllowed(setup: RouteListSettings | null | undefined, url: string | null): boolean {
  if (url === null) return true;
  const page = normaliseUrlText(url);
  const whitelist = usableEntries(setup?.urlWhitelist);
  if (whitelist.length > 0) return whitelist.some((key) => matchesKey(key, page));
  return !usableEntries(setup?.urlBlacklist).some((key) => matchesKey(key, page));
}
