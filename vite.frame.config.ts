import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { FRAME_FIELDS } from './bridge-protocol/widgetCatalogue';
import { catalogueFields } from './scripts/catalogueFields';
import { frameFirstChunk } from './scripts/frameFirstChunk';

const EARLY_HELLO = 'earlyHello';

/**
 * The frame's handshake script (frame-app/earlyHello.ts) is an entry of its own and runs as an `async`
 * module, as soon as it has loaded, instead of after the frame app's whole module graph. main.tsx
 * imports it too: same URL, so one module instance, and the port it holds reaches the frame app.
 * First in the head: its request must not queue behind the entry's and the stylesheet's (HTTP/1.1
 * allows six connections per host).
 */
function earlyHelloScript(): Plugin {
  return {
    name: 'mc-early-hello',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_HELLO);
        if (!chunk) throw new Error(`vite.frame.config: no ${EARLY_HELLO} entry chunk in the bundle`);
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `./${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

// The frame app: the document inside every widget iframe, built to dist/frame/ with hashed assets.
// base './' keeps asset URLs relative, so the frame also works behind a same-origin proxy path.
export default defineConfig({
  root: 'frame-app',
  base: './',
  publicDir: false,
  plugins: [
    tailwindcss(),
    earlyHelloScript(),
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
      input: {
        index: fileURLToPath(new URL('./frame-app/index.html', import.meta.url)),
        [EARLY_HELLO]: fileURLToPath(new URL('./frame-app/earlyHello.ts', import.meta.url)),
      },
    },
  },
});
