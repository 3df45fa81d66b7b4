import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  dateOrder,
  datePattern,
  formatDateText,
  formatTimeText,
  parseDateText,
  parseTimeText,
} from '../../../studio/rules/dateInput';
import { DATE_RANGE_MIN } from '../../../studio/rules/dateRange';

const day = (text: string, locale?: string, bounds?: Parameters<typeof parseDateText>[2]) => {
  const result = parseDateText(text, locale, bounds);
  return result.ok ? result.date.toString() : result.error;
};

describe('date order by locale', () => {
  it('en-US is month first; en-GB, de-DE and fr-FR are day first', () => {
    expect(dateOrder('en-US')).toBe('MDY');
    expect(dateOrder('en-GB')).toBe('DMY');
    expect(dateOrder('de-DE')).toBe('DMY');
    expect(dateOrder('fr-FR')).toBe('DMY');
  });

  it('defaults to en-US', () => {
    expect(dateOrder()).toBe('MDY');
    expect(datePattern()).toBe('MM/DD/YYYY');
  });

  it('gives the placeholder pattern', () => {
    expect(datePattern('en-US')).toBe('MM/DD/YYYY');
    expect(datePattern('de-DE')).toBe('DD/MM/YYYY');
  });

  it('a year-first locale falls back to its month-before-day order', () => {
    expect(dateOrder('ja-JP')).toBe('MDY');
  });
});

describe('parseDateText', () => {
  it('reads the same text differently in en-US and en-GB', () => {
    expect(day('03/04/2024', 'en-US')).toBe('2024-03-04');
    expect(day('03/04/2024', 'en-GB')).toBe('2024-04-03');
  });

  it('accepts one-digit day and month, "." and "-" separators and spaces', () => {
    expect(day('3/4/2024', 'en-US')).toBe('2024-03-04');
    expect(day('15.03.2024', 'de-DE')).toBe('2024-03-15');
    expect(day('15-03-2024', 'fr-FR')).toBe('2024-03-15');
    expect(day(' 15 / 3 / 2024 ', 'en-GB')).toBe('2024-03-15');
  });

  it("'format' for anything not three numbers with a four-digit year", () => {
    for (const text of ['', 'today', '03/04/24', '2024-03-04', '03/04', '03/04/2024/1', '003/04/2024', '03/04/20245']) {
      expect(day(text, 'en-US'), text).toBe('format');
    }
  });

  it("'invalid' for days that do not exist", () => {
    expect(day('02/30/2024', 'en-US')).toBe('invalid');
    expect(day('02/29/2023', 'en-US')).toBe('invalid');
    expect(day('13/01/2024', 'en-US')).toBe('invalid');
    expect(day('31/04/2024', 'en-GB')).toBe('invalid');
    expect(day('00/10/2024', 'en-US')).toBe('invalid');
    expect(day('01/01/0000', 'en-US')).toBe('invalid');
  });

  it('accepts 29 February in a leap year', () => {
    expect(day('29/02/2024', 'en-GB')).toBe('2024-02-29');
  });

  it("'before-min' and 'after-max', bounds themselves allowed", () => {
    const bounds = { min: DATE_RANGE_MIN, max: new CalendarDate(2024, 12, 31) };
    expect(day('12/31/2015', 'en-US', bounds)).toBe('before-min');
    expect(day('01/01/2016', 'en-US', bounds)).toBe('2016-01-01');
    expect(day('12/31/2024', 'en-US', bounds)).toBe('2024-12-31');
    expect(day('01/01/2025', 'en-US', bounds)).toBe('after-max');
  });

  it('checks existence before bounds', () => {
    expect(day('02/30/2010', 'en-US', { min: DATE_RANGE_MIN })).toBe('invalid');
  });
});

describe('formatDateText', () => {
  const date = new CalendarDate(2024, 3, 5);
  it('writes the locale order with padding and "/"', () => {
    expect(formatDateText(date, 'en-US')).toBe('03/05/2024');
    expect(formatDateText(date, 'en-GB')).toBe('05/03/2024');
    expect(formatDateText(date, 'de-DE')).toBe('05/03/2024');
  });

  it('round-trips through parseDateText', () => {
    for (const locale of ['en-US', 'en-GB', 'fr-FR']) {
      expect(day(formatDateText(date, locale), locale)).toBe('2024-03-05');
    }
  });
});

describe('time hh:mm (24-hour)', () => {
  const time = (text: string) => {
    const result = parseTimeText(text);
    return result.ok ? formatTimeText(result.time) : result.error;
  };

  it('reads hours 0-23 and minutes 0-59', () => {
    expect(time('00:00')).toBe('00:00');
    expect(time('9:05')).toBe('09:05');
    expect(time('23:59')).toBe('23:59');
  });

  it("'invalid' outside the pickers' range (24 is not the generic format's 29)", () => {
    expect(time('24:00')).toBe('invalid');
    expect(time('12:60')).toBe('invalid');
  });

  it("'format' for other shapes", () => {
    for (const text of ['', '1200', '12:5', '12:00:00', '12h00', '123:00']) {
      expect(time(text), text).toBe('format');
    }
  });

  it('formats a Time with padding', () => {
    expect(formatTimeText(new Time(7, 3))).toBe('07:03');
  });
});
