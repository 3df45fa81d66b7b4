/**
 * Configured text reaches React only as a string child, never as markup: anything that is not a
 * string or a number (an object from a malformed config would crash React's renderer) becomes ''.
 */
export function displayText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
