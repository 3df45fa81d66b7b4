/**
 * A widget as the studio lists it (bridge-protocol/studio/studioApi.ts): id, type, channel and a name to
 * recognise it by. Stored configurations are only checked for an object with an id per widget
 * (pageConfigProblem), so every other field may be anything: the wrong types become `''`, and long texts
 * are cut, so the list answer stays small and always matches its schema.
 */
import type { StudioWidgetSummary } from '../../bridge-protocol/studio/studioApi';
import { withWidgetAliases } from '../../bridge-protocol/config';
import { isPlainObject } from '../../bridge-protocol/validate';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

function widgetSummary(raw: Record<string, unknown>): StudioWidgetSummary {
  // `id` and `type` stand for widget_id and widget_type, as everywhere else (bridge-protocol/config.ts).
  const widget = withWidgetAliases(raw) as Record<string, unknown>;
  const main = isPlainObject(widget.data) && isPlainObject(widget.data.main) ? widget.data.main : {};
  const id = widget.widget_id;
  const setup = isPlainObject(widget.data) && isPlainObject(widget.data.setup) ? widget.data.setup : {};
  return {
    id: typeof id === 'number' && Number.isFinite(id) ? id : text(id, 64),
    type: text(widget.widget_type, 64),
    channel: text(widget.channel, 64),
    name: text(widget.name, 500) || text(main.title, 500),
    // The studio reads it with its own schedule rule (a page is live when a widget is on the site now).
    ...(setup.schedule === undefined ? {} : { schedule: setup.schedule }),
  };
}

/** Every widget object of a configuration, in its order (non-objects skipped, as the loader does). */
export function widgetSummaries(config: Record<string, unknown>): StudioWidgetSummary[] {
  return Array.isArray(config.widgets) ? config.widgets.filter(isPlainObject).map(widgetSummary) : [];
}
