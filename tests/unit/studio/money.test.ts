import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, formatMoney } from '../../../studio/rules/money';

describe('formatMoney', () => {
  it('defaults to USD in en-US', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it("rounds to the currency's decimals", () => {
    expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
    expect(formatMoney(1.2345, 'KWD')).toMatch(/1\.235$/);
    expect(formatMoney(1, 'CLF')).toMatch(/1\.0000$/);
  });

  it('the currency code is case-insensitive', () => {
    expect(formatMoney(1234.5, 'jpy')).toBe('¥1,235');
  });

  it('a well-formed code Intl does not know gets 2 decimals; a malformed one throws', () => {
    expect(formatMoney(1, 'XYZ')).toMatch(/1\.00$/);
    expect(() => formatMoney(1, 'US')).toThrow(RangeError);
    expect(() => formatMoney(1, '')).toThrow(RangeError);
    expect(() => formatMoney(1, 'US$')).toThrow(RangeError);
  });

  it('follows the locale', () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('keeps the sign', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
  });
});
