import { describe, expect, it } from 'vitest';
import { optInArmProblem, widgetArmIds } from '../../../server/rules/optInArm';
import { consentTextId } from '../../../server/rules/consentTextId';
import { doubleOptInProblem, isDoubleOptIn } from '../../../bridge-protocol/doubleOptIn';

const experiment = { key: 'spring', status: 'stopped', arms: [{ id: 'control', weight: 1 }, { id: 'b', weight: 1 }] };

describe('optInArmProblem (the arm a consent record may name)', () => {
  it('takes an arm of the widget’s test, stopped tests included, and no arm at all', () => {
    expect(widgetArmIds({ data: { experiment } })).toEqual(['control', 'b']);
    expect(optInArmProblem({ data: { experiment } }, 'b')).toBeNull();
    expect(optInArmProblem({ data: {} }, undefined)).toBeNull();
  });
  it('refuses another arm, the holdout, and any arm on a widget without a (valid) test', () => {
    expect(optInArmProblem({ data: { experiment } }, 'holdout')).toMatch(/not an arm of this widget's split test \(control, b\)/);
    expect(optInArmProblem({ data: {} }, 'b')).toMatch(/no split test/);
    expect(optInArmProblem({ data: { experiment: { key: 'x' } } }, 'b')).toMatch(/no split test/);
  });
});

describe('consentTextId', () => {
  it('is the SHA-256 of the exact text, its first 12 characters the version unless one is given', () => {
    const id = consentTextId('abc');
    expect(id.hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(id.version).toBe('ba7816bf8f01');
    expect(consentTextId('abc', '2026-12').version).toBe('2026-12');
    expect(consentTextId('abc ').hash).not.toBe(id.hash);
  });
});

describe('double opt-in setting', () => {
  it('is on only for true, and must be true or false', () => {
    expect(isDoubleOptIn({ data: { setup: { double_opt_in: true } } })).toBe(true);
    expect(isDoubleOptIn({ data: { setup: { double_opt_in: 'true' } } })).toBe(false);
    expect(isDoubleOptIn({})).toBe(false);
    expect(doubleOptInProblem(undefined)).toBeNull();
    expect(doubleOptInProblem(false)).toBeNull();
    expect(doubleOptInProblem('yes', 'widgets[0].data.setup.double_opt_in')).toEqual({ path: 'widgets[0].data.setup.double_opt_in', message: 'Choose on or off (true or false).' });
  });
});
