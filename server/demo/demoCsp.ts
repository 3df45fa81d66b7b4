/**
 * CSP of the demo site's strict pages (`strict-csp*.html`). Pure functions.
 */
import { randomBytes } from 'node:crypto';

/** A fresh base64 nonce (16 random bytes), one per demo page response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Whether a demo page (by file name, e.g. `strict-csp.html`) is served under the strict CSP. */
export function isStrictCspPage(fileName: string): boolean {
  return fileName.startsWith('strict-csp');
}

/**
 * The strict host-page policy: nonce + strict-dynamic scripts, Trusted Types, and the widget
 * provider as the only other origin for connections and frames.
 */
export function demoStrictCsp(nonce: string, widgetOrigin: string): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('demoStrictCsp: nonce must be base64');
  if (!/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(widgetOrigin)) {
    throw new Error(`demoStrictCsp: invalid widget origin ${JSON.stringify(widgetOrigin)}`);
  }
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${widgetOrigin}`,
    `frame-src ${widgetOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** Replaces `{{WIDGET_ORIGIN}}` and `{{NONCE}}` in a demo HTML template. */
export function renderTemplate(html: string, values: { widgetOrigin: string; nonce: string }): string {
  return html.replaceAll('{{WIDGET_ORIGIN}}', values.widgetOrigin).replaceAll('{{NONCE}}', values.nonce);
}
