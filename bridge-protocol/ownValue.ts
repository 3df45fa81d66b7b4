/**
 * Lookups by a key that came from configuration, storage or the other side of the bridge. Such a key
 * may be "toString", "constructor" or "__proto__" (a widget id, an anchor id, a button size), and a
 * plain `record[key]` then answers with what Object.prototype has under that name instead of
 * "nothing". These helpers look at the record's own properties only.
 *
 * `hasOwnProperty` is taken once, when the module is evaluated, so a record carrying its own
 * `hasOwnProperty` field cannot answer for itself.
 */
const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Whether `key` is an own property of `record` (what Object.hasOwn says, on ES2019 targets too). */
export function hasOwn(record: object, key: PropertyKey): boolean {
  return hasOwnProperty.call(record, key);
}

/** `record[key]` when `key` is the record's own property, otherwise undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return hasOwn(record, key) ? record[key] : undefined;
}
