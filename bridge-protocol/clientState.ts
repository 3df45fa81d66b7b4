/**
 * SPEC §3 "Client state at start": the initial page state, in one place, so the loader (which owns it)
 * and the frame start a page view from the same values and spell them the same way; and a widget
 * instance's render reason.
 *
 * Pure data, no DOM: every call returns a fresh object, so one page view's state can never leak into
 * another through a shared reference.
 */
import type { PageState, Route } from './messages';

/** 'fallback': the messenger plugin never confirmed it rendered (SPEC §3 "includes a fallback case"). */
export type RenderReason = 'rendered' | 'fallback';

/**
 * SPEC §3 "route: url null, lastChange null": no address read yet. The loader sets the route from the
 * page's address as it starts (pageSignals.ts), before any frame exists, so a frame is always told
 * where it is; a host that does send `url: null` (a QA harness) gets every route rule passed
 * (rules/routeMatch.ts), as no address can be refused. `lastChange` stays null until a real change.
 */
export function initialRoute(): Route {
  return { url: null, lastChange: null };
}

/** A page view starts untouched; SPEC §2: a route change resets it to exactly this. */
export function initialPageState(): PageState {
  return { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} };
}
