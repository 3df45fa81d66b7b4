/**
 * What every studio answer carries (its documents, files and API): a strict CSP of its own, no framing,
 * no sniffing, no referrer. The studio is the owner's console on the provider origin, beside frames that
 * host pages embed, so it must never be framed (clickjacking a "Save") nor load anything from elsewhere.
 * `frame-src 'self'`: the widget preview in the real frame document, on this origin (a later screen).
 */
export const STUDIO_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export const STUDIO_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': STUDIO_CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
