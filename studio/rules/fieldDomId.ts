/**
 * The DOM id of a form field, derived from the configuration path it edits: `data.main.title` →
 * `field-data-main-title`, `data.setup.urlWhitelist[2]` → `field-data-setup-urlWhitelist-2`. Tests and
 * the problem summary find a field from a problem's path without a lookup table.
 */
export function fieldDomId(path: string): string {
  const steps = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((step) => step !== '');
  return `field-${steps.length === 0 ? 'widget' : steps.join('-')}`;
}

/** The path one step up (`data.main.width.number` → `data.main.width`), '' at the top. */
export function parentPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut <= 0 ? '' : path.slice(0, cut);
}
