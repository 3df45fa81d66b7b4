/** bridge-protocol/jsonDepth.ts: the depth check the loader (and the server) apply to configurations. */
import { describe, expect, it } from 'vitest';
import { exceedsDepth, MAX_CONFIG_DEPTH } from '../../../bridge-protocol/jsonDepth';

/** `{"a": {"a": … 1 …}}` nested `levels` objects deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('exceedsDepth', () => {
  it('counts containers: a scalar is 0 deep, {} and [] are 1', () => {
    for (const scalar of [null, 1, 'x', true, undefined]) expect(exceedsDepth(scalar, 0)).toBe(false);
    expect(exceedsDepth({}, 0)).toBe(true);
    expect(exceedsDepth({}, 1)).toBe(false);
    expect(exceedsDepth([], 1)).toBe(false);
    expect(exceedsDepth({ a: [] }, 1)).toBe(true);
    expect(exceedsDepth({ a: [] }, 2)).toBe(false);
  });

  it('is exact at the limit, for objects and arrays alike', () => {
    expect(exceedsDepth(nested(MAX_CONFIG_DEPTH), MAX_CONFIG_DEPTH)).toBe(false);
    expect(exceedsDepth(nested(MAX_CONFIG_DEPTH + 1), MAX_CONFIG_DEPTH)).toBe(true);
    let list: unknown = [];
    for (let i = 1; i < 5; i++) list = [1, list, 'x'];
    expect(exceedsDepth(list, 5)).toBe(false);
    expect(exceedsDepth(list, 4)).toBe(true);
  });

  it('finds the one deep branch beside many shallow ones', () => {
    const wide = { widgets: Array.from({ length: 200 }, (_, i) => ({ widget_id: i, data: { main: { colors: { a: 'b' } } } })) };
    expect(exceedsDepth(wide, MAX_CONFIG_DEPTH)).toBe(false);
    (wide.widgets[150]!.data.main as Record<string, unknown>).deep = nested(40);
    expect(exceedsDepth(wide, MAX_CONFIG_DEPTH)).toBe(true);
  });

  it('walks 100 000 levels without overflowing the stack (no recursion), and a real widget passes', () => {
    expect(exceedsDepth(nested(100_000), MAX_CONFIG_DEPTH)).toBe(true);
    expect(exceedsDepth(JSON.parse('['.repeat(50_000) + ']'.repeat(50_000)), 1_000_000)).toBe(false);
    const bar = { widget_id: 7, widget_type: 'bar', data: { main: { title: 'x', whenDisplay: { type: 'scroll', value: 30 }, colors: { background: '#fff' } }, setup: { urlWhitelist: ['a'] } } };
    expect(exceedsDepth(bar, MAX_CONFIG_DEPTH)).toBe(false);
  });

  it('treats a cycle as too deep instead of looping', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    a.again = a;
    expect(exceedsDepth(a, MAX_CONFIG_DEPTH)).toBe(true);
  });
});
