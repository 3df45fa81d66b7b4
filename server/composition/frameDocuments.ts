/**
 * The frame documents of the provider (`/frame/index.html?page_id=…&widget_id=…&host_origin=…&v=…`)
 * and their versions, which the configuration names per widget. The built document is served with the
 * strict frame CSP of its page; at its current version it is immutable and, when the frame app's server
 * renderer is built, painted with the widget's first view (issue 26: the frame shows it before any script).
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPlainObject } from '../../bridge-protocol/validate';
import { withoutRefusedColours } from '../../bridge-protocol/configColours';
import { renderConfigTemplate, type ConfigOrigins } from '../demo/configTemplate';
import { frameCspForPage } from '../policies/frameCsp';
import { frameVersion } from '../policies/frameVersion';
import { findWidget } from '../rules/pageWidgets';
import { armChoice, configInArm } from '../rules/armConfig';
import { paintedViewport, visitorViewport } from '../rules/frameViewport';
import { isCanonicalHost } from '../policies/frameOrigin';
import type { RenderBudget } from '../policies/renderBudget';
import type { VisitorViewport } from '../../bridge-protocol/frameUrl';
import { pageFieldsJson, widgetEntry } from '../rules/widgetEntry';
import type { PageLookup, PageStore, StoredPage } from '../stores/pageStore';
import { frameDocumentFile, type FrameDocumentFile } from './frameDocument';
import { firstViewRendererFile, type FirstViewRendererFile, type LoadedRenderer } from './firstViewRenderer';
import { createPaintedFrames, type PaintedFrames } from './paintedFrames';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An origin the renderer may be told: a configured one that is not (a SERVER_NAMES typo) paints nothing. */
const ORIGIN_RE = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

interface FrameDocumentsOptions {
  /** Built client: `frame/index.html`, and `frame-server/renderFirstView.js` when the renderer is built. */
  distDir: string;
  pages: PageStore;
  /** The demo site's and the provider's origins, for their placeholders in configurations (configTemplate.ts). */
  configOrigins: () => ConfigOrigins;
  /** Reports a page whose configuration is broken (the server keeps serving). */
  onConfigProblem: (result: PageLookup, where: string) => void;
  /** The origin documents are painted for, from the configuration (policies/frameOrigin.ts canonicalFrameOrigin). */
  frameOrigin: () => string;
  /** Each client's budget of fresh renders; null: none (limits off, benchmarks). */
  renderBudget: RenderBudget | null;
}

export interface FrameDocuments {
  /** Each widget's `frame_version` for the configuration (by widget id), or null while the frame app is not built. */
  versionsOf(page: StoredPage): Promise<((widgetId: string) => string) | null>;
  /** Registers `/frame/index.html`, `/frame/` and the `/frame` redirect. */
  register(app: FastifyInstance): void;
}

/** What one answer carries. */
interface Served {
  body: Buffer | string;
  csp: string;
  cacheControl: string;
}

/** The parts of a version that the configuration and the frame route must compute alike. */
interface VersionInput {
  html: Buffer;
  csp: string;
  renderer: LoadedRenderer | null;
}

/** What the functions below share: the built files, the painted documents and the options. */
interface Context {
  opts: FrameDocumentsOptions;
  frameDocument: FrameDocumentFile;
  renderers: FirstViewRendererFile;
  painted: PaintedFrames;
}

/**
 * The served configuration has the demo origin in place of its placeholder: so do the versions and the
 * renderer's input, so that the painted markup is what the frame would render from that configuration.
 */
const templated = (ctx: Context, text: string): string => renderConfigTemplate(text, ctx.opts.configOrigins());

/**
 * The configuration the renderer paints from: the served one (origins in their placeholders' places),
 * without a colour the one colour rule refuses (bridge-protocol/cssColor.ts), which the frame would drop.
 */
export function rendererConfig(config: unknown, origins: ConfigOrigins): unknown {
  return withoutRefusedColours(JSON.parse(renderConfigTemplate(JSON.stringify(config), origins)) as unknown);
}

/** One computation for the configuration and the frame route, so the two always agree. */
function versionOf(ctx: Context, input: VersionInput, page: StoredPage | null, widgetId: string | null, fields: string): string {
  const widget = page !== null && widgetId !== null ? findWidget(page.config, widgetId) : null;
  return frameVersion(input.html, input.csp, templated(ctx, widgetEntry(fields, widget)), input.renderer?.build ?? '');
}

async function pageOf(ctx: Context, pageId: unknown): Promise<StoredPage | null> {
  if (typeof pageId !== 'string') return null;
  const result = await ctx.opts.pages.get(pageId);
  if (result.kind === 'ok') return result.page;
  ctx.opts.onConfigProblem(result, 'frame document');
  return null;
}

/** The document at its current version: painted when the renderer is built and paints this widget. */
async function currentDocument(
  ctx: Context,
  request: FastifyRequest,
  at: { page: StoredPage; widgetId: string; version: string; viewport: VisitorViewport | undefined; arm: unknown },
  input: VersionInput,
): Promise<Served> {
  const { page, widgetId, version } = at;
  const plain: Served = { body: input.html, csp: input.csp, cacheControl: IMMUTABLE };
  const widget = findWidget(page.config, widgetId);
  if (input.renderer === null || widget === null) return plain;
  // A split test's arm is its own document (rules/armConfig.ts); an arm the test has not: the plain one, revalidated.
  const arm = armChoice(widget, at.arm);
  if (arm.kind === 'unknown') return { ...plain, cacheControl: 'no-cache' };
  // The origin is the configuration's; the request's name only decides whether it is the one painted for
  // (the raw `Host`, never X-Forwarded-Host): under any other the plain document, the same for everyone.
  const origin = ctx.opts.frameOrigin();
  if (!ORIGIN_RE.test(origin) || !isCanonicalHost(request.headers.host, origin)) return { ...plain, cacheControl: 'no-cache' };
  // What the renderer paints for, not what the address said: the same document for every hint it ignores.
  const viewport = paintedViewport(widget, at.viewport);
  const budget = ctx.opts.renderBudget;
  const outcome = await ctx.painted.paint({
    pageId: page.id,
    widgetId,
    version,
    origin,
    viewport,
    ...(arm.kind === 'arm' ? { arm: arm.arm } : {}),
    ...(budget === null ? {} : { mayRender: () => budget.take(request.ip) }),
    render: input.renderer.render,
    request: () => {
      const config = arm.kind === 'arm' ? configInArm(page.config, (w) => w === widget, arm) : page.config;
      return { config: rendererConfig(config, ctx.opts.configOrigins()), pageId: page.id, widgetId, origin, viewport };
    },
    html: input.html.toString('utf8'),
    csp: (styles) => frameCspForPage({ whitelist: page.whitelist }, undefined, styles),
  });
  switch (outcome.kind) {
    case 'painted':
      return { body: outcome.html, csp: outcome.csp, cacheControl: IMMUTABLE };
    case 'refused':
      return plain;
    case 'failed':
    case 'limited':
      // Not this version's document: a CDN must not keep it for a year.
      return { ...plain, cacheControl: 'no-cache' };
  }
}

/**
 * An address whose `v` is the current version is immutable (the configuration names it, so a new
 * build, whitelist or widget entry is a new address): a repeat page view opens its frames from the
 * HTTP cache without asking. Any other address (a stored configuration of an older release, QA mode,
 * the studio's preview) gets the plain document, revalidated.
 */
async function serve(ctx: Context, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const html = await ctx.frameDocument.read();
  if (html === null) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Frame app not built: dist/frame/index.html is missing (run `npm run build`).\n');
  }
  const query = isPlainObject(request.query) ? request.query : {};
  const page = await pageOf(ctx, query.page_id);
  const widgetId = typeof query.widget_id === 'string' ? query.widget_id : null;
  const csp = frameCspForPage(page === null ? null : { whitelist: page.whitelist });
  const input: VersionInput = { html, csp, renderer: await ctx.renderers.load() };
  const version = versionOf(ctx, input, page, widgetId, page === null ? '' : pageFieldsJson(page.config));
  let served: Served = { body: html, csp, cacheControl: 'no-cache' };
  if (query.v === version) {
    const at = page !== null && widgetId !== null ? { page, widgetId, version, viewport: visitorViewport(query), arm: query.arm } : null;
    served = at ? await currentDocument(ctx, request, at, input) : { ...served, cacheControl: IMMUTABLE };
  }
  return reply
    .type('text/html; charset=utf-8')
    .headers({
      'Content-Security-Policy': served.csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': served.cacheControl,
    })
    .send(served.body);
}

export function createFrameDocuments(opts: FrameDocumentsOptions): FrameDocuments {
  const ctx: Context = {
    opts,
    frameDocument: frameDocumentFile(path.join(opts.distDir, 'frame', 'index.html')),
    renderers: firstViewRendererFile(opts.distDir),
    painted: createPaintedFrames(),
  };
  return {
    async versionsOf(page) {
      const html = await ctx.frameDocument.read();
      if (html === null) return null;
      const input: VersionInput = { html, csp: frameCspForPage({ whitelist: page.whitelist }), renderer: await ctx.renderers.load() };
      const fields = pageFieldsJson(page.config);
      return (widgetId) => versionOf(ctx, input, page, widgetId, fields);
    },
    register(app) {
      const handler = (request: FastifyRequest, reply: FastifyReply) => serve(ctx, request, reply);
      app.get('/frame/', handler);
      app.get('/frame/index.html', handler);
      // Relative asset URLs in the frame document need the trailing slash.
      app.get('/frame', async (request, reply) => {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.code(308).header('Cache-Control', 'no-cache').redirect(`/frame/${search}`, 308);
      });
    },
  };
}
