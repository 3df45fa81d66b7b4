/**
 * Which pages the studio's list shows, and in what order (`GET /studio/api/pages`).
 *
 * Two kinds of page are fixtures rather than a shop's pages: the benchmark's (`bench-…`, seeded from
 * demo/config/ because the demo site's bench pages and the e2e run load them) and those the e2e run makes
 * through the studio's API (`e2e-…`). They are served to the loader and open in the studio by their
 * address as any page does; only the list leaves them out, so a newcomer's first screen after
 * `npm start` is the demo shop's pages, and one e2e spec's pages never show up in another's list.
 *
 * The order is natural (`bench-2` before `bench-10`, `sms` before `sms-2`), by the same collation in
 * every locale, so the list does not depend on the server's settings.
 */

/** Id prefixes of fixture pages: served, but not listed. */
export const FIXTURE_PAGE_PREFIXES: readonly string[] = ['bench-', 'e2e-'];

export function isListedPage(pageId: string): boolean {
  return !FIXTURE_PAGE_PREFIXES.some((prefix) => pageId.startsWith(prefix));
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders page ids as a person reads them: the digits in an id compare as numbers. */
export function compareNaturally(a: string, b: string): number {
  return naturalOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The pages the studio lists, naturally ordered by id. */
export function studioPageList<T extends { id: string }>(pages: readonly T[]): T[] {
  return pages.filter((page) => isListedPage(page.id)).sort((a, b) => compareNaturally(a.id, b.id));
}
