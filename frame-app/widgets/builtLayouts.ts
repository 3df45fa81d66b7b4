/**
 * Widget types whose visitor layout exists in this build. Other visual types are built by later issues;
 * until then the frame reports them instead of faking a layout.
 */
const BUILT_LAYOUTS: ReadonlySet<string> = new Set(['bar', 'box', 'button', 'landing', 'checkbox', 'customer_chat', 'modal', 'slide_in', 'page_takeover']);

export function hasLayout(widgetType: string): boolean {
  return BUILT_LAYOUTS.has(widgetType);
}
