/**
 * The current screen, following the address bar: `navigate` pushes a new address (React Aria's links
 * call it through RouterProvider, so a link is a real `<a href>` that also opens in a new tab), and the
 * browser's back and forward buttons (`popstate`) change the screen too. Pages of the studio are one
 * document: no reload between screens.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { routeOf, type StudioRoute } from '../rules/studioRoute';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const pathname = () => window.location.pathname;

/** Goes to a studio address; `replace` for a redirect that must not leave a step in the history. */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (href === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
  // A new screen starts at its top, as a page load would.
  window.scrollTo(0, 0);
}

export function useStudioRoute(): StudioRoute {
  const path = useSyncExternalStore(subscribe, pathname, pathname);
  return useMemo(() => routeOf(path), [path]);
}
