import { sanitizeLink } from '../../bridge-protocol/sanitizeLink';

/** A URL usable inside CSS `url("…")`: http(s) only, after the SPEC §5 link rule; otherwise null. */
export function cssImageUrl(raw: unknown): string | null {
  const link = sanitizeLink(raw);
  if (link === '#') return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // The serialised URL percent-encodes quotes and spaces, so it cannot leave the quoted url("…").
  return url.href;
}
