import { describe, expect, it } from 'vitest';
import { buttonSizeClasses, buttonStep } from '../../../frame-app/parts/buttonSize';

describe('buttonSize', () => {
  it.each([
    ['s', 'small'],
    ['standard', 'small'],
    ['m', 'medium'],
    ['large', 'medium'],
    ['l', 'large'],
    ['xlarge', 'large'],
  ])('%s → %s', (value, step) => {
    expect(buttonStep(value)).toBe(step);
  });

  it('falls back for missing or unknown values', () => {
    expect(buttonStep(undefined)).toBe('medium');
    expect(buttonStep('huge')).toBe('medium');
    expect(buttonStep('toString')).toBe('medium');
    expect(buttonStep(3, 'large')).toBe('large');
  });

  it('gives three distinct class sets', () => {
    const sets = new Set(['s', 'm', 'l'].map((v) => buttonSizeClasses(v)));
    expect(sets.size).toBe(3);
    expect(buttonSizeClasses('xlarge')).toContain('text-lg');
    expect(buttonSizeClasses('standard')).toContain('text-sm');
  });
});
