/**
 * Everything the host page can see and a frame cannot: scroll depth (throttled to 500 ms), seconds
 * spent, exit intent, anchors reached, route changes and the viewport. Kept as SPEC §3's page and
 * route state, pushed to the sink as it changes, never polled.
 */
import { initialPageState, initialRoute } from '../../bridge-protocol/clientState';
import type { PageState, Route, Viewport } from '../../bridge-protocol/messages';
import { createAnchorWatcher } from './anchors';
import { watchExitIntent } from './exitIntent';
import { watchRouteChanges } from './routeChanges';
import { readScrollPercent } from './scrollDepth';
import { createSecondsTimer } from './secondsSpent';
import { throttle, type Timers } from './throttle';
import { readViewport } from './viewport';

export const SCROLL_THROTTLE_MS = 500;

export interface PageSignalsSink {
  page(state: PageState): void;
  anchorReached(id: string): void;
  route(route: Route, page: PageState): void;
  viewport(viewport: Viewport): void;
}

export interface PageSignals {
  readonly page: PageState;
  readonly route: Route;
  readonly viewport: Viewport;
  watchAnchors(ids: string[]): void;
  /** A fact of the page's state the loader decides (the overlay cap), passed on to every frame. */
  update(next: Partial<PageState>): void;
}


export function startPageSignals(win: Window, sink: PageSignalsSink, timers: Timers): PageSignals {
  let page = initialPageState();
  // SPEC §3's route at start, then at once its "set route" to this page's address (clientState.ts).
  let route: Route = { ...initialRoute(), url: win.location.href };
  let viewport = readViewport(win);

  const setPage = (next: Partial<PageState>): void => {
    page = { ...page, ...next };
    sink.page(page);
  };

  const measureScroll = (): void => {
    const percent = readScrollPercent(win);
    if (percent > page.maxScroll) setPage({ maxScroll: percent });
  };
  const onScroll = throttle(measureScroll, SCROLL_THROTTLE_MS, timers);

  const seconds = createSecondsTimer((secondsSpent) => setPage({ secondsSpent }), timers);
  const anchors = createAnchorWatcher(win.document, (id) => {
    page = { ...page, anchors: { ...page.anchors, [id]: true } };
    sink.anchorReached(id);
    sink.page(page);
  });
  watchExitIntent(win.document, () => {
    if (!page.exitIntent) setPage({ exitIntent: true });
  });

  let frame = 0;
  const onResize = (): void => {
    if (frame) return;
    // One viewport message per animation frame at most, whatever the resize event rate.
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      const next = readViewport(win);
      if (next.width === viewport.width && next.height === viewport.height) return;
      viewport = next;
      sink.viewport(viewport);
    });
  };

  watchRouteChanges(win, (url) => {
    // Timers belong to the page they were started on: cancel them all, then start afresh.
    onScroll.cancel();
    seconds.restart();
    // The cap is the loader's to say again for the new page view (growth/overlayCount.ts); until then it stands.
    page = { ...initialPageState(), overlaysCapped: page.overlaysCapped };
    route = { url, lastChange: Date.now() };
    anchors.reset();
    sink.route(route, page);
    measureScroll();
  });

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', onResize, { passive: true });
  // A page still loading reads as not scrolled yet; once loaded, a short one reads as fully read.
  // Through the throttle: the widgets' own iframes hold back `load`, often until the visitor scrolls.
  win.addEventListener('load', () => onScroll(), { once: true });
  seconds.restart();
  measureScroll();

  return {
    get page() {
      return page;
    },
    get route() {
      return route;
    },
    get viewport() {
      return viewport;
    },
    watchAnchors: (ids) => anchors.watch(ids),
    update: setPage,
  };
}
