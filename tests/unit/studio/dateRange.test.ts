import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_DEFAULT_ANCHOR_TEXT,
  DATE_RANGE_MIN,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DateRangePresetId,
  activePreset,
  anchorText,
  calendarsForWidth,
  canApply,
  orderedRange,
  presetRange,
} from '../../../studio/rules/dateRange';

// A fixed "today": Wednesday 15 May 2024. Never the wall clock.
const TODAY = new CalendarDate(2024, 5, 15);
const d = (year: number, month: number, day: number) => new CalendarDate(year, month, day);
const preset = (id: DateRangePresetId): DateRangePreset => DATE_RANGE_PRESETS.find((candidate) => candidate.id === id)!;
const asText = (range: { start: CalendarDate | null; end: CalendarDate | null }) => `${range.start?.toString()}…${range.end?.toString()}`;

describe('date range minimum', () => {
  it('is 2016-01-01', () => {
    expect(DATE_RANGE_MIN.toString()).toBe('2016-01-01');
  });
});

describe('orderedRange: start and end swap if reversed', () => {
  it('swaps a reversed pair', () => {
    expect(asText(orderedRange({ start: d(2024, 5, 10), end: d(2024, 5, 1) }))).toBe('2024-05-01…2024-05-10');
  });

  it('keeps an ordered pair and a single day', () => {
    expect(asText(orderedRange({ start: d(2024, 5, 1), end: d(2024, 5, 10) }))).toBe('2024-05-01…2024-05-10');
    expect(asText(orderedRange({ start: d(2024, 5, 1), end: d(2024, 5, 1) }))).toBe('2024-05-01…2024-05-01');
  });

  it('leaves a half-chosen range alone', () => {
    expect(asText(orderedRange({ start: d(2024, 5, 10), end: null }))).toBe('2024-05-10…undefined');
  });
});

describe('presets', () => {
  it('are Today, Yesterday, Last 7 days, Last 30 days in that order', () => {
    expect(DATE_RANGE_PRESETS.map((p) => p.label)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']);
  });

  it('Today and Yesterday are single days', () => {
    expect(asText(presetRange(preset('today'), TODAY))).toBe('2024-05-15…2024-05-15');
    expect(asText(presetRange(preset('yesterday'), TODAY))).toBe('2024-05-14…2024-05-14');
  });

  it('Last 7 days is today−6 … today (7 days including today)', () => {
    expect(asText(presetRange(preset('last7Days'), TODAY))).toBe('2024-05-09…2024-05-15');
  });

  it('Last 30 days is today−29 … today, across a month boundary', () => {
    expect(asText(presetRange(preset('last30Days'), TODAY))).toBe('2024-04-16…2024-05-15');
  });

  it('crosses a year boundary and leap days', () => {
    expect(asText(presetRange(preset('yesterday'), d(2024, 1, 1)))).toBe('2023-12-31…2023-12-31');
    expect(asText(presetRange(preset('last7Days'), d(2024, 3, 2)))).toBe('2024-02-25…2024-03-02');
  });

  it('never starts before the minimum', () => {
    expect(asText(presetRange(preset('last30Days'), d(2016, 1, 10)))).toBe('2016-01-01…2016-01-10');
  });

  it('activePreset recognises each preset and nothing else', () => {
    for (const p of DATE_RANGE_PRESETS) {
      expect(activePreset(presetRange(p, TODAY), TODAY)).toBe(p.id);
    }
    expect(activePreset({ start: d(2024, 5, 8), end: d(2024, 5, 15) }, TODAY)).toBeNull();
    expect(activePreset({ start: d(2024, 5, 15), end: null }, TODAY)).toBeNull();
  });
});

describe('canApply: Apply stays disabled until both dates are set', () => {
  it('needs start and end', () => {
    expect(canApply({ start: null, end: null })).toBe(false);
    expect(canApply({ start: TODAY, end: null })).toBe(false);
    expect(canApply({ start: null, end: TODAY })).toBe(false);
    expect(canApply({ start: TODAY, end: TODAY })).toBe(true);
  });
});

describe('anchorText', () => {
  it('"Select date range" by default and for a half-chosen range', () => {
    expect(DATE_RANGE_DEFAULT_ANCHOR_TEXT).toBe('Select date range');
    expect(anchorText({ start: null, end: null }, TODAY)).toBe('Select date range');
    expect(anchorText({ start: TODAY, end: null }, TODAY)).toBe('Select date range');
  });

  it('"Today(<date>)" and "Yesterday(<date>)" for those single days', () => {
    expect(anchorText({ start: TODAY, end: TODAY }, TODAY)).toBe('Today(May 15, 2024)');
    expect(anchorText({ start: d(2024, 5, 14), end: d(2024, 5, 14) }, TODAY)).toBe('Yesterday(May 14, 2024)');
  });

  it('a single other day shows just that date', () => {
    expect(anchorText({ start: d(2024, 5, 13), end: d(2024, 5, 13) }, TODAY)).toBe('May 13, 2024');
  });

  it('a range reads "start – end" in the locale', () => {
    expect(anchorText({ start: d(2024, 5, 9), end: TODAY }, TODAY)).toBe('May 9, 2024 – May 15, 2024');
    expect(anchorText({ start: d(2024, 5, 9), end: TODAY }, TODAY, 'en-GB')).toBe('9 May 2024 – 15 May 2024');
    expect(anchorText({ start: d(2024, 5, 9), end: TODAY }, TODAY, 'de-DE')).toBe('09.05.2024 – 15.05.2024');
  });

  it('orders a reversed range before showing it', () => {
    expect(anchorText({ start: TODAY, end: d(2024, 5, 9) }, TODAY)).toBe('May 9, 2024 – May 15, 2024');
  });

  it('a preset Today reads as Today', () => {
    expect(anchorText(presetRange(preset('today'), TODAY), TODAY)).toMatch(/^Today\(/);
  });
});

describe('calendarsForWidth', () => {
  it('1 under 600 px, 2 under 1000 px, else 3', () => {
    expect(calendarsForWidth(320)).toBe(1);
    expect(calendarsForWidth(599)).toBe(1);
    expect(calendarsForWidth(600)).toBe(2);
    expect(calendarsForWidth(999)).toBe(2);
    expect(calendarsForWidth(1000)).toBe(3);
    expect(calendarsForWidth(2560)).toBe(3);
  });
});
