/**
 * Type and channel pairs whose visitor layout exists in this build. DESIGN.md lists more pairs with a
 * layout (the SMS card and SMS modal, the omnichat bubble); until they are built the frame reports them
 * instead of showing a messenger layout for an SMS widget.
 */
const MESSENGER_LAYOUTS: ReadonlySet<string> = new Set(['bar', 'box', 'button', 'landing', 'checkbox', 'customer_chat', 'modal', 'slide_in', 'page_takeover']);

/** `channel` as configured; none, fb and a missing channel all mean messenger. */
export function hasLayout(widgetType: string, channel: string | null | undefined = 'fb'): boolean {
  const messenger = channel === undefined || channel === null || channel === 'fb' || channel === 'none';
  return messenger && MESSENGER_LAYOUTS.has(widgetType);
}

/** How the "not built" console error names the layout. */
export function layoutName(widgetType: string, channel: string | null | undefined): string {
  return channel === 'sms' || channel === 'omni' ? `${widgetType} on channel ${channel}` : widgetType;
}
