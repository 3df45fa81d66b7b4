/**
 * A timestamptz column as ISO text. PGlite and node-postgres both hand back a Date, but a driver or a
 * JSON round trip may give the text already; either way the API answers the same string.
 */
export function isoTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
