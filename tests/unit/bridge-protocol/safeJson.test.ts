import { afterEach, describe, expect, it } from 'vitest';
import { safeStringify } from '../../../bridge-protocol/safeJson';

type Patched = { toJSON?: () => unknown };

afterEach(() => {
  delete (Array.prototype as Patched).toJSON;
  delete (String.prototype as Patched).toJSON;
  delete (Object.prototype as Patched).toJSON;
});

describe('safeStringify', () => {
  const sample = { a: [1, 'two', { three: [true, null] }], s: 'quote " backslash \\ newline \n tab \t \u0001 \u2028', n: 1.5, skip: undefined, f: () => 1 };

  it('gives what JSON.stringify gives for plain data', () => {
    expect(safeStringify(sample)).toBe(JSON.stringify(sample));
    expect(JSON.parse(safeStringify(sample))).toEqual(JSON.parse(JSON.stringify(sample)));
    expect(safeStringify([undefined, NaN, Infinity])).toBe('[null,null,null]');
    expect(safeStringify(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
  });

  it('is not bent by Prototype.js-style toJSON patches on the host page', () => {
    (Array.prototype as Patched).toJSON = function () {
      return `[${(this as unknown as unknown[]).join(',')}]`;
    };
    (String.prototype as Patched).toJSON = () => 'patched';
    // What a page with Prototype.js would send with JSON.stringify: arrays become strings.
    expect(JSON.parse(JSON.stringify({ a: [1, 2] })).a).toBe('[1,2]');
    expect(JSON.parse(safeStringify({ a: [1, 2], s: 'x' }))).toEqual({ a: [1, 2], s: 'x' });
  });

  it('refuses a cycle instead of looping', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => safeStringify(cyclic)).toThrow('cycle');
  });
});
