/**
 * Operators type anchor ids with or without the CSS `#` (DESIGN: "the id of a host element, without #"),
 * so both the watch list and the trigger check compare the bare id.
 */
export function toAnchorId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim().replace(/^#+/, '').trim();
  return id === '' ? null : id;
}
