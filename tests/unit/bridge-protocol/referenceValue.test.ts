import { describe, expect, it } from 'vitest';
import { buildReferenceValue, isReferenceOfWidget, MAX_PAYLOAD_LENGTH, newInstanceId, parseReferenceValue } from '../../../bridge-protocol/referenceValue';

describe('reference value (SPEC §3)', () => {
  it('joins widget, session and instance id', () => {
    expect(buildReferenceValue({ widgetId: 61, sessionId: 'qa-abc', instanceId: 'i1' })).toEqual({ ref: 'w61.qa-abc.i1', warning: null });
  });
  it('adds a stripped payload with a warning, and round-trips through parse', () => {
    const built = buildReferenceValue({ widgetId: 7, sessionId: 's', instanceId: 'i', payload: 'coupon 10%.x' });
    expect(built.ref).toBe('w7.s.i.coupon10.x');
    expect(built.warning).toMatch(/stripped/);
    expect(parseReferenceValue(built.ref)).toEqual({ widgetId: '7', sessionId: 's', instanceId: 'i', payload: 'coupon10.x' });
  });
  it('cuts the payload to 200 characters', () => {
    const built = buildReferenceValue({ widgetId: 1, sessionId: 's', instanceId: 'i', payload: 'a'.repeat(250) });
    expect(built.ref).toBe(`w1.s.i.${'a'.repeat(MAX_PAYLOAD_LENGTH)}`);
    expect(built.warning).toMatch(/200/);
    expect(parseReferenceValue(built.ref)?.payload).toHaveLength(200);
  });
  it('keeps separators out of the ids', () => {
    expect(buildReferenceValue({ widgetId: '1.2', sessionId: 'a/b', instanceId: 'x y' }).ref).toBe('w12.ab.xy');
  });
  it('parse refuses foreign refs', () => {
    for (const bad of [null, 7, '', 'w61', 'x1.s.i', 'w1.s', 'w1.s.i.' + 'a'.repeat(201), 'w1.s.i.a b']) {
      expect(parseReferenceValue(bad)).toBeNull();
    }
  });
  it('isReferenceOfWidget: a reference value or the bare w{id} of that widget, nothing else', () => {
    const ref = buildReferenceValue({ widgetId: 81, sessionId: 's1', instanceId: 'i1', payload: 'x.y' }).ref;
    expect(isReferenceOfWidget(ref, 81)).toBe(true);
    expect(isReferenceOfWidget(ref, '81')).toBe(true);
    expect(isReferenceOfWidget('w81', 81)).toBe(true);
    expect(isReferenceOfWidget(ref, 8)).toBe(false);
    expect(isReferenceOfWidget('w811.s.i', 81)).toBe(false);
    expect(isReferenceOfWidget('promo', 81)).toBe(false);
    expect(isReferenceOfWidget('w', '!')).toBe(false);
    expect(isReferenceOfWidget(buildReferenceValue({ widgetId: 'toString', sessionId: 's', instanceId: 'i' }).ref, 'toString')).toBe(true);
  });
  it('newInstanceId is short and url-safe', () => {
    expect(newInstanceId(() => 0.5)).toMatch(/^[a-z0-9]{6,8}$/);
  });
});
