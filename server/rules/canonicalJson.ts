/**
 * JSON with the keys of every object sorted: one text per value, whatever order its keys were written
 * in. A frame document's version hashes a widget's stored entry, and the `json` column keeps the order
 * of each write, so the same configuration saved by the studio and seeded from its file must not be
 * two versions. Pure.
 */
import { isPlainObject } from '../../bridge-protocol/validate';

export function canonicalJson(value: unknown): string {
  // The replacer sees each object before JSON.stringify descends into it, so every level is sorted.
  const text = JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
  // undefined, a function or a symbol have no JSON text: they are no entry at all.
  return text ?? '';
}
