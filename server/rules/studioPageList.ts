/**
 * Which pages the studio's list shows, and in what order (`GET /studio/api/pages`).
 *
 * Three kinds of page are fixtures rather than a shop's pages: the demo site's (seeded from
 * demo/config/*.json, source 'file': each is a test bed of one behaviour, "Editor: bar", the benchmark's
 * `bench-…`), and those the e2e run makes through the studio's API (`e2e-…`). They are served to the
 * loader and open in the studio by their address as any page does; only the list leaves them out, so a
 * newcomer's first screen after `npm start` is the demo brand's pages with their results (issue 49,
 * stores/demoData.ts) and the pages the owner made, and one e2e spec's pages never show up in another's
 * list. A file page saved in the studio or the admin API (source 'admin') is the owner's from then on.
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

/** The pages the studio lists (not a fixture, not seeded from a file), naturally ordered by id. */
export function studioPageList<T extends { id: string; source: 'file' | 'admin' }>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.source !== 'file' && isListedPage(page.id)).sort((a, b) => compareNaturally(a.id, b.id));
}
