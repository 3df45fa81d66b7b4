/**
 * Page configurations: page-id validation, the size every write of a page is held to, the whitelist a
 * configuration names and the origin check used for CORS.
 */
import { ALWAYS_ALLOWED_HOSTS, isIpv4Literal, normalizeWhitelist, type Warn } from './frameCsp';

/**
 * The most a page's whole configuration may weigh, as stored and served: every visitor's loader
 * downloads it. The admin API's body limit is the same, and every other write (the studio's widget
 * saves, copies and new widgets, a seeded file) checks the page it would store (pageSizeProblem).
 */
export const MAX_PAGE_BYTES = 256 * 1024;

const kilobytes = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** Why a configuration is too big to store, or null. */
export function pageSizeProblem(config: unknown): string | null {
  const bytes = Buffer.byteLength(JSON.stringify(config) ?? '', 'utf8');
  if (bytes <= MAX_PAGE_BYTES) return null;
  return `The page would weigh ${kilobytes(bytes)}, over the ${kilobytes(MAX_PAGE_BYTES)} a page may have: make a widget smaller or remove one`;
}

const PAGE_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidPageId(value: unknown): value is string {
  return typeof value === 'string' && PAGE_ID_RE.test(value);
}

/** Extracts `whitelist` from a parsed config; anything but an array counts as "no whitelist". */
export function whitelistOf(config: unknown): readonly unknown[] | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  const value: unknown = (config as { whitelist?: unknown }).whitelist;
  return Array.isArray(value) ? (value as readonly unknown[]) : undefined;
}

function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

/**
 * Whether a request `Origin` may read the page's configuration: http(s) origins whose hostname
 * is localhost / 127.0.0.1, or equals a whitelist hostname or is a subdomain of one (the same
 * hosts the frame's `frame-ancestors` admits). A whitelist entry with a port also requires that port.
 */
export function isOriginAllowed(origin: string | undefined, whitelist: readonly unknown[] | undefined, warn?: Warn): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return false;
  const hostname = url.hostname;
  if (ALWAYS_ALLOWED_HOSTS.includes(hostname)) return true;
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  return normalizeWhitelist(whitelist, warn).some((entry) => {
    if (entry.port !== null && entry.port !== port) return false;
    if (hostname === entry.host) return true;
    return !isIpv4Literal(entry.host) && hostname.endsWith(`.${entry.host}`);
  });
}
