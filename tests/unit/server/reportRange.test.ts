// The reports' range rules (bridge-protocol/studio/reportRange.ts), shared by the server's refusals and the studio's own check.
import { describe, expect, it } from 'vitest';
import {
  checkReportRange,
  REPORT_MAX_DAYS,
  REPORT_MIN_DATE,
  reportDayMs,
  reportRangeDayList,
  reportRangeDays,
} from '../../../bridge-protocol/studio/reportRange';

describe('reportDayMs: real calendar days only', () => {
  it('reads YYYY-MM-DD as UTC midnight', () => {
    expect(reportDayMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(reportDayMs('0050-01-01')).toBe(new Date('0050-01-01T00:00:00Z').getTime());
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-01-00', '2024-1-1', '24-01-01', '2024/01/01', '2024-01-01T00:00', ' 2024-01-01', '']) {
      expect(reportDayMs(text), text).toBeNull();
    }
  });
});

describe('range length and days', () => {
  it('counts both ends, across a leap day and a DST change (days, not hours)', () => {
    expect(reportRangeDays({ from: '2024-05-15', to: '2024-05-15' })).toBe(1);
    expect(reportRangeDays({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
    expect(reportRangeDays({ from: '2024-03-30', to: '2024-04-01' })).toBe(3);
    expect(reportRangeDayList({ from: '2024-02-27', to: '2024-03-02' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(reportRangeDayList({ from: '2023-12-31', to: '2024-01-01' })).toEqual(['2023-12-31', '2024-01-01']);
  });
});

describe('checkReportRange', () => {
  it('accepts a range and swaps a reversed one (SPEC §5)', () => {
    expect(checkReportRange('2024-05-01', '2024-05-31')).toEqual({ ok: true, range: { from: '2024-05-01', to: '2024-05-31' } });
    expect(checkReportRange('2024-05-31', '2024-05-01')).toEqual({ ok: true, range: { from: '2024-05-01', to: '2024-05-31' } });
  });

  it('starts at 2016-01-01 (SPEC §9) and names the field that does not', () => {
    expect(REPORT_MIN_DATE).toBe('2016-01-01');
    expect(checkReportRange('2016-01-01', '2016-01-01').ok).toBe(true);
    expect(checkReportRange('2015-12-31', '2016-01-05')).toMatchObject({ ok: false, field: 'from', message: expect.stringMatching(/2016-01-01/) });
    expect(checkReportRange('2016-01-05', '2015-12-31')).toMatchObject({ ok: false, field: 'to' });
  });

  it(`spans at most ${REPORT_MAX_DAYS} days, both ends counted`, () => {
    expect(checkReportRange('2023-01-01', '2024-12-31')).toEqual({ ok: true, range: { from: '2023-01-01', to: '2024-12-31' } });
    expect(checkReportRange('2023-01-01', '2025-01-01')).toMatchObject({ ok: false, field: 'to', message: expect.stringMatching(/at most 731 days/) });
    // Swapped first, then measured: the same rule whichever end comes first.
    expect(checkReportRange('2025-01-01', '2023-01-01')).toMatchObject({ ok: false, field: 'to' });
  });

  it('refuses what is not one date per end', () => {
    const cases: [unknown, unknown, 'from' | 'to', RegExp][] = [
      [undefined, '2024-01-01', 'from', /from is required/],
      ['', '2024-01-01', 'from', /from is required/],
      ['2024-01-01', undefined, 'to', /to is required/],
      [['2024-01-01', '2024-01-02'], '2024-01-03', 'from', /YYYY-MM-DD/],
      [20240101, '2024-01-03', 'from', /YYYY-MM-DD/],
      ['2024-01-01', '2024-02-30', 'to', /exists in the calendar/],
      ['2024-01-01', '10000-01-01', 'to', /YYYY-MM-DD/],
      ['2024-01-01', "2024-01-02' OR 1=1", 'to', /YYYY-MM-DD/],
    ];
    for (const [from, to, field, message] of cases) {
      expect(checkReportRange(from, to), `${String(from)} … ${String(to)}`).toMatchObject({ ok: false, field, message: expect.stringMatching(message) });
    }
  });
});
