/**
 * The merge rule for server data over defaults:
 * - plain objects merge key by key, recursively;
 * - every other server value that is not `undefined` wins: arrays replace (a whitelist is never the union
 *   of the default and the operator's list), scalars replace, and an explicit `null` is kept (a trigger's
 *   `value: null` is meaningful);
 * - except that a default plain object is never replaced by a non-object: `whenDisplay: null` or
 *   `main: "x"` keeps the default, because every reader may rely on those sections being objects.
 * Keys that could reach Object.prototype (`__proto__`, `constructor`, `prototype`) are dropped: the data
 * comes from JSON an operator typed. Neither input is mutated.
 */
import { hasOwn } from './ownValue';
import { isPlainObject } from './validate';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) return deepMerge({}, value);
  return value;
}

export function deepMerge(defaults: Record<string, unknown>, server: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    if (!UNSAFE_KEYS.has(key)) out[key] = cloneValue(defaults[key]);
  }
  for (const key of Object.keys(server)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const incoming = server[key];
    if (incoming === undefined) continue;
    // Own keys only: a server key "toString" has no default, whatever Object.prototype holds.
    const base = hasOwn(out, key) ? out[key] : undefined;
    if (isPlainObject(base)) {
      if (isPlainObject(incoming)) out[key] = deepMerge(base, incoming);
      continue;
    }
    out[key] = cloneValue(incoming);
  }
  return out;
}
