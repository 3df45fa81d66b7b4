/**
 * Type and channel pairs whose visitor layout exists in this build. DESIGN.md also lists the omnichat
 * bubble (channel omni); until it is built the frame reports it instead of guessing a layout.
 */
const MESSENGER_LAYOUTS: ReadonlySet<string> = new Set(['bar', 'box', 'button', 'landing', 'checkbox', 'customer_chat', 'modal', 'slide_in', 'page_takeover']);
/** Channel sms: box is the SMS card (embedded), modal the SMS modal. */
const SMS_LAYOUTS: ReadonlySet<string> = new Set(['box', 'modal']);

/** `channel` as configured; none, fb and a missing channel all mean messenger. */
export function hasLayout(widgetType: string, channel: string | null | undefined = 'fb'): boolean {
  if (channel === 'sms') return SMS_LAYOUTS.has(widgetType);
  const messenger = channel === undefined || channel === null || channel === 'fb' || channel === 'none';
  return messenger && MESSENGER_LAYOUTS.has(widgetType);
}

/** The SMS layouts (SMS card, SMS modal) replace the messenger ones of the same type. */
export function isSmsLayout(widgetType: string, channel: string | null | undefined): boolean {
  return channel === 'sms' && SMS_LAYOUTS.has(widgetType);
}

/** How the "not built" console error names the layout. */
export function layoutName(widgetType: string, channel: string | null | undefined): string {
  return channel === 'sms' || channel === 'omni' ? `${widgetType} on channel ${channel}` : widgetType;
}
