// The reports screen's address (studio/rules/reportView.ts): range and report in the query, the last 30 days by default.
import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultReportRange, reportRangeProblem, reportSearchOf, reportViewOf } from '../../../studio/rules/reportView';

// A fixed "today": Wednesday 15 May 2024. Never the wall clock.
const TODAY = new CalendarDate(2024, 5, 15);
const text = (v: { start: CalendarDate; end: CalendarDate; report?: string }) => `${v.start.toString()}…${v.end.toString()}${v.report ? ` ${v.report}` : ''}`;

describe('reportViewOf', () => {
  it('opens on the last 30 days (today counted) and the subscribers', () => {
    expect(text(defaultReportRange(TODAY))).toBe('2024-04-16…2024-05-15');
    expect(text(reportViewOf('', TODAY))).toBe('2024-04-16…2024-05-15 subscribers');
  });

  it('reads the range and the report of the query, with or without its "?"', () => {
    expect(text(reportViewOf('?from=2024-01-01&to=2024-01-31&report=money', TODAY))).toBe('2024-01-01…2024-01-31 money');
    expect(text(reportViewOf('from=2024-05-09&to=2024-05-15', TODAY))).toBe('2024-05-09…2024-05-15 subscribers');
  });

  it('swaps a reversed range', () => {
    expect(text(reportViewOf('?from=2024-01-31&to=2024-01-01', TODAY))).toBe('2024-01-01…2024-01-31 subscribers');
  });

  it('falls back to the last 30 days for a range that is not two real dates from 2016-01-01 on, and keeps the report', () => {
    for (const search of ['?from=2024-01-01', '?to=2024-01-01', '?from=2024-02-30&to=2024-03-01', '?from=2015-12-31&to=2016-01-05', '?from=yesterday&to=today', '?from=2024-1-1&to=2024-1-2']) {
      expect(text(reportViewOf(`${search}&report=events`, TODAY)), search).toBe('2024-04-16…2024-05-15 events');
    }
  });

  it('shows the first report for an unknown one', () => {
    expect(reportViewOf('?report=secrets', TODAY).report).toBe('subscribers');
    expect(reportViewOf('?report=', TODAY).report).toBe('subscribers');
  });

  it('keeps a range longer than reports allow (the screen says why it cannot show it)', () => {
    const view = reportViewOf('?from=2016-01-01&to=2024-01-01', TODAY);
    expect(text(view)).toBe('2016-01-01…2024-01-01 subscribers');
    expect(reportRangeProblem(view)).toBe('A report covers at most 731 days (two years); choose a shorter range');
  });
});

describe('reportSearchOf', () => {
  it('writes from and to, and the report unless it is the first', () => {
    const start = new CalendarDate(2024, 1, 1);
    const end = new CalendarDate(2024, 1, 31);
    expect(reportSearchOf({ start, end, report: 'subscribers' })).toBe('?from=2024-01-01&to=2024-01-31');
    expect(reportSearchOf({ start, end, report: 'messenger-optins' })).toBe('?from=2024-01-01&to=2024-01-31&report=messenger-optins');
  });

  it('round-trips through reportViewOf', () => {
    const view = { start: new CalendarDate(2023, 12, 25), end: new CalendarDate(2024, 2, 29), report: 'conversions' as const };
    expect(reportViewOf(reportSearchOf(view), TODAY)).toEqual(view);
  });
});

describe('reportRangeProblem', () => {
  it('is null for a range the reports can show, up to 731 days', () => {
    expect(reportRangeProblem({ start: new CalendarDate(2023, 1, 1), end: new CalendarDate(2024, 12, 31) })).toBeNull();
    expect(reportRangeProblem({ start: new CalendarDate(2023, 1, 1), end: new CalendarDate(2025, 1, 1) })).toMatch(/^A report covers at most 731 days/);
  });
});
