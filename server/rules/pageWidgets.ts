/**
 * The studio's changes to a page's widget list, as pure functions of a configuration: each returns a new
 * configuration (the stored one is never changed in place) or the reason it cannot, in words the studio
 * shows. Widgets are matched by `widget_id` or its alias `id` (bridge-protocol/config.ts), as text,
 * because configurations carry both numbers (7) and strings ("7").
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import { widgetKey } from '../stores/pageStore';

export type Change = { ok: true; config: Record<string, unknown> } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

const widgetsOf = (config: Record<string, unknown>): unknown[] => (Array.isArray(config.widgets) ? config.widgets : []);

const keyOf = (w: unknown): string | null => (isPlainObject(w) && (w.widget_id ?? w.id) !== undefined ? widgetKey(w) : null);

export function findWidget(config: Record<string, unknown>, widgetId: string): Record<string, unknown> | null {
  const found = widgetsOf(config).find((w) => keyOf(w) === widgetId);
  return isPlainObject(found) ? found : null;
}

/** The ids of the page's widgets, as text (the results ask for these and no others). */
export function widgetIdsOf(config: Record<string, unknown>): string[] {
  return widgetsOf(config).flatMap((w) => keyOf(w) ?? []);
}

/**
 * The next free numeric id: one more than the largest numeric id of the page (ids are unique per page
 * only, and a number keeps the new widget's `data-widget-id` short for the owner to type).
 */
export function nextWidgetId(config: Record<string, unknown>): number {
  let max = 0;
  for (const w of widgetsOf(config)) {
    const n = Number(keyOf(w));
    if (Number.isSafeInteger(n) && n > max) max = n;
  }
  return max + 1;
}

/** Adds a widget at the end, or right after `afterId` (a copy goes beside its original). */
export function addWidget(config: Record<string, unknown>, widget: Record<string, unknown>, afterId?: string): Change {
  const widgets = [...widgetsOf(config)];
  const at = afterId === undefined ? -1 : widgets.findIndex((w) => keyOf(w) === afterId);
  widgets.splice(at === -1 ? widgets.length : at + 1, 0, widget);
  return { ok: true, config: { ...config, widgets } };
}

/** A copy of a widget under a new id, named "… (copy)" so the list tells them apart. */
export function duplicateOf(original: Record<string, unknown>, newId: number): Record<string, unknown> {
  const copy = structuredClone(original);
  delete copy.id;
  copy.widget_id = newId;
  if (copy.type !== undefined && copy.widget_type === undefined) copy.widget_type = copy.type;
  delete copy.type;
  const name = typeof copy.name === 'string' && copy.name.trim() !== '' ? copy.name.trim() : null;
  copy.name = name === null ? `Widget ${newId}` : `${name} (copy)`;
  return copy;
}

export function replaceWidget(config: Record<string, unknown>, widgetId: string, widget: Record<string, unknown>): Change {
  const widgets = widgetsOf(config);
  const at = widgets.findIndex((w) => keyOf(w) === widgetId);
  if (at === -1) return { ok: false, status: 404, message: `This page has no widget ${widgetId.slice(0, 64)}: it may have been deleted`, field: 'widget_id' };
  return { ok: true, config: { ...config, widgets: widgets.map((w, i) => (i === at ? widget : w)) } };
}

export function removeWidget(config: Record<string, unknown>, widgetId: string): Change {
  const widgets = widgetsOf(config);
  const kept = widgets.filter((w) => keyOf(w) !== widgetId);
  if (kept.length === widgets.length) return { ok: false, status: 404, message: `This page has no widget ${widgetId.slice(0, 64)}: it may have been deleted already`, field: 'widget_id' };
  return { ok: true, config: { ...config, widgets: kept } };
}

/** Puts the widgets in `order`, which must name every widget of the page exactly once. */
export function reorderWidgets(config: Record<string, unknown>, order: readonly string[]): Change {
  const widgets = widgetsOf(config);
  const byKey = new Map<string, unknown>();
  for (const w of widgets) {
    const key = keyOf(w);
    if (key !== null) byKey.set(key, w);
  }
  // Entries without an id (the loader skips them) cannot be named, so they keep the end of the list.
  const unnamed = widgets.filter((w) => keyOf(w) === null);
  if (new Set(order).size !== order.length) return { ok: false, status: 400, message: 'order: a widget is named twice', field: 'order' };
  const missing = [...byKey.keys()].filter((k) => !order.includes(k));
  const unknown = order.filter((k) => !byKey.has(k));
  if (missing.length > 0 || unknown.length > 0) {
    // The list changed in another tab since this one loaded it: reload rather than guess.
    return { ok: false, status: 409, message: 'The page’s widgets changed since you loaded them: reload and try again', field: 'order' };
  }
  return { ok: true, config: { ...config, widgets: [...order.map((k) => byKey.get(k)), ...unnamed] } };
}
