/**
 * SPEC §4 after-submit redirect rule, then the SPEC §5 link rule. Pure, shared by whoever builds a
 * redirect; the loader re-applies it (plus an http(s)-only check, see loader/frames/navigate.ts) because
 * the host page is the security boundary: a frame's word about a URL is never trusted.
 *
 * - A URL that does not start with `http`, `/` or `#` gets a protocol-relative prefix: an operator who
 *   typed `shop.example/thanks` means that host, not a path on the current page.
 * - The URL as given and the prefixed result both go through `sanitizeLink`; a URL the link rule refuses gives `null` (not '#',
 *   which would be indistinguishable from a legitimate `#` redirect).
 */
import { sanitizeLink } from './sanitizeLink';

export function prefixRedirectUrl(url: string): string {
  return /^(http|\/|#)/i.test(url) ? url : `//${url}`;
}

export function redirectUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (url === '') return null;
  // The link rule runs on the URL as given too: `javascript:x` must be refused, not turned into the
  // harmless-looking but meaningless `//javascript:x`.
  if (url !== '#' && sanitizeLink(url) === '#') return null;
  const prefixed = prefixRedirectUrl(url);
  const safe = sanitizeLink(prefixed);
  return safe === '#' && prefixed !== '#' ? null : safe;
}
