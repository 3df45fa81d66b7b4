/**
 * Where the reference server's demo site shows a page: `try.html` embeds the loader for any page id, and
 * gives each inline widget (box, button, checkbox, landing) the `data-widget-id` element it renders in,
 * as a site owner's page would.
 */
import { isEmbeddedWidget, withWidgetAliases } from '../../bridge-protocol/config';
import { isPlainObject } from '../../bridge-protocol/validate';
import type { StoredPage } from '../stores/pageStore';

export function demoPageUrl(demoOrigin: string, page: StoredPage): string {
  const widgets = Array.isArray(page.config.widgets) ? page.config.widgets.filter(isPlainObject) : [];
  const inline = widgets
    .map((w) => withWidgetAliases(w) as Record<string, unknown>)
    .filter((w) => typeof w.widget_type === 'string' && isEmbeddedWidget(w.widget_type))
    .map((w) => String(w.widget_id));
  const url = new URL('/try.html', demoOrigin);
  url.searchParams.set('page', page.id);
  if (inline.length > 0) url.searchParams.set('embed', inline.join(','));
  return url.href;
}
