import { defineConfig } from 'vite';

// The loader's lazy chunk (loader/extras/extras.ts): an ES module at a content-hashed address, built
// before the loader, which reads its file name from dist/loader-chunks/ (vite.loader.config.ts).
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/loader-chunks',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: true,
    minify: true,
    lib: { entry: 'loader/extras/extras.ts', formats: ['es'] },
    rollupOptions: { output: { entryFileNames: 'extras-[hash].js' } },
  },
});
