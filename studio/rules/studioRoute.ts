/**
 * The studio's screens and their addresses under `/studio/`. The server answers every `/studio/…` path
 * with the app's document (server/api/studioSite.ts), so an address can be bookmarked, reloaded and shared;
 * this is the one place that turns a path into a screen and a screen into a path.
 *
 *   /studio/                                   pages
 *   /studio/controls                           every generic control with sample data (QA)
 *   /studio/privacy                            data subject requests: find, export, erase (issue 48)
 *   /studio/pages/:pageId                      one page: its widgets (create, duplicate, delete, reorder)
 *   /studio/pages/:pageId/reports              the page's reports
 *   /studio/pages/:pageId/widgets/:widgetId    one widget: the editor, or a configuration-only kind's screen
 *   /studio/pages/:pageId/widgets/:widgetId/results   one widget's funnel and revenue
 */
export type StudioRoute =
  | { screen: 'pages' }
  | { screen: 'controls' }
  | { screen: 'privacy' }
  | { screen: 'page'; pageId: string }
  | { screen: 'reports'; pageId: string }
  | { screen: 'widget'; pageId: string; widgetId: string }
  | { screen: 'widget-results'; pageId: string; widgetId: string }
  | { screen: 'not-found'; path: string };

const BASE = '/studio';

/** Ids as the server accepts them (page ids) and as configurations use them (widget ids): no `/`. */
const SEGMENT = '([^/]{1,64})';
const PATTERNS: ReadonlyArray<[RegExp, (m: string[]) => StudioRoute]> = [
  [/^$/, () => ({ screen: 'pages' })],
  [/^\/controls$/, () => ({ screen: 'controls' })],
  [/^\/privacy$/, () => ({ screen: 'privacy' })],
  [new RegExp(`^/pages/${SEGMENT}$`), (m) => ({ screen: 'page', pageId: m[0] ?? '' })],
  [new RegExp(`^/pages/${SEGMENT}/reports$`), (m) => ({ screen: 'reports', pageId: m[0] ?? '' })],
  [new RegExp(`^/pages/${SEGMENT}/widgets/${SEGMENT}$`), (m) => ({ screen: 'widget', pageId: m[0] ?? '', widgetId: m[1] ?? '' })],
  [new RegExp(`^/pages/${SEGMENT}/widgets/${SEGMENT}/results$`), (m) => ({ screen: 'widget-results', pageId: m[0] ?? '', widgetId: m[1] ?? '' })],
];

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The screen of a location's pathname; trailing slashes do not matter, a foreign path is not-found. */
export function routeOf(pathname: string): StudioRoute {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return { screen: 'not-found', path: pathname };
  const rest = pathname.slice(BASE.length).replace(/\/+$/, '');
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const parts = match.slice(1).map(decoded);
    if (parts.some((p) => p === null)) break;
    return build(parts as string[]);
  }
  return { screen: 'not-found', path: pathname };
}

const seg = encodeURIComponent;

/** The address of a screen (never of not-found). */
export function hrefOf(route: Exclude<StudioRoute, { screen: 'not-found' }>): string {
  switch (route.screen) {
    case 'pages':
      return `${BASE}/`;
    case 'controls':
      return `${BASE}/controls`;
    case 'privacy':
      return `${BASE}/privacy`;
    case 'page':
      return `${BASE}/pages/${seg(route.pageId)}`;
    case 'reports':
      return `${BASE}/pages/${seg(route.pageId)}/reports`;
    case 'widget':
      return `${BASE}/pages/${seg(route.pageId)}/widgets/${seg(route.widgetId)}`;
    case 'widget-results':
      return `${BASE}/pages/${seg(route.pageId)}/widgets/${seg(route.widgetId)}/results`;
  }
}
