/**
 * The loader's lazy chunk (extras.ts), fetched once per page view at its first use with `import()`: a
 * module script the browser allows under `script-src 'nonce-…' 'strict-dynamic'` (imported by a
 * trusted script) and under `require-trusted-types-for 'script'` (an import is no DOM sink). Its name
 * carries its content's hash (vite.loaderExtras.config.ts), so this loader always gets the chunk it was
 * built with, from the directory it was loaded from.
 */
export type Extras = typeof import('./extras');

/** The chunk's file name, written into the loader by its build (vite.loader.config.ts). */
declare const __MC_EXTRAS__: string;

/** Memoised per loader start (no module-level state: boot.ts holds the loader). */
export function extrasLoader(assets: string): () => Promise<Extras> {
  let loading: Promise<Extras> | undefined;
  return () => (loading ??= import(/* @vite-ignore */ new URL(`loader-chunks/${__MC_EXTRAS__}`, assets).href) as Promise<Extras>);
}
