import type { StyleMap } from './placementStyles';

/** CSSOM only (strict-CSP safe), with priority so host !important rules cannot win over the widget. */
export function applyStyles(el: HTMLElement, styles: StyleMap): void {
  for (const name of Object.keys(styles)) el.style.setProperty(name, styles[name] ?? '', 'important');
}

/** Drop properties a previous placement set and the new one does not. */
export function replaceStyles(el: HTMLElement, previous: StyleMap, next: StyleMap): void {
  for (const name of Object.keys(previous)) if (!(name in next)) el.style.removeProperty(name);
  applyStyles(el, next);
}
