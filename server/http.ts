/**
 * Small HTTP helpers shared by both origins: safe path resolution, content types, static files.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Splits a request target (`/a/b?x=1`) into a normalised pathname and search params. Null if not origin-form. */
export function parseRequestUrl(rawUrl: string | undefined): URL | null {
  if (!rawUrl || !rawUrl.startsWith('/')) return null;
  try {
    // A fixed base, prepended textually so `//host/x` stays a path and never becomes a host.
    return new URL(`http://internal${rawUrl}`);
  } catch {
    return null;
  }
}

/**
 * Maps a URL pathname (still percent-encoded) to a file inside `baseDir`, or null when it would
 * leave `baseDir`, names a dotfile/dot-directory, or is malformed (bad escapes, NUL, backslash).
 */
export function resolveInside(baseDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return null; // '..', '.', dotfiles (.build-stamp, .env)
  const root = path.resolve(baseDir);
  const resolved = path.resolve(root, ...segments);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: OutgoingHttpHeaders,
): void {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { ...headers, 'Content-Length': buf.length });
  res.end(req.method === 'HEAD' ? undefined : buf);
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, status, text, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  send(req, res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
}

export function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string, headers: OutgoingHttpHeaders = {}): void {
  sendText(req, res, 405, 'Method not allowed\n', { Allow: allow, ...headers });
}

/**
 * Sends a file with a weak ETag (size + mtime) and answers `If-None-Match` with 304.
 * Returns false (and sends nothing) when the path is not a regular file.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  headers: OutgoingHttpHeaders,
): Promise<boolean> {
  let info;
  try {
    info = await stat(filePath);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const allHeaders: OutgoingHttpHeaders = {
    'Content-Type': contentTypeFor(filePath),
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    ...headers,
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304, allHeaders);
    res.end();
    return true;
  }
  send(req, res, 200, await readFile(filePath), allHeaders);
  return true;
}
