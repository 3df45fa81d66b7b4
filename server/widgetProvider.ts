/**
 * The widget provider origin (http://localhost:8081): loader.js and the built frame app from
 * `dist/`, the frame document with its own CSP, `GET /widget/config?page_id=…`, the SPEC §7 API,
 * Meta's Messenger webhook (`/webhook/messenger`) and the admin API.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderConfigTemplate } from './configTemplate';
import { frameCspForPage } from './frameCsp';
import { createAdminApi } from './adminApi';
import type { ApiContext } from './apiContext';
import { createMessengerWebhook, MESSENGER_WEBHOOK_PATH } from './messengerWebhook';
import { createPixelApi } from './pixelEvents';
import { isOriginAllowed } from './pageConfig';
import { widgetKey, type PageLookup, type StoredPage } from './pageStore';
import { isPlainObject } from '../bridge-protocol/validate';
import { createWidgetApi } from './widgetApi';
import { signWidget } from './widgetSign';
import {
  contentTypeFor,
  isFile,
  methodNotAllowed,
  parseRequestUrl,
  resolveInside,
  send,
  sendFile,
  sendJson,
  sendText,
} from './http';

export interface WidgetProviderOptions {
  /** Built client (`dist/`): loader.js, frame/index.html, frame/assets/… */
  distDir: string;
  /** Page configurations: `<configDir>/<page_id>.json`. */
  configDir: string;
  /** Provider-only static files for benchmarks (`demo/provider/`), served under /frame/. */
  providerDir: string;
  /** The demo site's origin, substituted for `{{DEMO_ORIGIN}}` in served configurations (configTemplate.ts). */
  demoOrigin?: () => string;
  /** Database, pages, sign secret and rate limits of the SPEC §7 API. */
  api: ApiContext;
  /** Bearer token of the admin API; unset: loopback clients only. */
  adminToken?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_TEXT =
  'Not found\n\nThis origin serves /loader.js, /frame/index.html?page_id=…, /frame/assets/… and /widget/config?page_id=…\n';

/** Files served from `providerDir` instead of `dist/` (bench-only static pages). */
const PROVIDER_FILES: Readonly<Record<string, string>> = {
  '/frame/bare.html': 'bare.html',
  '/frame/bench-iframe-resizer.html': 'bench-iframe-resizer.html',
  '/frame/bench-post-robot.html': 'bench-post-robot.html',
};

/**
 * Bench-only, read-only: the dist files of the libraries `npm run bench` compares with, as published
 * (node_modules). Not found (404) where they are not installed.
 */
const BENCH_LIBRARY_FILES: Readonly<Record<string, string>> = {
  '/bench-lib/iframeResizer.min.js': 'iframe-resizer/js/iframeResizer.min.js',
  '/bench-lib/iframeResizer.contentWindow.min.js': 'iframe-resizer/js/iframeResizer.contentWindow.min.js',
  '/bench-lib/post-robot.min.js': 'post-robot/dist/post-robot.min.js',
};

/** The file behind a bench-only path; null: not one; '': a library that is not installed. */
function benchFilePath(pathname: string, providerDir: string): string | null {
  const providerFile = PROVIDER_FILES[pathname];
  if (providerFile !== undefined) return path.join(providerDir, providerFile);
  const library = BENCH_LIBRARY_FILES[pathname];
  if (library === undefined) return null;
  try {
    return createRequire(import.meta.url).resolve(library);
  } catch {
    return '';
  }
}

const FRAME_DOCUMENT_PATHS = new Set(['/frame/', '/frame/index.html']);

export function createWidgetProviderHandler(opts: WidgetProviderOptions) {
  const pixel = createPixelApi(opts.api);
  const widgetApi = createWidgetApi(opts.api);
  const admin = createAdminApi(opts.api, opts.adminToken);
  const API_ROUTES: Readonly<Record<string, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>>> = {
    '/widget/createSubscriberByPhoneNumber': widgetApi.createSubscriber,
    '/widget/generateSMSRef': widgetApi.generateSmsRef,
    '/pixel/logEvent': pixel.logEvent,
    '/pixel/logConversionEvent': pixel.logConversionEvent,
    '/pixel/logMoneyEvent': pixel.logMoneyEvent,
    '/pixel/checkOptin': pixel.checkOptin,
    // Meta's Messenger webhook (server to server: no CORS): GET handshake, POST signed events.
    [MESSENGER_WEBHOOK_PATH]: createMessengerWebhook(opts.api),
  };

  /** Serves a frame document with the strict frame CSP; frame-ancestors comes from `page_id`'s whitelist. */
  async function serveFrameHtml(req: IncomingMessage, res: ServerResponse, filePath: string, url: URL): Promise<void> {
    let html: Buffer;
    try {
      html = await readFile(filePath);
    } catch {
      sendText(req, res, 404, 'Frame app not built: dist/frame/index.html is missing (run `npm run build`).\n');
      return;
    }
    const pageId = url.searchParams.get('page_id');
    let page: { whitelist: readonly unknown[] | undefined } | null = null;
    if (pageId !== null) {
      const result = await opts.api.pages.get(pageId);
      if (result.kind === 'ok') page = { whitelist: result.page.whitelist };
      else logConfigProblem(result, 'frame document');
    }
    send(req, res, 200, html, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': frameCspForPage(page),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'no-cache',
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req.url);
    if (!url) {
      sendText(req, res, 400, 'Bad request\n');
      return;
    }
    const { pathname } = url;

    if (pathname === '/widget/config') {
      await handleConfig(req, res, url, opts.api, opts.demoOrigin?.() ?? '');
      return;
    }

    const apiRoute = API_ROUTES[pathname];
    if (apiRoute !== undefined) {
      await apiRoute(req, res, url);
      return;
    }

    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      await admin(req, res, url);
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      methodNotAllowed(req, res, 'GET, HEAD');
      return;
    }

    if (pathname === '/frame') {
      // Relative asset URLs in the frame document need the trailing slash.
      send(req, res, 308, '', { Location: `/frame/${url.search}`, 'Cache-Control': 'no-cache' });
      return;
    }

    if (FRAME_DOCUMENT_PATHS.has(pathname)) {
      await serveFrameHtml(req, res, path.join(opts.distDir, 'frame', 'index.html'), url);
      return;
    }

    const benchFile = benchFilePath(pathname, opts.providerDir);
    if (benchFile !== null) {
      const ok = benchFile !== '' && (await sendFile(req, res, benchFile, { 'Cache-Control': 'no-cache' }));
      if (!ok) sendText(req, res, 404, NOT_FOUND_TEXT);
      return;
    }

    const filePath = resolveInside(opts.distDir, pathname);
    if (filePath === null || !(await isFile(filePath))) {
      sendText(req, res, 404, NOT_FOUND_TEXT);
      return;
    }
    const type = contentTypeFor(filePath);
    if (type.startsWith('text/html')) {
      // Every HTML document of the frame app is a frame document: same CSP rules.
      await serveFrameHtml(req, res, filePath, url);
      return;
    }
    const headers: OutgoingHttpHeaders = {
      'Cache-Control': pathname.startsWith('/frame/assets/') ? IMMUTABLE : 'no-cache',
    };
    if (type.startsWith('text/javascript') || type.startsWith('text/css')) {
      headers['Access-Control-Allow-Origin'] = '*';
    }
    if (!(await sendFile(req, res, filePath, headers))) sendText(req, res, 404, NOT_FOUND_TEXT);
  };
}

function logConfigProblem(result: PageLookup, where: string): void {
  if (result.kind === 'invalid-json') {
    console.error(`[server] ${where}: configuration for page ${result.pageId} is not valid JSON: ${result.error}`);
  }
}

function corsHeaders(origin: string | undefined, allowed: boolean): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { Vary: 'Origin', 'Cache-Control': 'no-store' };
  if (allowed && origin) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

/** `GET|HEAD|OPTIONS /widget/config?page_id=P` */
/** The served configuration: the stored one, each widget with its `widget_sign`. */
export function configWithSigns(page: StoredPage, secret: string): Record<string, unknown> {
  const widgets = page.config.widgets;
  if (!Array.isArray(widgets)) return page.config;
  return {
    ...page.config,
    widgets: widgets.map((w: unknown) => (isPlainObject(w) ? { ...w, widget_sign: signWidget(secret, page.id, widgetKey(w)) } : w)),
  };
}

async function handleConfig(req: IncomingMessage, res: ServerResponse, url: URL, api: ApiContext, demoOrigin: string): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    methodNotAllowed(req, res, 'GET, HEAD, OPTIONS', { 'Cache-Control': 'no-store' });
    return;
  }
  const origin = req.headers.origin;
  const result = await api.pages.get(url.searchParams.get('page_id'));
  // Errors carry no page whitelist: only the always-allowed local origins may read them.
  const allowed = isOriginAllowed(origin, result.kind === 'ok' ? result.page.whitelist : undefined);
  const headers = corsHeaders(origin, allowed);

  switch (result.kind) {
    case 'invalid-id':
      sendJson(req, res, 400, { state: false, errors: ['Invalid page_id'] }, headers);
      return;
    case 'unknown':
      sendJson(req, res, 404, { state: false, errors: ['Unknown page_id'] }, headers);
      return;
    case 'invalid-json':
      logConfigProblem(result, 'GET /widget/config');
      sendJson(req, res, 500, { state: false, errors: [`Configuration for page ${result.pageId} is not valid JSON`] }, headers);
      return;
    case 'ok':
      break;
  }

  if (method === 'OPTIONS') {
    if (allowed) {
      headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
      const requested = req.headers['access-control-request-headers'];
      if (requested && /^[A-Za-z0-9-]+(?:\s*,\s*[A-Za-z0-9-]+)*$/.test(requested)) {
        headers['Access-Control-Allow-Headers'] = requested;
      }
      headers['Access-Control-Max-Age'] = '600';
    }
    headers.Vary = 'Origin, Access-Control-Request-Headers';
    res.writeHead(204, headers);
    res.end();
    return;
  }
  send(req, res, 200, renderConfigTemplate(JSON.stringify(configWithSigns(result.page, api.signSecret)), demoOrigin), {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
}
