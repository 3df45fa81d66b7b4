import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, currencyDecimals, formatMoney } from '../../../studio/rules/money';

describe('currencyDecimals: from Intl', () => {
  it('JPY 0, USD 2, KWD 3, CLF 4', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('CLF')).toBe(4);
  });

  it('more of the table: EUR 2, BHD 3, KRW 0', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('KRW')).toBe(0);
  });

  it('is case-insensitive', () => {
    expect(currencyDecimals('jpy')).toBe(0);
  });

  it('a well-formed code Intl does not know gets 2', () => {
    expect(currencyDecimals('XYZ')).toBe(2);
  });

  it('a malformed code throws', () => {
    expect(() => currencyDecimals('US')).toThrow(RangeError);
    expect(() => currencyDecimals('')).toThrow(RangeError);
    expect(() => currencyDecimals('US$')).toThrow(RangeError);
  });
});

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

  it('follows the locale', () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('keeps the sign', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
  });
});
