/**
 * The page screen's rows: each widget of a stored page with the words it is listed by (its name, else its
 * title, else its kind and id), and a row's results as WidgetRow takes them. Pure.
 */
import { withWidgetAliases } from '../../bridge-protocol/config';
import type { StudioPage } from '../../bridge-protocol/studio/studioApi';
import type { WidgetResult } from '../../bridge-protocol/studio/widgetResults';
import { isPlainObject } from '../../bridge-protocol/validate';
import { typeLabel } from '../parts/widgetLabels';

export interface PageRow {
  id: string;
  type: string;
  channel: string;
  name: string;
  /** The widget as stored, for its state (rules/widgetStatus.ts). */
  widget: Record<string, unknown>;
}

export function rowsOf(page: StudioPage): PageRow[] {
  const widgets = Array.isArray(page.config.widgets) ? page.config.widgets.filter(isPlainObject) : [];
  return widgets.map((raw) => {
    const w = withWidgetAliases(raw) as Record<string, unknown>;
    const main = isPlainObject(w.data) && isPlainObject(w.data.main) ? w.data.main : {};
    const type = typeof w.widget_type === 'string' ? w.widget_type : '';
    const name = typeof w.name === 'string' && w.name.trim() !== '' ? w.name : typeof main.title === 'string' && main.title !== '' ? main.title : '';
    return { id: String(w.widget_id), type, channel: typeof w.channel === 'string' ? w.channel : '', name: name || `${typeLabel(type)} ${String(w.widget_id)}`, widget: raw };
  });
}

export type RowResultsLoad = { kind: 'loading' } | { kind: 'loaded'; byWidget: ReadonlyMap<string, WidgetResult> } | { kind: 'failed'; message: string };

/** A row's results as WidgetRow takes them: not known yet, known (undefined: none), or not loadable (null). */
export function resultOf(results: RowResultsLoad, id: string): WidgetResult | undefined | 'loading' | null {
  if (results.kind === 'loading') return 'loading';
  return results.kind === 'failed' ? null : results.byWidget.get(id);
}
