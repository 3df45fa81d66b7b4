/** bridge-protocol/ownValue.ts: lookups by ids and names that came from configuration or storage. */
import { describe, expect, it } from 'vitest';
import { hasOwn, ownValue } from '../../../bridge-protocol/ownValue';

const PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('ownValue / hasOwn', () => {
  it.each(PROTOTYPE_NAMES)('%j is absent from a record that does not have it', (key) => {
    const record: Record<string, number> = { a: 1 };
    expect(ownValue(record, key)).toBeUndefined();
    expect(hasOwn(record, key)).toBe(false);
  });

  it.each(PROTOTYPE_NAMES)('%j is found when the record has it as its own key (as JSON.parse makes it)', (key) => {
    const record = JSON.parse(`{${JSON.stringify(key)}: 5}`) as Record<string, number>;
    expect(ownValue(record, key)).toBe(5);
    expect(hasOwn(record, key)).toBe(true);
  });

  it('is not fooled by a record carrying its own hasOwnProperty', () => {
    const record = { hasOwnProperty: () => true } as unknown as Record<string, unknown>;
    expect(hasOwn(record, 'missing')).toBe(false);
    expect(ownValue(record, 'missing')).toBeUndefined();
  });

  it('reads null-prototype records too', () => {
    const record = Object.assign(Object.create(null) as Record<string, string>, { x: 'y' });
    expect(ownValue(record, 'x')).toBe('y');
    expect(ownValue(record, 'toString')).toBeUndefined();
  });
});
