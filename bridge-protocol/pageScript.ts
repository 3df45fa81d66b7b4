/**
 * The per-page script (issue 46 item 1, docs/EMBEDDING.md "The per-page tag"): what its server route,
 * the loader that takes its hand-over and the studio that shows its tag must agree on.
 *
 * `GET {ASSETS}/page/<PAGE_ID>.js` answers a small classic script that leaves the page's configuration
 * (the exact text `GET /widget/config?page_id=` answers) in `window[PAGE_CONFIGS_GLOBAL][pageId]` and
 * then adds the loader's own tag, so the loader starts from it without a configuration request.
 */

/** The global the per-page script writes and the loader takes from, named like the host hooks (`mcAsyncInit`). */
export const PAGE_CONFIGS_GLOBAL = 'mcPageConfigs';

/** The route's folder under the provider's origin. */
export const PAGE_SCRIPT_DIR = '/page/';

/** The address of `pageId`'s per-page script under the provider's origin (`/page/shop.js`). */
export function pageScriptPath(pageId: string): string {
  return `${PAGE_SCRIPT_DIR}${encodeURIComponent(pageId)}.js`;
}
