/**
 * A tiny runtime schema language for the bridge.
 *
 * Why not a library: the loader ships inside every host page with a 17 KB gzip budget, most of which is
 * post-robot. These combinators cost a few hundred bytes, and each schema is also the single source of
 * its TypeScript type (`Infer<typeof schema>`), so a payload's type and its runtime check cannot drift.
 *
 * A schema is a function returning `null` when the value fits, or a short message naming the path that
 * does not.
 *
 * The combinators are marked `@__NO_SIDE_EFFECTS__`: a schema a bundle never uses (the loader does not
 * check the bootstrap it sends, for one) is then dropped with every combinator call inside it, not
 * only its outermost `object(…)`. That is a few hundred bytes of the loader's 17 KB.
 */
export type Schema<T> = ((value: unknown, path?: string) => string | null) & { readonly __type?: T };
export type Infer<S> = S extends Schema<infer T> ? T : never;

function schema<T>(check: (value: unknown, path: string) => string | null): Schema<T> {
  return ((value: unknown, path = '$') => check(value, path)) as Schema<T>;
}

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

export const str = /* @__NO_SIDE_EFFECTS__ */ (maxLength = 10_000): Schema<string> =>
  schema((v, p) =>
    typeof v !== 'string' ? `${p}: expected string, got ${describe(v)}` : v.length > maxLength ? `${p}: longer than ${maxLength}` : null,
  );

export const num = /* @__NO_SIDE_EFFECTS__ */ (): Schema<number> =>
  schema((v, p) => (typeof v === 'number' && Number.isFinite(v) ? null : `${p}: expected a finite number, got ${describe(v)}`));

export const bool = /* @__NO_SIDE_EFFECTS__ */ (): Schema<boolean> =>
  schema((v, p) => (typeof v === 'boolean' ? null : `${p}: expected boolean, got ${describe(v)}`));

/** One of a list's values. Takes the list itself: a spread call (`literal(...LIST)`) is not pure, and a bundle would keep it. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <const L extends string | number | boolean>(allowed: readonly L[]): Schema<L> =>
  schema((v, p) => ((allowed as readonly unknown[]).includes(v) ? null : `${p}: expected one of ${allowed.join(', ')}`));

export const literal = /* @__NO_SIDE_EFFECTS__ */ <const L extends string | number | boolean>(...allowed: L[]): Schema<L> => oneOf(allowed);

export const nullable = /* @__NO_SIDE_EFFECTS__ */ <T>(inner: Schema<T>): Schema<T | null> => schema((v, p) => (v === null ? null : inner(v, p)));

/** Accepts anything; used for opaque sub-trees (widget `data`) that the frame merges over defaults. */
export const unknownValue = /* @__NO_SIDE_EFFECTS__ */ (): Schema<unknown> => schema(() => null);

export const arrayOf = /* @__NO_SIDE_EFFECTS__ */ <T>(item: Schema<T>, maxItems = 1_000): Schema<T[]> =>
  schema((v, p) => {
    if (!Array.isArray(v)) return `${p}: expected array, got ${describe(v)}`;
    if (v.length > maxItems) return `${p}: more than ${maxItems} items`;
    for (let i = 0; i < v.length; i++) {
      const error = item(v[i], `${p}[${i}]`);
      if (error) return error;
    }
    return null;
  });

export const recordOf = /* @__NO_SIDE_EFFECTS__ */ <T>(value: Schema<T>): Schema<Record<string, T>> =>
  schema((v, p) => {
    if (!isPlainObject(v)) return `${p}: expected object, got ${describe(v)}`;
    for (const key of Object.keys(v)) {
      const error = value(v[key], `${p}.${key}`);
      if (error) return error;
    }
    return null;
  });

type Shape = Record<string, Schema<unknown>>;
/** Keys whose schema accepts undefined become optional in the inferred type. */
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};
type Flatten<T> = { [K in keyof T]: T[K] };

/** Unknown keys are allowed and kept: a newer peer may add fields (SPEC: unknown fields are never fatal). */
export const object = /* @__NO_SIDE_EFFECTS__ */ <S extends Shape>(shape: S): Schema<Flatten<ObjectOf<S>>> =>
  schema((v, p) => {
    if (!isPlainObject(v)) return `${p}: expected object, got ${describe(v)}`;
    for (const key of Object.keys(shape)) {
      const error = (shape[key] as Schema<unknown>)(v[key], `${p}.${key}`);
      if (error) return error;
    }
    return null;
  });

export const optional = /* @__NO_SIDE_EFFECTS__ */ <T>(inner: Schema<T>): Schema<T | undefined> =>
  schema((v, p) => (v === undefined ? null : inner(v, p)));

export const union = /* @__NO_SIDE_EFFECTS__ */ <A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> =>
  schema((v, p) => {
    const first = a(v, p);
    if (!first) return null;
    const second = b(v, p);
    return second ? `${p}: ${first} / ${second}` : null;
  });

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
