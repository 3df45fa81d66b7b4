/**
 * The facts a painted view's first script decides with (issue 46 item 2), carried in its frame's address
 * fragment: `#mc=` and the facts as JSON. A fragment is never sent to the server and never part of a
 * cache key, so the frame document stays one immutable answer for every visitor while the first script
 * knows this visitor at once: whether the painted view is theirs and may show now (the viewport, the
 * device, the route, the widget's session history, what the loader knows of the page), without waiting
 * for the host's bootstrap. The loader writes it when it creates the frame; the bootstrap, with every
 * fact, follows as before and is what the frame app starts from. Whatever cannot be known before the
 * frame exists (an anchor in view, a scroll depth) is not here: such a view keeps the bootstrap's path.
 */
import type { Bootstrap } from './messages';
import { safeStringify } from './safeJson';

export type FrameFacts = Pick<Bootstrap, 'session' | 'page' | 'route' | 'viewport'>;

const PREFIX = '#mc=';

/**
 * The fragment the loader appends to a frame's address. Written with safeStringify, as everything the
 * loader serialises: a host page may have replaced or broken `JSON.stringify` (tests/e2e/hostile-hosts.spec.ts).
 */
export function frameFactsFragment(facts: FrameFacts): string {
  return PREFIX + encodeURIComponent(safeStringify(facts));
}

/** The facts in a frame's `location.hash`, unchecked (the first script checks what it reads), or null. */
export function readFrameFacts(hash: string): unknown {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    return JSON.parse(decodeURIComponent(hash.slice(PREFIX.length))) as unknown;
  } catch {
    return null;
  }
}
