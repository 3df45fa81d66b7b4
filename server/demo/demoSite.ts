/**
 * The demo host site (http://127.0.0.1:8080): HTML templates and static assets from `demo/`.
 * `{{WIDGET_ORIGIN}}` and `{{NONCE}}` are substituted per request; `strict-csp*` pages get the strict
 * policy with the same nonce. A page is looked up by name among the `.html` files of demo/ (a request
 * path is never joined to a file path), and every other file goes through @fastify/static, which
 * decodes and canonicalises the path before `allowedPath` decides: `/%70rovider/…`, `//provider/…` and
 * `/provider%2f…` are the private `provider/` folder like `/provider/…` is.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createNonce, demoStrictCsp, isStrictCspPage, renderTemplate } from './demoCsp';
import { MOVED_DEMO_PAGES } from './demoPagePath';
import { registerSwapPages } from './swapPages';
import { createHttpServer } from '../composition/httpServer';

interface DemoSiteOptions {
  demoDir: string;
  /** Returns the widget provider origin (known once its server is listening). */
  widgetOrigin: () => string;
  logRequests: boolean;
}

/** Extensions of the static files the demo site serves (HTML pages are templates, below). */
const SERVED_EXTENSIONS = new Set(['.css', '.js', '.mjs', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff2']);
/** Sub-folders of demo/ that belong to the widget provider, not the demo site. */
const PRIVATE_DIRS = new Set(['config', 'provider']);

const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Whether a canonical, decoded path (`/media/a.png`) is a public static file of the demo site. */
function isPublicDemoFile(pathName: string): boolean {
  const segments = pathName.split('/').filter((s) => s !== '');
  if (segments.length === 0 || PRIVATE_DIRS.has(segments[0]?.toLowerCase() ?? '')) return false;
  if (segments.some((s) => s.startsWith('.'))) return false;
  return SERVED_EXTENSIONS.has(path.extname(pathName).toLowerCase());
}

export async function createDemoSite(opts: DemoSiteOptions): Promise<FastifyInstance> {
  const app = createHttpServer({ name: 'demo', logRequests: opts.logRequests });

  /** The page's file name when `name` is one of demo/'s HTML pages (read per request: pages may be added). */
  async function pageFile(name: string): Promise<string | null> {
    const file = name.endsWith('.html') ? name : `${name}.html`;
    const pages = await readdir(opts.demoDir).catch(() => [] as string[]);
    return pages.includes(file) ? file : null;
  }

  /** A page template with the widget origin and a fresh nonce filled in; the strict pages get their policy. */
  function sendHtml(reply: FastifyReply, file: string, template: string): FastifyReply {
    const nonce = createNonce();
    const widgetOrigin = opts.widgetOrigin();
    const html = renderTemplate(template, { widgetOrigin, nonce });
    reply.headers(BASE_HEADERS).type('text/html; charset=utf-8');
    if (isStrictCspPage(file)) reply.header('Content-Security-Policy', demoStrictCsp(nonce, widgetOrigin));
    return reply.send(html);
  }

  async function sendPage(reply: FastifyReply, file: string): Promise<FastifyReply> {
    return sendHtml(reply, file, await readFile(path.join(opts.demoDir, file), 'utf8'));
  }

  const notFound = (reply: FastifyReply) => reply.code(404).headers(BASE_HEADERS).type('text/plain; charset=utf-8').send('Not found\n');

  await app.register(fastifyStatic, {
    root: opts.demoDir,
    prefix: '/',
    index: false,
    // Dotfiles (.build-stamp, .env) are never served: 404.
    dotfiles: 'ignore',
    cacheControl: false,
    etag: false,
    lastModified: false,
    allowedPath: (pathName) => isPublicDemoFile(pathName),
    setHeaders: (reply) => {
      reply.headers(BASE_HEADERS);
    },
  });

  app.get('/', (_request, reply) => sendPage(reply, 'index.html'));
  // The sites that swap their pages, one per library (swapPages.ts).
  registerSwapPages(app, opts.demoDir, (html, reply) => sendHtml(reply, 'swap/page.html', html));
  // The single-page-app demo owns every path under /spa/, like a real SPA's history fallback.
  app.get('/spa', (_request, reply) => sendPage(reply, 'spa.html'));
  app.get('/spa/*', (_request, reply) => sendPage(reply, 'spa.html'));
  // A moved page's file name (`/spa.html`) leads to its address. Temporary (302), so a browser does not
  // remember it should the demo's layout change; the query and hash travel along.
  for (const [file, address] of Object.entries(MOVED_DEMO_PAGES)) {
    app.get(`/${file}`, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.headers(BASE_HEADERS).redirect(query === -1 ? address : `${address}${request.url.slice(query)}`, 302);
    });
  }
  // One segment: a page (`/strict-csp`, `/gallery.html`) or a top-level static file (`/styles.css`).
  app.get('/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const name = request.params.name;
    const ext = path.extname(name).toLowerCase();
    if (!name.includes('/') && (ext === '' || ext === '.html')) {
      const file = await pageFile(name);
      return file === null ? notFound(reply) : sendPage(reply, file);
    }
    if (!isPublicDemoFile(`/${name}`)) return notFound(reply);
    return reply.sendFile(name);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).headers(BASE_HEADERS).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed\n');
    }
    return notFound(reply);
  });
  return app;
}
