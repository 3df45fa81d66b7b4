import { defineConfig } from 'vite';
import { FRAME_FIELDS } from './bridge-protocol/widgetCatalogue';
import { catalogueFields } from './scripts/catalogueFields';

// The frame's server renderer (frame-app/serverView/renderFirstView.tsx): the same components as the
// frame app, built for Node to dist/frame-server/, which the provider imports to paint frame documents.
// React, react-dom and XState stay imports of node_modules (Vite's SSR default), so the server and
// the frame run the very versions package.json pins.
export default defineConfig({
  root: 'frame-app',
  publicDir: false,
  plugins: [catalogueFields(FRAME_FIELDS)],
  build: {
    ssr: 'serverView/renderFirstView.tsx',
    outDir: '../dist/frame-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // One file, the lazy layout views inlined: the provider imports it again after each build under a
    // new URL (firstViewRenderer.ts), and chunks importing the entry back by its plain URL would get a
    // second copy of it, with React contexts that are not the ones the first copy provides.
    rollupOptions: { output: { format: 'es', entryFileNames: 'renderFirstView.js', inlineDynamicImports: true } },
  },
});
