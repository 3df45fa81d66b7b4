// The per-day counts of a report (server/rules/reportDays.ts): every day of the range, zero-filled.
import { describe, expect, it } from 'vitest';
import { totalOfDays, zeroFilledDays } from '../../../server/rules/reportDays';

describe('zeroFilledDays', () => {
  it('lists every day of the range in order, with 0 where nothing was counted', () => {
    const days = zeroFilledDays({ from: '2024-02-27', to: '2024-03-02' }, [
      { day: '2024-03-01', count: 4 },
      { day: '2024-02-27', count: 1 },
    ]);
    expect(days).toEqual([
      { day: '2024-02-27', count: 1 },
      { day: '2024-02-28', count: 0 },
      { day: '2024-02-29', count: 0 },
      { day: '2024-03-01', count: 4 },
      { day: '2024-03-02', count: 0 },
    ]);
    expect(totalOfDays(days)).toBe(5);
  });

  it('drops days outside the range and adds up a day given twice', () => {
    const days = zeroFilledDays({ from: '2024-01-01', to: '2024-01-02' }, [
      { day: '2023-12-31', count: 9 },
      { day: '2024-01-02', count: 1 },
      { day: '2024-01-02', count: 2 },
    ]);
    expect(days).toEqual([
      { day: '2024-01-01', count: 0 },
      { day: '2024-01-02', count: 3 },
    ]);
  });

  it('gives one day for a one-day range and 731 for the longest', () => {
    expect(zeroFilledDays({ from: '2024-05-15', to: '2024-05-15' }, [])).toEqual([{ day: '2024-05-15', count: 0 }]);
    const long = zeroFilledDays({ from: '2023-01-01', to: '2024-12-31' }, []);
    expect(long).toHaveLength(731);
    expect(long[long.length - 1]).toEqual({ day: '2024-12-31', count: 0 });
  });
});
