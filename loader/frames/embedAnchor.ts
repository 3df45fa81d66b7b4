/**
 * Embed anchors: any host element (not an iframe) with `data-widget-id` receives the box, button,
 * landing or checkbox widget of that id. Only the first is used; duplicates warn (SPEC §2, §8).
 * Attributes are compared as strings rather than put into a selector, so no id can inject one.
 */
export function findEmbedAnchor(doc: Document, widgetId: string, warn: (message: string) => void = console.warn): HTMLElement | null {
  const matches = Array.from(doc.querySelectorAll<HTMLElement>('[data-widget-id]')).filter(
    (el) => el.tagName !== 'IFRAME' && el.getAttribute('data-widget-id') === widgetId,
  );
  if (matches.length > 1) {
    warn(`[MC] ${matches.length} elements have data-widget-id="${widgetId}"; only the first one shows widget ${widgetId}.`);
  }
  return matches[0] ?? null;
}
