/**
 * Content-Security-Policy of the frame document (the widget iframe's HTML), and the
 * parsing of a page's `whitelist` that both the CSP and the config CORS check rely on.
 *
 * Pure functions: no I/O apart from the optional `warn` callback.
 */
import { createHash } from 'node:crypto';

/** One DNS label: letters/digits, inner hyphens, 1..63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME_RE = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const ENTRY_RE = /^([^:]+)(?::(\d{1,5}))?$/;
const IPV4_RE = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Hosts that may always embed a frame and read a config (SPEC §5: localhost is added). */
export const ALWAYS_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** A validated whitelist entry: lower-case hostname and an optional explicit port. */
interface WhitelistHost {
  host: string;
  port: number | null;
}

export type Warn = (message: string) => void;

const warnedOnce = new Set<string>();
/** Console warning, once per distinct message per process (configs are re-read on every request). */
const defaultWarn: Warn = (message) => {
  if (warnedOnce.has(message)) return;
  if (warnedOnce.size < 1000) warnedOnce.add(message);
  console.warn(message);
};

export function isIpv4Literal(host: string): boolean {
  return IPV4_RE.test(host);
}

/**
 * Parses one whitelist entry: a hostname made of [a-z0-9.-] (case-insensitive, trimmed) with an
 * optional `:port`. Returns null for anything else (schemes, paths, wildcards, spaces, `;`, …).
 */
export function parseWhitelistEntry(entry: unknown): WhitelistHost | null {
  if (typeof entry !== 'string') return null;
  const match = ENTRY_RE.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const host = match[1] ?? '';
  if (host.length > 253 || !HOSTNAME_RE.test(host)) return null;
  let port: number | null = null;
  if (match[2] !== undefined) {
    port = Number(match[2]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  }
  return { host, port };
}

/** Validates every entry; invalid ones are skipped with one warning each. */
export function normalizeWhitelist(
  whitelist: readonly unknown[] | undefined,
  warn: Warn = defaultWarn,
): WhitelistHost[] {
  const out: WhitelistHost[] = [];
  for (const entry of whitelist ?? []) {
    const parsed = parseWhitelistEntry(entry);
    if (parsed) out.push(parsed);
    else warn(`[server] whitelist entry ${JSON.stringify(entry)} is not a hostname[:port]; it is ignored`);
  }
  return out;
}

/**
 * The source list of the `frame-ancestors` directive for a known page: for each valid whitelist
 * hostname h, `h:*` and `*.h:*` (or `h:port` / `*.h:port` when the entry names a port; no
 * wildcard for IPv4 literals), then always `localhost:*` and `127.0.0.1:*`. Duplicates removed.
 * Scheme-less sources match both http and https ancestors.
 */
export function frameAncestors(whitelist: readonly unknown[] | undefined, warn: Warn = defaultWarn): string {
  const sources: string[] = [];
  for (const { host, port } of normalizeWhitelist(whitelist, warn)) {
    const portPart = port === null ? ':*' : `:${port}`;
    sources.push(`${host}${portPart}`);
    if (!isIpv4Literal(host)) sources.push(`*.${host}${portPart}`);
  }
  for (const host of ALWAYS_ALLOWED_HOSTS) sources.push(`${host}:*`);
  return [...new Set(sources)].join(' ');
}

/** `frame-ancestors` value for an unknown page or a frame opened top-level (QA mode). */
export const FRAME_ANCESTORS_NONE = "'none'";

/** The only players a widget embeds (frame-app/rules/videoEmbedUrl.ts): YouTube without cookies, and Vimeo. */
const VIDEO_FRAME_SOURCES = 'https://www.youtube-nocookie.com https://player.vimeo.com';

/**
 * The messenger SDK and what it loads (frame-app/services/messengerSdk.ts): its script, the plugin
 * iframes it draws, and the endpoints its AppEvents (the checkbox confirm) call. Only widgets with a
 * messenger plugin load it; the other frames never touch these hosts.
 */
const MESSENGER_SCRIPT_SOURCES = 'https://connect.facebook.net';
const MESSENGER_FRAME_SOURCES = 'https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com';
const MESSENGER_CONNECT_SOURCES = 'https://www.facebook.com https://graph.facebook.com';

/**
 * The full CSP header value of the frame document. `ancestors` is a frameAncestors() result.
 *
 * img-src: any https image, and the page's own hosts (the same sources as frame-ancestors) also over
 * plain http, so a site can show pictures it serves itself (the demo site is http://127.0.0.1:8080).
 * frame-src: the two video players and the messenger plugins; media fields never produce any other iframe.
 * style-src: the built stylesheet, and in a document the server painted (rules/paintedDocument.ts) the
 * `style` attribute values its markup holds, each by its hash (styleAttributeSources).
 */
export function frameDocumentCsp(ancestors: string, styles: readonly string[] = []): string {
  if (/[;,\r\n]/.test(ancestors) || ancestors.trim() === '') {
    // Defence in depth: frameAncestors() can never produce these.
    throw new Error(`frameDocumentCsp: invalid frame-ancestors source list ${JSON.stringify(ancestors)}`);
  }
  return [
    "default-src 'none'",
    `script-src 'self' ${MESSENGER_SCRIPT_SOURCES}`,
    `style-src 'self'${styleAttributeSources(styles)}`,
    `img-src 'self' data: https:${ancestors === FRAME_ANCESTORS_NONE ? '' : ` ${ancestors}`}`,
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self' ${MESSENGER_CONNECT_SOURCES}`,
    `frame-src ${VIDEO_FRAME_SOURCES} ${MESSENGER_FRAME_SOURCES}`,
    "base-uri 'none'",
    "form-action 'none'",
    // 'self': the studio on this provider origin previews widgets in the real frame (studio/preview/).
    `frame-ancestors ${ancestors === FRAME_ANCESTORS_NONE ? ancestors : `'self' ${ancestors}`}`,
  ].join('; ');
}

/**
 * The sources that allow exactly these `style` attribute values (CSP Level 3): `'unsafe-hashes'` and
 * the SHA-256 of each value as the browser parsed it (entities decoded: the renderer gives decoded
 * values), distinct and sorted so that one set of values is one header. Never `'unsafe-inline'`, which
 * would allow any style an injected attribute brings. '' for none: the plain document's policy.
 */
export function styleAttributeSources(styles: readonly string[]): string {
  if (styles.length === 0) return '';
  const hashes = new Set(styles.map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`));
  return ` 'unsafe-hashes' ${[...hashes].sort().join(' ')}`;
}

/**
 * CSP for a frame document request: `page` is the page's whitelist when the page is known
 * (undefined when the config has no whitelist array), or null when the page is unknown/missing;
 * `styles`, the `style` attribute values of a painted document.
 */
export function frameCspForPage(
  page: { whitelist: readonly unknown[] | undefined } | null,
  warn: Warn = defaultWarn,
  styles: readonly string[] = [],
): string {
  return frameDocumentCsp(page === null ? FRAME_ANCESTORS_NONE : frameAncestors(page.whitelist, warn), styles);
}
