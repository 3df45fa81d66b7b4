/**
 * What a widget's frame document is made of besides the build and its CSP: the widget's stored entry
 * and the page's own fields (the server renderer reads the app's fields, such as the page's name, its
 * app id and locale, beside the widget's), as canonical JSON. Its frame version hashes this text, so an
 * edit of either is a new address and no browser or CDN keeps a document painted from an older one.
 * Pure.
 */
import { canonicalJson } from './canonicalJson';

/** The page's fields other than its widgets, once per configuration (every widget's entry shares them). */
export function pageFieldsJson(config: Record<string, unknown>): string {
  const { widgets: _widgets, ...fields } = config;
  return canonicalJson(fields);
}

/**
 * The entry of one widget, '' when the page has no such widget. A newline separates the two parts:
 * JSON text never holds one, so no edit can move bytes from one part to the other unseen.
 */
export function widgetEntry(pageFields: string, widget: Record<string, unknown> | null): string {
  return widget === null ? '' : `${pageFields}\n${canonicalJson(widget)}`;
}
