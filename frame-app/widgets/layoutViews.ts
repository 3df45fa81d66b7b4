/**
 * One lazy chunk per layout view (the `view` of a kind's row, widgets/kinds.ts). A frame knows its kind
 * from its URL (`widget_type`, `channel`), so it starts fetching exactly its chunk at once, in parallel
 * with the bridge handshake; boot awaits it before the first render, so React never suspends and no
 * fallback is ever committed.
 */
import { WIDGET_KIND_ROWS, widgetKind, type LayoutView, type WidgetKind } from './kinds';

export type { LayoutView } from './kinds';

const requested = new Map<WidgetKind, Promise<LayoutView>>();
const loaded = new Map<WidgetKind, LayoutView>();

/** Starts (once) and returns the load of a kind's view; null for a kind without a layout view. */
export function loadLayoutView(widgetType: string, channel: string | null | undefined): Promise<LayoutView> | null {
  const kind = widgetKind(widgetType, channel);
  return kind === undefined ? null : loadKind(kind);
}

function loadKind(kind: WidgetKind): Promise<LayoutView> {
  const load = kind.view;
  let pending = requested.get(kind);
  if (!pending) {
    pending = load().then((view) => (loaded.set(kind, view), view));
    // A failed chunk may be asked for again (a flaky network), like a failed script.
    pending.catch(() => requested.delete(kind));
    requested.set(kind, pending);
  }
  return pending;
}

/** The view, if its chunk has arrived. */
export function loadedLayoutView(widgetType: string, channel: string | null | undefined): LayoutView | null {
  const kind = widgetKind(widgetType, channel);
  return (kind && loaded.get(kind)) ?? null;
}

/** Every built view (QA harness, component tests). */
export function loadAllLayoutViews(): Promise<LayoutView[]> {
  return Promise.all(WIDGET_KIND_ROWS.map(loadKind));
}
