import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';

// The frame app: the document inside every widget iframe, built to dist/frame/ with hashed assets.
// base './' keeps asset URLs relative, so the frame also works behind a same-origin proxy path.
export default defineConfig({
  root: 'frame-app',
  base: './',
  publicDir: false,
  plugins: [tailwindcss()],
  build: {
    outDir: '../dist/frame',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    // The polyfill is only for old browsers and would add code to every frame.
    modulePreload: { polyfill: false },
  },
});
