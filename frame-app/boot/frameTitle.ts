/** The iframe's accessible name, e.g. "Get 10% off (bar)" (bridge `mc:layout.title`, ≤ 300 chars). */
export function frameTitle(label: string, widgetType: string): string {
  const kind = widgetType.replace(/_/g, ' ');
  const suffix = ` (${kind})`;
  const room = 300 - suffix.length;
  const name = label.length > room ? `${label.slice(0, room - 1)}…` : label;
  return `${name}${suffix}`;
}
