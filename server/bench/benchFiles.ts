/**
 * Routes on the widget provider that exist for the benchmark (`npm run bench`, tests/bench/) and the tests,
 * not for the product: the baselines' static pages from `demo/provider/` and the dist files of the
 * libraries the benchmark compares with. `/frame/bare.html` is also the e2e tests' foreign frame
 * (tests/e2e/bridge-security.spec.ts, hostileChecks.ts). Read-only, `no-cache`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

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

function benchLibraryPath(module: string): string | null {
  try {
    return createRequire(import.meta.url).resolve(module);
  } catch {
    return null;
  }
}

/** The bench's still document: a painted frame document with its scripts taken out. */
export const PAINTED_STILL_PATH = '/frame/bench-painted-still.html';

/**
 * The painted document of the widget the query names (the frame route's own query), without its script:
 * the bench's "document alone" floor, what the first view costs before any of our code runs. Asked of
 * the frame route itself (same Host, so painted alike), served revalidated as the other bench pages.
 */
function registerPaintedStill(app: FastifyInstance): void {
  app.get(PAINTED_STILL_PATH, async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const painted = await app.inject({ method: 'GET', url: `/frame/index.html${search}`, headers: { host: request.headers.host ?? '' } });
    if (painted.statusCode !== 200) return reply.code(painted.statusCode).type('text/plain; charset=utf-8').send(`frame document: ${painted.statusCode}\n`);
    const csp = painted.headers['content-security-policy'];
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'Cache-Control': 'no-cache', ...(typeof csp === 'string' ? { 'Content-Security-Policy': csp } : {}) })
      .send(painted.body.replace(/<script\b[^>]*><\/script>/g, ''));
  });
}

/** Registers the bench routes on the provider; `@fastify/static` (its `sendFile`) must be registered first. */
export function registerBenchFiles(app: FastifyInstance, providerDir: string): void {
  registerPaintedStill(app);
  for (const [url, file] of Object.entries(PROVIDER_FILES)) {
    app.get(url, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(file, providerDir));
  }
  for (const [url, module] of Object.entries(BENCH_LIBRARY_FILES)) {
    app.get(url, (_request, reply) => {
      const file = benchLibraryPath(module);
      if (file === null) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-cache').sendFile(path.basename(file), path.dirname(file));
    });
  }
}
