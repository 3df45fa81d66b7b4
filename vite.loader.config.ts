import { readFileSync } from 'node:fs';
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

// The host-page loader: one classic IIFE script, no CSS, no React, no code splitting, so a site owner
// pastes a single <script> tag and a strict CSP needs nothing beyond its nonce.
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
