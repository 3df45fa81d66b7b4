/**
 * The address each demo page is served at. A page is served at its file name (`/gallery.html`), except
 * index.html at `/` and the single-page-app demo, which owns `/spa/` and every path under it like a real
 * SPA's history fallback: its client routes are read from the path, so at `/spa.html` it would find no
 * route and say "Not found". The start banner prints these addresses, and the demo site redirects a
 * moved page's file name to its address, so an old `/spa.html` link still lands on the app.
 */
import { ownValue } from '../../bridge-protocol/ownValue';

/** Pages served under another address than their file name (besides index.html at `/`). */
export const MOVED_DEMO_PAGES: Readonly<Record<string, string>> = { 'spa.html': '/spa/' };

export function demoPagePath(file: string): string {
  if (file === 'index.html') return '/';
  return ownValue(MOVED_DEMO_PAGES, file) ?? `/${file}`;
}
