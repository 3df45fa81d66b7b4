/**
 * Widget types whose visitor layout exists in this build. Other visual types are built by later issues;
 * until then the frame reports them instead of faking a layout.
 */
const BUILT_LAYOUTS: ReadonlySet<string> = new Set(['bar']);

export function hasLayout(widgetType: string): boolean {
  return BUILT_LAYOUTS.has(widgetType);
}
