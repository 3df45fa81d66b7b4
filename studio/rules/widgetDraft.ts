/**
 * A widget being edited is plain JSON. Fields are addressed by the dotted path the server names in its
 * errors (`data.messenger_code_settings.size`, StudioApiError.field), so a field, its value and its error
 * share one name. Writing returns a new object and copies only the objects on the path: React sees the
 * change, and the widget the screen was given is never touched.
 */
import { hasOwn } from '../../bridge-protocol/ownValue';
import { isPlainObject } from '../../bridge-protocol/validate';

const keysOf = (path: string): string[] => path.split('.').filter((k) => k !== '');

/** The value at `path`, or undefined when a step is missing or not an object. */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of keysOf(path)) {
    if (!isPlainObject(node) || !hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** A copy of `root` with `value` at `path`; missing or non-object steps become objects. */
export function withValueAt<T extends Record<string, unknown>>(root: T, path: string, value: unknown): T {
  const keys = keysOf(path);
  if (keys.length === 0) return root;
  // The configuration is JSON from the server: a key named like an Object.prototype member is data, so
  // every step is written with defineProperty semantics (a spread copy), never through a setter.
  const write = (node: unknown, index: number): Record<string, unknown> => {
    const copy: Record<string, unknown> = isPlainObject(node) ? { ...node } : {};
    const key = keys[index] as string;
    const next = index === keys.length - 1 ? value : write(hasOwn(copy, key) ? copy[key] : undefined, index + 1);
    Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
    return copy;
  };
  return write(root, 0) as T;
}

/** Whether two JSON values are the same (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}
