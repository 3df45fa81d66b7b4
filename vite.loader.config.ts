import { defineConfig } from 'vite';

// The host-page loader: one classic IIFE script, no CSS, no React, no code splitting, so a site owner
// pastes a single <script> tag and a strict CSP needs nothing beyond its nonce.
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2019',
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
