/** How boot's "not built" and "could not be loaded" errors name a kind's layout. */
export function layoutName(widgetType: string, channel: string | null | undefined): string {
  return channel === 'sms' || channel === 'omni' ? `${widgetType} on channel ${channel}` : widgetType;
}
