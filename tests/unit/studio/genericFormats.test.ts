import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatGenericDate,
  isGenericDate,
  isGenericDateTime,
  isGenericTime,
  parseGenericDate,
  parseGenericDateTime,
} from '../../../studio/rules/genericFormats';

describe('generic date YYYY-MM-DD', () => {
  it('parses a real day', () => {
    expect(parseGenericDate('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(parseGenericDate('2016-01-01')?.compare(new CalendarDate(2016, 1, 1))).toBe(0);
  });

  it('rejects days that do not exist', () => {
    expect(isGenericDate('2023-02-29')).toBe(false);
    expect(isGenericDate('2024-13-01')).toBe(false);
    expect(isGenericDate('2024-04-31')).toBe(false);
    expect(isGenericDate('2024-00-10')).toBe(false);
  });

  it('rejects other shapes', () => {
    for (const text of ['2024-2-29', '24-02-29', '2024/02/29', '02/29/2024', ' 2024-02-29', '2024-02-29T00:00:00', '+002024-02-29', '']) {
      expect(isGenericDate(text), text).toBe(false);
    }
  });

  it('formats back with padding', () => {
    expect(formatGenericDate(new CalendarDate(2024, 3, 5))).toBe('2024-03-05');
  });
});

describe('generic date-time: ISO 8601, optional milliseconds and zone', () => {
  it('accepts the four combinations', () => {
    expect(isGenericDateTime('2024-03-05T14:07:09')).toBe(true);
    expect(isGenericDateTime('2024-03-05T14:07:09.123')).toBe(true);
    expect(isGenericDateTime('2024-03-05T14:07:09Z')).toBe(true);
    expect(isGenericDateTime('2024-03-05T14:07:09.123Z')).toBe(true);
    expect(isGenericDateTime('2024-03-05T14:07:09+05:30')).toBe(true);
    expect(isGenericDateTime('2024-03-05T14:07:09.000-08:00')).toBe(true);
  });

  it('matches what Date.prototype.toISOString emits', () => {
    expect(isGenericDateTime(new Date(Date.UTC(2021, 6, 4, 9, 30, 0, 250)).toISOString())).toBe(true);
  });

  it('returns the local date and time', () => {
    expect(parseGenericDateTime('2024-03-05T14:07:09.123+01:00')?.toString()).toBe('2024-03-05T14:07:09.123');
  });

  it('rejects impossible values', () => {
    expect(isGenericDateTime('2023-02-29T10:00:00Z')).toBe(false);
    expect(isGenericDateTime('2024-03-05T24:00:00Z')).toBe(false);
    expect(isGenericDateTime('2024-03-05T23:60:00Z')).toBe(false);
    expect(isGenericDateTime('2024-03-05T23:59:60Z')).toBe(false);
    expect(isGenericDateTime('2024-03-05T10:00:00+24:00')).toBe(false);
  });

  it('rejects other shapes', () => {
    for (const text of [
      '2024-03-05',
      '2024-03-05T14:07',
      '2024-03-05 14:07:09',
      '2024-03-05T14:07:09.12',
      '2024-03-05T14:07:09.1234',
      '2024-03-05T14:07:09+0530',
      '2024-03-05T14:07:09z',
      '2024-03-05T14:07:09UTC',
    ]) {
      expect(isGenericDateTime(text), text).toBe(false);
    }
  });
});

describe('generic time HH:MM, hours 00-29', () => {
  it('accepts hours up to 29 (the spec’s own rule) and minutes up to 59', () => {
    expect(isGenericTime('00:00')).toBe(true);
    expect(isGenericTime('23:59')).toBe(true);
    expect(isGenericTime('24:00')).toBe(true);
    expect(isGenericTime('29:59')).toBe(true);
  });

  it('rejects hours from 30 and minutes from 60', () => {
    expect(isGenericTime('30:00')).toBe(false);
    expect(isGenericTime('12:60')).toBe(false);
  });

  it('needs two digits on each side', () => {
    for (const text of ['9:30', '09:3', '0930', '09:30:00', '', ' 09:30']) {
      expect(isGenericTime(text), text).toBe(false);
    }
  });
});
