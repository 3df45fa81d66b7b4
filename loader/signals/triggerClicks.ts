/**
 * SPEC §4's manual open without code: a click on a host element with `data-mc-trigger="name"` (or inside
 * one) fires the named trigger event, as `MC('trigger', 'name')` does. One listener on the document, so
 * elements added later (and pages swapped in) work too; the click itself goes on as the site made it.
 */
export function watchTriggerClicks(doc: Document, trigger: (event: string) => unknown): void {
  doc.addEventListener('click', (event) => {
    const source = event.target instanceof Element ? event.target.closest('[data-mc-trigger]') : null;
    const name = source?.getAttribute('data-mc-trigger');
    if (name) trigger(name);
  });
}
