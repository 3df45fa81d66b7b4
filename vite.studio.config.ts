import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';

// The studio: the site owner's app at /studio/ on the provider origin (server/api/studioSite.ts), built to
// dist/studio/ with hashed assets. It never ships to host pages: the loader and the frame app import
// nothing of it. Absolute base: client-side routes such as /studio/pages/shop load the same assets.
export default defineConfig({
  root: 'studio',
  base: '/studio/',
  publicDir: false,
  plugins: [tailwindcss()],
  build: {
    outDir: '../dist/studio',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The studio runs in current browsers only; the polyfill would be an inline-free but useless script.
    modulePreload: { polyfill: false },
  },
});
