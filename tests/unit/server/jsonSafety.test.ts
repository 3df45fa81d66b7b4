import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, storableJsonProblem } from '../../../server/policies/jsonSafety';

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
  return v;
};

describe('storableJsonProblem', () => {
  it('accepts ordinary JSON, including astral characters (paired surrogates)', () => {
    expect(storableJsonProblem({ a: [1, 'x', null, true, { b: 'emoji 😀 ✓' }] })).toBeNull();
    expect(storableJsonProblem('plain')).toBeNull();
  });

  it('refuses NUL anywhere, in values and keys, naming where', () => {
    expect(storableJsonProblem({ session_id: 'a\u0000b' })).toBe('body.session_id: text must not contain NUL characters');
    expect(storableJsonProblem({ ['k\u0000']: 1 })).toMatch(/a key.*NUL/);
  });

  it('refuses lone high and low surrogates', () => {
    expect(storableJsonProblem({ p: '\ud800' })).toMatch(/body\.p: .*unpaired surrogates/);
    expect(storableJsonProblem({ p: 'x\udc00y' })).toMatch(/unpaired surrogates/);
    expect(storableJsonProblem(['\ud83d\ude00\ud800'])).toMatch(/body\[0\]/);
  });

  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more, without recursing on 100,000`, () => {
    expect(storableJsonProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(storableJsonProblem(nested(MAX_JSON_DEPTH + 1))).toBe(`body: nested more than ${MAX_JSON_DEPTH} levels deep`);
    expect(storableJsonProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toMatch(/nested more than/);
  });
});
