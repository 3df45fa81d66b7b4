/**
 * One lazy chunk per layout view (the `view` of a kind's row, widgets/kinds.ts). A frame knows its kind
 * from its URL (`widget_type`, `channel`), so boot starts fetching exactly its chunk at once, in parallel
 * with the bridge handshake, and awaits it before the first render: React never suspends and no
 * fallback is ever committed. The row comes from boot, which resolves the kind once.
 */
import type { LayoutView, WidgetKind } from './kinds';

export type { LayoutView } from './kinds';

const requested = new Map<WidgetKind, Promise<LayoutView>>();
const loaded = new Map<WidgetKind, LayoutView>();

/** Starts (once) and returns the load of a kind's view. */
export function loadLayoutView(kind: WidgetKind): Promise<LayoutView> {
  let pending = requested.get(kind);
  if (!pending) {
    pending = kind.view().then((view) => (loaded.set(kind, view), view));
    // A failed chunk may be asked for again (a flaky network), like a failed script.
    pending.catch(() => requested.delete(kind));
    requested.set(kind, pending);
  }
  return pending;
}

/** The view, if its chunk has arrived. */
export function loadedLayoutView(kind: WidgetKind): LayoutView | null {
  return loaded.get(kind) ?? null;
}
