import { describe, expect, it } from 'vitest';
import { isEntranceTriggerMet } from '../../../frame-app/rules/entranceTrigger';
import { page } from './fixtures';

describe('isEntranceTriggerMet', () => {
  it('always is met on an untouched page', () => {
    expect(isEntranceTriggerMet({ type: 'always', value: null }, page())).toBe(true);
  });

  it.each([
    [29, false],
    [30, true],
    [31, true],
  ])('scroll 30 at maxScroll %i → %s', (maxScroll, expected) => {
    expect(isEntranceTriggerMet({ type: 'scroll', value: 30 }, page({ maxScroll }))).toBe(expected);
  });

  it('scroll accepts a numeric string and refuses garbage', () => {
    expect(isEntranceTriggerMet({ type: 'scroll', value: '30' }, page({ maxScroll: 30 }))).toBe(true);
    expect(isEntranceTriggerMet({ type: 'scroll', value: 'lots' }, page({ maxScroll: 100 }))).toBe(false);
    expect(isEntranceTriggerMet({ type: 'scroll', value: null }, page({ maxScroll: 100 }))).toBe(false);
  });

  it.each([
    [10, 9, false],
    [10, 10, true],
    ['10', 9, false],
    ['10', 10, true],
    [' 10 ', 10, true],
  ])('seconds %j at secondsSpent %i → %s', (value, secondsSpent, expected) => {
    expect(isEntranceTriggerMet({ type: 'seconds', value }, page({ secondsSpent }))).toBe(expected);
  });

  it.each(['10s', 'abc', 10.5, '10.5', '', null, Number.NaN, Infinity])(
    'seconds %j is not an integer, so it is never met (even after an hour)',
    (value) => {
      expect(isEntranceTriggerMet({ type: 'seconds', value }, page({ secondsSpent: 3600 }))).toBe(false);
    },
  );

  it('exit follows page.exitIntent', () => {
    expect(isEntranceTriggerMet({ type: 'exit', value: null }, page())).toBe(false);
    expect(isEntranceTriggerMet({ type: 'exit', value: null }, page({ exitIntent: true }))).toBe(true);
  });

  it('anchor is met only when that anchor was reached, with or without #', () => {
    const reached = page({ anchors: { signup: true, footer: false } });
    expect(isEntranceTriggerMet({ type: 'anchor', value: 'signup' }, reached)).toBe(true);
    expect(isEntranceTriggerMet({ type: 'anchor', value: '#signup' }, reached)).toBe(true);
    expect(isEntranceTriggerMet({ type: 'anchor', value: 'footer' }, reached)).toBe(false);
    expect(isEntranceTriggerMet({ type: 'anchor', value: 'pricing' }, reached)).toBe(false);
    expect(isEntranceTriggerMet({ type: 'anchor', value: 'constructor' }, reached)).toBe(false);
    expect(isEntranceTriggerMet({ type: 'anchor', value: '' }, reached)).toBe(false);
  });

  it('a missing or unknown trigger is never met and never throws', () => {
    const busy = page({ maxScroll: 100, secondsSpent: 999, exitIntent: true });
    expect(isEntranceTriggerMet(undefined, busy)).toBe(false);
    expect(isEntranceTriggerMet(null, busy)).toBe(false);
    expect(isEntranceTriggerMet({}, busy)).toBe(false);
    expect(isEntranceTriggerMet({ type: 'hover', value: 1 }, busy)).toBe(false);
    expect(isEntranceTriggerMet('scroll' as never, busy)).toBe(false);
  });
});
