import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/** Publishes the public object's types next to the script: `dist/mc.d.ts` (served at `{ASSETS}/mc.d.ts`). */
function publishTypes(): Plugin {
  return {
    name: 'mc-publish-types',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mc.d.ts', source: readFileSync('loader/mc.d.ts', 'utf8') });
    },
  };
}

/** The lazy chunk's hashed name, built just before (vite.loaderExtras.config.ts; loader/extras/loadExtras.ts). */
function extrasFile(): string {
  const names = readdirSync('dist/loader-chunks').filter((name) => /^extras-[\w-]+\.js$/.test(name));
  if (names.length !== 1) throw new Error(`dist/loader-chunks/ holds ${names.length} extras chunks: build it first (vite.loaderExtras.config.ts), which empties the folder`);
  return names[0] as string;
}

// The host-page loader: one classic IIFE script, no CSS, no React, so a site owner pastes a single
// <script> tag; what no first paint waits for is its one lazy chunk (loader/extras/), an ES module it
// imports from its own folder, which `strict-dynamic` (or the origin in script-src) allows.
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __MC_EXTRAS__: JSON.stringify(extrasFile()) },
  plugins: [publishTypes()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The frames' target: a browser that cannot run ES2020 cannot show a widget anyway, and keeping
    // `?.` and `??` as they are saves 0.4 KB gzip on every host page.
    target: 'es2020',
    sourcemap: true,
    // Library mode leaves output unminified by default; every host page pays for these bytes.
    minify: true,
    lib: {
      entry: 'loader/index.ts',
      formats: ['iife'],
      name: 'MCLoader',
      fileName: () => 'loader.js',
    },
  },
});
