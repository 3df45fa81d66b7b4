/**
 * Embed anchors: any host element (not an iframe) with `data-widget-id` receives the box, button,
 * landing or checkbox widget of that id. Only the first is used; duplicates warn (SPEC §2, §8).
 * Attributes are compared as strings rather than put into a selector, so no id can inject one.
 *
 * An anchor may reserve the widget's space (a `min-height` in the site's CSS, as the studio's embed code
 * gives it: EMBEDDING.md "Placing an inline widget without a layout shift"), so the page does not move
 * when the widget appears. The loader keeps that space while the widget loads and gives it back only
 * when the widget does not display: its frame decided to stay hidden or closed, or no widget will come.
 */
/** What an embed anchor is: any element with `data-widget-id` but our own iframes (they carry one too). */
export const EMBED_ANCHOR = '[data-widget-id]:not(iframe)';
const anchors = (doc: Document): NodeListOf<HTMLElement> => doc.querySelectorAll(EMBED_ANCHOR);

export function findEmbedAnchor(doc: Document, widgetId: string, warn: (message: string) => void = console.warn): HTMLElement | null {
  const matches = Array.from(anchors(doc)).filter((el) => el.getAttribute('data-widget-id') === widgetId);
  if (matches.length > 1) {
    warn(`[MC] ${matches.length} elements have data-widget-id="${widgetId}"; only the first one shows widget ${widgetId}.`);
  }
  return matches[0] ?? null;
}

/** The anchor's reserved space: the site's (`true`: loading or shown), or given back (`false`). */
export function reserveSpace(anchor: HTMLElement, reserved: boolean): void {
  // Inline and important: it must win over the site's reservation rule, whatever its specificity.
  anchor.style.setProperty('min-height', reserved ? '' : '0', 'important');
}

/** Every anchor no widget uses (none configured, disabled, not on this host, no configuration) gives its space back. */
export function releaseUnusedAnchors(doc: Document, used: { has(id: string): boolean }): void {
  for (const el of anchors(doc)) if (!used.has(el.getAttribute('data-widget-id')!)) reserveSpace(el, false);
}

/**
 * Copies of our frames that a site's page cache put back (Turbo's snapshot of a page, htmx's history
 * cache: both clone <body>, our embeds' iframes with it) are not ours and would show the widget twice:
 * they go before the embeds are placed again.
 */
export function removeStaleFrames(doc: Document, ours: ReadonlySet<Element>): void {
  for (const frame of doc.querySelectorAll(`${EMBED_ANCHOR} iframe[data-widget-id]`)) if (!ours.has(frame)) frame.remove();
}
