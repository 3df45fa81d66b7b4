/**
 * The demo's sites that swap their pages without a page load (README "Sites that swap pages"): one
 * two-page site per library, `/swap/<library>/a` and `/swap/<library>/b`, from one template
 * (demo/swap/page.html) with the library's own tags, and the libraries as published on npm (pinned dev
 * dependencies), served from node_modules at `/vendor/…`. The loader's tag sits at the end of <body>,
 * where a layout puts it, so Turbo and htmx run it again with every new body.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ownValue } from '../../bridge-protocol/ownValue';

export interface SwapSite {
  /** The start banner's and the demo index's title. */
  title: string;
  /** Tags for the page's <head>. */
  head: string;
  /** Attributes of the page's <body>. */
  body: string;
}

export const SWAP_SITES: Readonly<Record<string, SwapSite>> = {
  turbo: {
    title: 'Demo Shop: Turbo 8 (Rails), body swaps and morphing refreshes',
    head: '<meta name="turbo-refresh-method" content="morph">\n  <script type="module" src="/vendor/turbo.js"></script>\n  <script type="module" src="/swap.js"></script>',
    body: '',
  },
  htmx: {
    title: 'Demo Shop: htmx 2 hx-boost (Django, Laravel)',
    head: '<script src="/vendor/htmx.js"></script>\n  <script type="module" src="/swap.js"></script>',
    body: ' hx-boost="true"',
  },
  astro: {
    title: 'Demo Shop: Astro-style view transitions (document.body.replaceWith)',
    head: '<script type="module" src="/swap.js"></script>',
    body: ' data-swap="astro"',
  },
  swup: {
    title: 'Demo Shop: Swup 4, only a content container swapped',
    head: '<script src="/vendor/swup.js"></script>\n  <script type="module" src="/swap.js"></script>',
    body: ' data-swap="swup"',
  },
};

/** The two pages of each site. */
const PAGES: Readonly<Record<string, { other: string; heading: string }>> = {
  a: { other: 'b', heading: 'Page A: the spring collection' },
  b: { other: 'a', heading: 'Page B: our story' },
};

/** `/vendor/<name>` → the library's file, as published. */
const VENDOR_FILES: Readonly<Record<string, string>> = {
  'turbo.js': '@hotwired/turbo/dist/turbo.es2017-esm.js',
  'htmx.js': 'htmx.org/dist/htmx.min.js',
  'swup.js': 'swup/dist/Swup.umd.js',
  // The stacking demo's cookie banner (demo/stacking.html), a real consent tool's.
  'cookieconsent.js': 'vanilla-cookieconsent/dist/cookieconsent.umd.js',
  'cookieconsent.css': 'vanilla-cookieconsent/dist/cookieconsent.css',
};

export const swapPagePath = (site: string, page = 'a'): string => `/swap/${site}/${page}`;

/** Registers the swap sites and the vendor files; `render` fills the template's shared placeholders. */
export function registerSwapPages(app: FastifyInstance, demoDir: string, render: (html: string, reply: FastifyReply) => FastifyReply): void {
  app.get<{ Params: { site: string; page: string } }>('/swap/:site/:page', async (request, reply) => {
    const site = ownValue(SWAP_SITES, request.params.site);
    const page = ownValue(PAGES, request.params.page);
    if (!site || !page) return reply.callNotFound();
    const template = await readFile(path.join(demoDir, 'swap', 'page.html'), 'utf8');
    const values: Record<string, string> = {
      TITLE: `${site.title}: ${page.heading}`,
      HEAD: site.head,
      BODY_ATTRIBUTES: site.body,
      HEADING: page.heading,
      PAGE: request.params.page,
      OTHER: swapPagePath(request.params.site, page.other),
      OTHER_NAME: page.other.toUpperCase(),
    };
    return render(template.replace(/\{\{(TITLE|HEAD|BODY_ATTRIBUTES|HEADING|PAGE|OTHER|OTHER_NAME)\}\}/g, (_m, key: string) => values[key] ?? ''), reply);
  });
  // The package's folder, not its entry: Swup's `exports` hides its UMD file from require.resolve.
  const nodeModules = path.dirname(path.dirname(createRequire(import.meta.url).resolve('htmx.org/package.json')));
  app.get<{ Params: { name: string } }>('/vendor/:name', (request, reply) => {
    const module = ownValue(VENDOR_FILES, request.params.name);
    if (!module) return reply.callNotFound();
    const file = path.join(nodeModules, module);
    return reply.header('Cache-Control', 'no-cache').type(file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8').sendFile(path.basename(file), path.dirname(file));
  });
}
