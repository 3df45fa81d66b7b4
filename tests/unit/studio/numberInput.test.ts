import { describe, expect, it } from 'vitest';
import {
  NUMBER_INPUT_MAX_SYMBOLS,
  commitNumber,
  decimalSeparator,
  numberToText,
  sanitizeNumberText,
} from '../../../studio/rules/numberInput';

describe('decimalSeparator: decided by locale', () => {
  it('is "." in en-US and en-GB, "," in de-DE and fr-FR', () => {
    expect(decimalSeparator('en-US')).toBe('.');
    expect(decimalSeparator('en-GB')).toBe('.');
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('fr-FR')).toBe(',');
  });
});

describe('sanitizeNumberText: while typing', () => {
  it('strips everything that is not a digit, a leading minus or the separator', () => {
    expect(sanitizeNumberText('a1b2 c3$')).toBe('123');
    expect(sanitizeNumberText('1e5')).toBe('15');
    expect(sanitizeNumberText('+42')).toBe('42');
  });

  it('keeps one decimal separator and drops the later ones', () => {
    expect(sanitizeNumberText('1.2.3')).toBe('1.23');
    expect(sanitizeNumberText('..5')).toBe('.5');
  });

  it('en-US treats "," as grouping, not a separator', () => {
    expect(sanitizeNumberText('1,000.5', { locale: 'en-US' })).toBe('1000.5');
  });

  it('de-DE accepts "," and "." as the separator and shows ","', () => {
    expect(sanitizeNumberText('3,14', { locale: 'de-DE' })).toBe('3,14');
    expect(sanitizeNumberText('3.14', { locale: 'de-DE' })).toBe('3,14');
    expect(sanitizeNumberText('1,5.5', { locale: 'de-DE' })).toBe('1,55');
  });

  it('keeps the minus only as the first character', () => {
    expect(sanitizeNumberText('-12')).toBe('-12');
    expect(sanitizeNumberText('1-2')).toBe('12');
    expect(sanitizeNumberText('--3')).toBe('-3');
    expect(sanitizeNumberText('-')).toBe('-');
  });

  it('positive removes the minus', () => {
    expect(sanitizeNumberText('-12', { positive: true })).toBe('12');
    expect(sanitizeNumberText('-', { positive: true })).toBe('');
  });

  it('integer-only strips the separator', () => {
    expect(sanitizeNumberText('12.5', { integerOnly: true })).toBe('125');
    expect(sanitizeNumberText('-7,', { integerOnly: true, locale: 'de-DE' })).toBe('-7');
  });

  it('keeps half-typed numbers intact', () => {
    expect(sanitizeNumberText('3.')).toBe('3.');
    expect(sanitizeNumberText('-.')).toBe('-.');
    expect(sanitizeNumberText('')).toBe('');
  });

  it('cuts to 16 symbols by default, counting minus and separator', () => {
    expect(NUMBER_INPUT_MAX_SYMBOLS).toBe(16);
    expect(sanitizeNumberText('12345678901234567890')).toBe('1234567890123456');
    expect(sanitizeNumberText('-1234567890.1234567')).toBe('-1234567890.1234');
    expect(sanitizeNumberText('-1234567890.1234567')).toHaveLength(16);
  });

  it('counts only the symbols kept, not the ones stripped', () => {
    expect(sanitizeNumberText('1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7')).toBe('1234567890123456');
  });

  it('honours a custom maxSymbols', () => {
    expect(sanitizeNumberText('123456', { maxSymbols: 4 })).toBe('1234');
  });
});

describe('commitNumber: at blur', () => {
  it('parses the sanitised text', () => {
    expect(commitNumber('12.5')).toBe(12.5);
    expect(commitNumber('-3')).toBe(-3);
    expect(commitNumber('.5')).toBe(0.5);
    expect(commitNumber('7.')).toBe(7);
    expect(commitNumber('1,25', { locale: 'fr-FR' })).toBe(1.25);
    expect(commitNumber('$ 1,000', { locale: 'en-US' })).toBe(1000);
  });

  it('clamps to min and max', () => {
    expect(commitNumber('150', { min: 0, max: 100 })).toBe(100);
    expect(commitNumber('-5', { min: 0, max: 100 })).toBe(0);
    expect(commitNumber('42', { min: 0, max: 100 })).toBe(42);
    expect(commitNumber('100', { min: 0, max: 100 })).toBe(100);
  });

  it('positive turns a negative into its absolute digits (the minus is removed, not the number)', () => {
    expect(commitNumber('-8', { positive: true })).toBe(8);
  });

  it('required and empty becomes min, or 0 without a min', () => {
    expect(commitNumber('', { required: true, min: 5 })).toBe(5);
    expect(commitNumber('', { required: true })).toBe(0);
    expect(commitNumber('-', { required: true, min: -3 })).toBe(-3);
    expect(commitNumber('abc', { required: true, min: 2 })).toBe(2);
  });

  it('is required by default', () => {
    expect(commitNumber('')).toBe(0);
  });

  it('required-empty 0 still respects a negative max', () => {
    expect(commitNumber('', { required: true, max: -10 })).toBe(-10);
  });

  it('not required and empty is null', () => {
    expect(commitNumber('', { required: false, min: 5 })).toBeNull();
    expect(commitNumber('-.', { required: false })).toBeNull();
  });

  it('integer-only commits whole numbers', () => {
    expect(commitNumber('12.7', { integerOnly: true })).toBe(127);
    expect(Number.isInteger(commitNumber('9.9', { integerOnly: true }))).toBe(true);
  });

  it('never commits -0', () => {
    expect(Object.is(commitNumber('-0'), 0)).toBe(true);
  });
});

describe('numberToText: the committed value written back', () => {
  it('uses the locale separator and no grouping', () => {
    expect(numberToText(1234.5, 'en-US')).toBe('1234.5');
    expect(numberToText(1234.5, 'de-DE')).toBe('1234,5');
    expect(numberToText(null)).toBe('');
  });

  it('round-trips through commitNumber', () => {
    for (const value of [0, -17, 3.125, 9876543.21]) {
      expect(commitNumber(numberToText(value, 'de-DE'), { locale: 'de-DE' })).toBe(value);
    }
  });
});
