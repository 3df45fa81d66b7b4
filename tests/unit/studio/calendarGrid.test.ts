import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  YEAR_PICKER_SPAN,
  calendarGrid,
  calendarWeeks,
  firstDayOfWeek,
  monthPickerOptions,
  weekdayLabels,
  yearPickerRange,
  yearPickerYears,
} from '../../../studio/rules/calendarGrid';

// May 2024 starts on a Wednesday.
const MAY_2024 = new CalendarDate(2024, 5, 20);

describe('week start', () => {
  it('Sunday in en-US; Monday in en-GB, de-DE, fr-FR', () => {
    expect(firstDayOfWeek('en-US')).toBe('sun');
    expect(firstDayOfWeek('en-GB')).toBe('mon');
    expect(firstDayOfWeek('de-DE')).toBe('mon');
    expect(firstDayOfWeek('fr-FR')).toBe('mon');
  });

  it('Monday for a Saturday-first locale (the spec allows only Sunday or Monday)', () => {
    expect(firstDayOfWeek('ar-EG')).toBe('mon');
  });

  it('weekday headings follow the week start', () => {
    expect(weekdayLabels('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayLabels('en-GB')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels('de-DE')[0]).toBe('Mo');
  });
});

describe('calendarGrid: 6 weeks x 7 days', () => {
  it('always has 42 consecutive days', () => {
    for (const locale of ['en-US', 'de-DE']) {
      for (let month = 1; month <= 12; month += 1) {
        const grid = calendarGrid(new CalendarDate(2023, month, 1), locale);
        expect(grid).toHaveLength(42);
        grid.slice(1).forEach((date, index) => expect(grid[index]!.add({ days: 1 }).compare(date)).toBe(0));
      }
    }
  });

  it('en-US starts on the Sunday before the 1st', () => {
    const grid = calendarGrid(MAY_2024, 'en-US');
    expect(grid[0]!.toString()).toBe('2024-04-28');
    expect(grid[41]!.toString()).toBe('2024-06-08');
  });

  it('en-GB and de-DE start on the Monday before the 1st', () => {
    expect(calendarGrid(MAY_2024, 'en-GB')[0]!.toString()).toBe('2024-04-29');
    expect(calendarGrid(MAY_2024, 'de-DE')[0]!.toString()).toBe('2024-04-29');
    expect(calendarGrid(MAY_2024, 'de-DE')[41]!.toString()).toBe('2024-06-09');
  });

  it('a month starting on the first weekday has no leading days', () => {
    // September 2024 starts on a Sunday, April 2024 on a Monday.
    expect(calendarGrid(new CalendarDate(2024, 9, 1), 'en-US')[0]!.toString()).toBe('2024-09-01');
    expect(calendarGrid(new CalendarDate(2024, 4, 1), 'fr-FR')[0]!.toString()).toBe('2024-04-01');
    expect(calendarGrid(new CalendarDate(2024, 4, 1), 'en-US')[0]!.toString()).toBe('2024-03-31');
  });

  it('holds every day of the month', () => {
    const days = calendarGrid(new CalendarDate(2024, 2, 10), 'en-GB').filter((date) => date.month === 2);
    expect(days.map((date) => date.day)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it('calendarWeeks cuts the grid into six rows starting on the week start', () => {
    const weeks = calendarWeeks(MAY_2024, 'en-US');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[1]![0]!.toString()).toBe('2024-05-05');
  });
});

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
