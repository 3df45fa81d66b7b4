/**
 * SPEC §4: timer triggers count only if their value parses as an integer. `parseInt` would accept
 * "10s" and 10.5 would silently truncate, so both are refused here: a typo never turns into a timer.
 */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) ? parsed : null;
}
