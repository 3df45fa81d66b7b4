import { describe, expect, it } from 'vitest';
import { rollupSpans } from '../../../server/rules/rollupSpans';

const t = (iso: string) => Date.parse(iso);
const iso = ([from, to]: readonly [number, number]) => [new Date(from).toISOString(), new Date(to).toISOString()];

describe('rollupSpans: which roll-up rows a range is read from', () => {
  it('a UTC range is whole days only: both ends empty', () => {
    const spans = rollupSpans(t('2024-05-01T00:00:00Z'), t('2024-06-01T00:00:00Z'));
    expect(iso(spans.days)).toEqual(['2024-05-01T00:00:00.000Z', '2024-06-01T00:00:00.000Z']);
    expect(spans.head[0]).toBe(spans.head[1]);
    expect(spans.tail[0]).toBe(spans.tail[1]);
  });

  it('a zone east of UTC at :30 (Asia/Kolkata): the evening before and the day after the whole days', () => {
    const spans = rollupSpans(t('2024-04-30T18:30:00Z'), t('2024-05-31T18:30:00Z'));
    expect(iso(spans.head)).toEqual(['2024-04-30T18:30:00.000Z', '2024-05-01T00:00:00.000Z']);
    expect(iso(spans.days)).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-31T00:00:00.000Z']);
    expect(iso(spans.tail)).toEqual(['2024-05-31T00:00:00.000Z', '2024-05-31T18:30:00.000Z']);
  });

  it('a zone west of UTC with a DST change inside the range (America/St_Johns in March)', () => {
    const spans = rollupSpans(t('2024-03-01T03:30:00Z'), t('2024-04-01T02:30:00Z'));
    expect(iso(spans.head)).toEqual(['2024-03-01T03:30:00.000Z', '2024-03-02T00:00:00.000Z']);
    expect(iso(spans.days)).toEqual(['2024-03-02T00:00:00.000Z', '2024-04-01T00:00:00.000Z']);
    expect(iso(spans.tail)).toEqual(['2024-04-01T00:00:00.000Z', '2024-04-01T02:30:00.000Z']);
  });

  it('one day that holds no whole UTC day (a 23-hour DST day at :30) is read once, all from quarter-hours', () => {
    const start = t('2024-05-01T00:30:00Z');
    const end = t('2024-05-01T23:30:00Z');
    const spans = rollupSpans(start, end);
    expect(spans.days[0]).toBe(spans.days[1]);
    const covered = [spans.head, spans.tail].reduce((sum, [from, to]) => sum + (to - from), 0);
    expect(covered).toBe(end - start);
    expect(spans.head[1]).toBeLessThanOrEqual(spans.tail[0]);
  });

  it('the parts never overlap and cover the range exactly, whatever the ends', () => {
    const quarter = 900_000;
    for (let i = 0; i < 500; i++) {
      const start = t('2024-01-01T00:00:00Z') + Math.floor(Math.random() * 4000) * quarter;
      const end = start + (92 + Math.floor(Math.random() * 8000)) * quarter;
      const { days, head, tail } = rollupSpans(start, end);
      expect(head[0]).toBe(start);
      expect(tail[1]).toBe(end);
      expect(head[1] <= days[0] || days[0] === days[1]).toBe(true);
      const parts = [head, days, tail].reduce((sum, [from, to]) => sum + (to - from), 0);
      expect(parts).toBe(end - start);
    }
  });

  it('a range that ends in the year 10000 (the reports go to 9999-12-31)', () => {
    const spans = rollupSpans(t('9999-12-31T00:00:00Z'), t('+010000-01-01T00:00:00Z'));
    expect(spans.days).toEqual([t('9999-12-31T00:00:00Z'), t('+010000-01-01T00:00:00Z')]);
  });
});
