/**
 * Reading and writing a widget's configuration by the dotted paths the widget schema reports problems
 * at (`data.main.title`, `data.setup.urlWhitelist[2]`): the form's fields and the schema's problems
 * then name a value the same way.
 *
 * `setAt` never changes its input: it copies the objects along the path and shares everything else, so
 * React sees a new widget while untouched sections keep their identity. It creates what is missing
 * (an object, or a list before a `[n]` step) and removes the key when the value is `undefined`, so
 * clearing a field gives the kind's default back instead of storing an empty value.
 *
 * `__proto__`, `constructor` and `prototype` are refused as steps: a path comes from code here, but a
 * typo that reached Object.prototype would change every object in the studio.
 */
import { isPlainObject } from '../../bridge-protocol/validate';

export type PathStep = string | number;

const UNSAFE_STEPS = new Set(['__proto__', 'constructor', 'prototype']);
const STEP = /([^.[\]]+)|\[(\d+)\]/g;

/** `data.setup.urlWhitelist[2]` → ['data', 'setup', 'urlWhitelist', 2]. */
export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const match of path.matchAll(STEP)) {
    const step = match[2] !== undefined ? Number(match[2]) : (match[1] as string);
    if (typeof step === 'string' && UNSAFE_STEPS.has(step)) throw new RangeError(`unsafe step "${step}" in path "${path}"`);
    steps.push(step);
  }
  return steps;
}

function child(container: unknown, step: PathStep): unknown {
  if (typeof step === 'number') return Array.isArray(container) ? container[step] : undefined;
  return isPlainObject(container) && Object.prototype.hasOwnProperty.call(container, step) ? container[step] : undefined;
}

/** The value at `path`, or undefined when any step of it is missing. */
export function getAt(root: unknown, path: string): unknown {
  let current = root;
  for (const step of parsePath(path)) current = child(current, step);
  return current;
}

function hasAt(container: unknown, step: PathStep): boolean {
  if (typeof step === 'number') return Array.isArray(container) && step < container.length;
  return isPlainObject(container) && Object.prototype.hasOwnProperty.call(container, step);
}

function setStep(container: unknown, steps: readonly PathStep[], value: unknown): unknown {
  const [step, ...rest] = steps as [PathStep, ...PathStep[]];
  const next = rest.length === 0 ? value : setStep(child(container, step), rest, value);
  if (typeof step === 'number') {
    const list = Array.isArray(container) ? [...container] : [];
    if (next === undefined) list.splice(step, 1);
    else list[step] = next;
    return list;
  }
  // A step that is not an object (a broken `main: "x"`) is replaced: the value written is the owner's intent.
  const record: Record<string, unknown> = isPlainObject(container) ? { ...container } : {};
  if (next === undefined) delete record[step];
  else record[step] = next;
  return record;
}

/** A new root with `value` at `path` (removed when undefined); the same root when nothing changes. */
export function setAt<T extends Record<string, unknown>>(root: T, path: string, value: unknown): T {
  const steps = parsePath(path);
  if (steps.length === 0) throw new RangeError('setAt needs a path');
  const parentPath = steps.slice(0, -1);
  let parent: unknown = root;
  for (const step of parentPath) parent = child(parent, step);
  const last = steps[steps.length - 1] as PathStep;
  const present = hasAt(parent, last);
  if (value === undefined ? !present : present && Object.is(child(parent, last), value)) return root;
  return setStep(root, steps, value) as T;
}
