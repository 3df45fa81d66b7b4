// The reports' per-day chart as numbers (studio/rules/dayChart.ts).
import { describe, expect, it } from 'vitest';
import { barPercent, busiestDay, chartCeiling, dayLabel, labelledDays, spansYears } from '../../../studio/rules/dayChart';

describe('chartCeiling', () => {
  it('is a round, even number at or above the busiest day, at least 2', () => {
    const cases: [number, number][] = [
      [0, 2], [1, 2], [2, 2], [3, 4], [7, 8], [10, 10], [11, 20], [20, 20], [25, 30], [45, 50], [51, 60], [99, 100], [101, 200], [250, 250], [251, 300], [7_900, 8_000], [1_000_001, 2_000_000],
    ];
    for (const [max, top] of cases) expect(chartCeiling(max), String(max)).toBe(top);
  });

  it('keeps its middle line a whole count', () => {
    const wrong = [];
    for (let max = 0; max <= 5_000; max++) {
      const top = chartCeiling(max);
      if (top < max || !Number.isInteger(top / 2)) wrong.push(`${max} → ${top}`);
    }
    expect(wrong).toEqual([]);
  });

  it('survives what is not a count', () => {
    expect(chartCeiling(Number.NaN)).toBe(2);
    expect(chartCeiling(-5)).toBe(2);
  });
});

describe('barPercent', () => {
  it('is the share of the scale, clamped to 0…100', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(12, 10)).toBe(100);
    expect(barPercent(-1, 10)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});

describe('labelledDays', () => {
  it('labels the first and last day, and the middle one from three days on', () => {
    expect(labelledDays(0)).toEqual([]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(2)).toEqual([0, 1]);
    expect(labelledDays(3)).toEqual([0, 1, 2]);
    expect(labelledDays(7)).toEqual([0, 3, 6]);
    expect(labelledDays(30)).toEqual([0, 14, 29]);
  });
});

describe('busiestDay', () => {
  it('is the day with most rows, the first of equals; null when all are zero', () => {
    const days = [
      { day: '2024-05-01', count: 1 },
      { day: '2024-05-02', count: 3 },
      { day: '2024-05-03', count: 3 },
    ];
    expect(busiestDay(days)?.day).toBe('2024-05-02');
    expect(busiestDay([{ day: '2024-05-01', count: 0 }])).toBeNull();
    expect(busiestDay([])).toBeNull();
  });
});

describe('day labels', () => {
  it('reads a calendar day in the locale, whatever the machine zone', () => {
    expect(dayLabel('2024-05-09')).toBe('May 9');
    expect(dayLabel('2024-01-01', 'en-US', true)).toBe('Jan 1, 2024');
    expect(dayLabel('2024-05-09', 'en-GB')).toBe('9 May');
  });

  it('adds the year only when the range crosses one', () => {
    expect(spansYears([{ day: '2023-12-31' }, { day: '2024-01-01' }])).toBe(true);
    expect(spansYears([{ day: '2024-01-01' }, { day: '2024-12-31' }])).toBe(false);
    expect(spansYears([])).toBe(false);
  });
});
