/**
 * The demo host site (http://127.0.0.1:8080): HTML templates and static assets from `demo/`.
 * `{{WIDGET_ORIGIN}}` and `{{NONCE}}` are substituted per request; `strict-csp*` pages get the
 * strict policy with the same nonce.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createNonce, demoStrictCsp, isStrictCspPage, renderTemplate } from './demoCsp';
import { contentTypeFor, isFile, methodNotAllowed, parseRequestUrl, resolveInside, send, sendFile, sendText } from './http';

export interface DemoSiteOptions {
  demoDir: string;
  /** Returns the widget provider origin (known once its server is listening). */
  widgetOrigin: () => string;
}

/** Extensions the demo site serves; everything else (configs, provider files) is not part of it. */
const SERVED_EXTENSIONS = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff2']);
/** Sub-folders of demo/ that belong to the widget provider, not the demo site. */
const PRIVATE_DIRS = new Set(['config', 'provider']);

const BASE_HEADERS: OutgoingHttpHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function createDemoSiteHandler(opts: DemoSiteOptions) {
  async function resolveFile(pathname: string): Promise<string | null> {
    // The single-page-app demo owns every path under /spa/, like a real SPA's history fallback.
    if (pathname === '/spa' || pathname.startsWith('/spa/')) pathname = '/spa.html';
    let p = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    const firstSegment = p.split('/')[1] ?? '';
    if (PRIVATE_DIRS.has(firstSegment)) return null;
    if (path.extname(p) === '') {
      // `/strict-csp` → strict-csp.html
      const asHtml = resolveInside(opts.demoDir, `${p}.html`);
      if (asHtml !== null && (await isFile(asHtml))) return asHtml;
      return null;
    }
    if (!SERVED_EXTENSIONS.has(path.extname(p).toLowerCase())) return null;
    p = resolveInside(opts.demoDir, p) ?? '';
    return p !== '' && (await isFile(p)) ? p : null;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req.url);
    if (!url) {
      sendText(req, res, 400, 'Bad request\n', BASE_HEADERS);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      methodNotAllowed(req, res, 'GET, HEAD', BASE_HEADERS);
      return;
    }
    const filePath = await resolveFile(url.pathname);
    if (filePath === null) {
      sendText(req, res, 404, 'Not found\n', BASE_HEADERS);
      return;
    }
    if (contentTypeFor(filePath).startsWith('text/html')) {
      const nonce = createNonce();
      const widgetOrigin = opts.widgetOrigin();
      const html = renderTemplate(await readFile(filePath, 'utf8'), { widgetOrigin, nonce });
      const headers: OutgoingHttpHeaders = { ...BASE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' };
      if (isStrictCspPage(path.basename(filePath))) {
        headers['Content-Security-Policy'] = demoStrictCsp(nonce, widgetOrigin);
      }
      send(req, res, 200, html, headers);
      return;
    }
    if (!(await sendFile(req, res, filePath, BASE_HEADERS))) sendText(req, res, 404, 'Not found\n', BASE_HEADERS);
  };
}
