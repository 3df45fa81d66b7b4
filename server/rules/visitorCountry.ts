/**
 * The visitor's country for the audiences' `countries` rule (issue 47 item 3), from the header a CDN in
 * front of the server sets from the client's address (Cloudflare's `CF-IPCountry`, CloudFront's
 * `CloudFront-Viewer-Country`, Fastly's and others'; COUNTRY_HEADER names it). Only a deployment behind
 * such a CDN can trust it, so there is no default: without it every country is unknown and a country
 * rule does not hold. A visitor who forges it only changes what they themselves see. Pure.
 */

/** Two letters, as ISO 3166-1 alpha-2; Cloudflare's `XX` (unknown) and `T1` (Tor) are no country. */
const COUNTRY = /^[A-Z]{2}$/;
const NO_COUNTRY = new Set(['XX', 'T1']);

export function visitorCountry(headers: Record<string, string | string[] | undefined>, header: string | null): string | null {
  if (header === null) return null;
  const raw = headers[header.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return COUNTRY.test(value) && !NO_COUNTRY.has(value) ? value : null;
}
