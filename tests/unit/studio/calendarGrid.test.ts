import { describe, expect, it } from 'vitest';
import { YEAR_PICKER_SPAN, monthPickerOptions, weekStart, yearPickerRange, yearPickerYears } from '../../../studio/rules/calendarGrid';

describe('month picker', () => {
  it('has 12 months with locale names', () => {
    const en = monthPickerOptions('en-US');
    expect(en).toHaveLength(12);
    expect(en[0]).toEqual({ month: 1, name: 'January' });
    expect(en[11]).toEqual({ month: 12, name: 'December' });
    expect(monthPickerOptions('de-DE')[2]!.name).toBe('März');
    expect(monthPickerOptions('fr-FR')[7]!.name).toBe('août');
  });
});

describe('the first day of the week (SPEC §9): Monday, except in Sunday-first locales', () => {
  it.each([
    ['en-US', 'sun'],
    ['en-CA', 'sun'],
    ['ja-JP', 'sun'],
    ['pt-BR', 'sun'],
    ['he-IL', 'sun'],
    ['en-GB', 'mon'],
    ['de-DE', 'mon'],
    ['fr-FR', 'mon'],
    ['ar-EG', 'mon'],
    ['fa-IR', 'mon'],
  ])('%s starts on %s', (locale, first) => {
    expect(weekStart(locale)).toBe(first);
  });
});

describe('year picker: 100 years either side', () => {
  it('spans year−100 … year+100', () => {
    expect(YEAR_PICKER_SPAN).toBe(100);
    expect(yearPickerRange(2024)).toEqual({ first: 1924, last: 2124 });
  });

  it('lists 201 years in order', () => {
    const years = yearPickerYears(2024);
    expect(years).toHaveLength(201);
    expect(years[0]).toBe(1924);
    expect(years[100]).toBe(2024);
    expect(years[200]).toBe(2124);
  });

  it('stays within years 1 … 9999', () => {
    expect(yearPickerRange(50)).toEqual({ first: 1, last: 150 });
    expect(yearPickerRange(9950)).toEqual({ first: 9850, last: 9999 });
  });
});
