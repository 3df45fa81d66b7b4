import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { FRAME_FIELDS } from './bridge-protocol/widgetCatalogue';
import { APP_PRELOAD_ATTRIBUTE } from './bridge-protocol/paintedDocument';
import { catalogueFields } from './scripts/catalogueFields';
import { EARLY_CHUNK, frameFirstChunk } from './scripts/frameFirstChunk';

const FRAME_APP = /[\\/]frame-app[\\/]main\.tsx$/;

/**
 * The frame app (main.tsx) is a dynamic import of the first script (frame-app/earlyHello.ts). In the
 * plain document it is imported at once, and its chunks are fetched sooner still: a `modulepreload` for
 * each, in the head after the first script, so the browser loads (and compiles) them while the
 * handshake travels. Each link is marked (APP_PRELOAD_ATTRIBUTE): a painted document goes without them
 * (server/rules/paintedDocument.ts), since its app waits until the first view is on screen.
 */
function preloadFrameApp(): Plugin {
  return {
    name: 'mc-preload-frame-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId !== null && FRAME_APP.test(chunk.facadeModuleId));
        if (!app) throw new Error('vite.frame.config: no chunk for frame-app/main.tsx in the bundle');
        // Not the first script itself: the document loads it already.
        // Its chunk is the group frameFirstChunk names after it (the entry module is one of its members).
        const first = chunks.find((chunk) => chunk.name === EARLY_CHUNK);
        const files = [...app.imports, app.fileName].filter((file) => file !== first?.fileName);
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}`, [APP_PRELOAD_ATTRIBUTE]: true }, injectTo: 'head' as const }));
      },
    },
  };
}

// The frame app: the document inside every widget iframe, built to dist/frame/ with hashed assets.
// base './' keeps asset URLs relative, so the frame also works behind a same-origin proxy path.
export default defineConfig({
  root: 'frame-app',
  base: './',
  // public/: the template pictures (bridge-protocol/widgetTemplates.ts), served at /frame/templates/.
  publicDir: 'public',
  plugins: [
    tailwindcss(),
    preloadFrameApp(),
    catalogueFields(FRAME_FIELDS),
    frameFirstChunk({ entry: /[\\/]frame-app[\\/]main\.tsx$/, early: /[\\/]frame-app[\\/]earlyHello\.ts$/, name: 'frame' }),
  ],
  build: {
    outDir: '../dist/frame',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    // The polyfill is only for old browsers and would add code to every frame.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { index: fileURLToPath(new URL('./frame-app/index.html', import.meta.url)) },
    },
  },
});
