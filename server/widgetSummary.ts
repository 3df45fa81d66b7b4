/**
 * A widget as the studio lists it (bridge-protocol/studioApi.ts): id, type, channel and a name to
 * recognise it by. Stored configurations are only checked for an object with an id per widget
 * (pageConfigProblem), so every other field may be anything: the wrong types become `''`, and long texts
 * are cut, so the list answer stays small and always matches its schema.
 */
import type { StudioWidgetSummary } from '../bridge-protocol/studioApi';
import { isPlainObject } from '../bridge-protocol/validate';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

function widgetId(widget: Record<string, unknown>): string | number {
  const id = widget.widget_id ?? widget.id;
  return typeof id === 'number' && Number.isFinite(id) ? id : text(id, 64);
}

export function widgetSummary(widget: Record<string, unknown>): StudioWidgetSummary {
  const main = isPlainObject(widget.data) && isPlainObject(widget.data.main) ? widget.data.main : {};
  return {
    id: widgetId(widget),
    type: text(widget.widget_type ?? widget.type, 64),
    channel: text(widget.channel, 64),
    name: text(widget.name, 500) || text(main.title, 500),
  };
}

/** Every widget object of a configuration, in its order (non-objects skipped, as the loader does). */
export function widgetSummaries(config: Record<string, unknown>): StudioWidgetSummary[] {
  return Array.isArray(config.widgets) ? config.widgets.filter(isPlainObject).map(widgetSummary) : [];
}
