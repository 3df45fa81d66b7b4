// @vitest-environment happy-dom
// The per-day chart (studio/reports/DayChart.tsx): an image named by its summary, the numbers in a hidden table.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DayChart } from '../../../../studio/reports/DayChart';
import { mountEachTest } from '../controls/helpers';
import { days } from './fixtures';

const mount = mountEachTest();

describe('DayChart', () => {
  it('names the image with a summary and lists the days with rows in a visually hidden table', () => {
    act(() => mount.root.render(<DayChart report="subscribers" days={days('2024-05-01', [0, 2, 0, 5, 1])} />));
    const img = mount.container.querySelector('svg[role="img"]');
    expect(img?.getAttribute('aria-label')).toBe('Bar chart: 8 subscribers over 5 days; the busiest day was May 4, 2024 with 5.');
    const table = mount.container.querySelector('.sr-only table');
    expect(table?.querySelector('caption')?.textContent).toBe('Subscribers per day; the other 2 days had none');
    expect([...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => tr.textContent)).toEqual(['May 2, 20242', 'May 4, 20245', 'May 5, 20241']);
  });

  it('draws one bar per day, the busiest reaching the scale, and a stub for a day without rows', () => {
    act(() => mount.root.render(<DayChart report="events" days={days('2024-05-01', [0, 4, 2])} />));
    const groups = [...mount.container.querySelectorAll('svg g')];
    expect(groups).toHaveLength(3);
    expect(groups.map((g) => g.querySelector('title')?.textContent)).toEqual(['May 1: 0 events', 'May 2: 4 events', 'May 3: 2 events']);
    const bar = (g: Element) => g.querySelectorAll('rect')[1]!;
    // The scale's top is 4: the busiest bar fills the height, the next is half of it, the empty day a sliver.
    expect(Number(bar(groups[1]!).getAttribute('height'))).toBe(100);
    expect(Number(bar(groups[2]!).getAttribute('height'))).toBe(50);
    expect(Number(bar(groups[0]!).getAttribute('height'))).toBeLessThan(2);
    expect(bar(groups[0]!).getAttribute('class')).toContain('fill-slate-200');
  });

  it('says there was nothing, and leaves the table out, for a range without rows', () => {
    act(() => mount.root.render(<DayChart report="money" days={days('2024-01-01', Array(31).fill(0))} />));
    expect(mount.container.querySelector('svg')?.getAttribute('aria-label')).toBe('Bar chart: no money events on any of the 31 days.');
    expect(mount.container.querySelector('table')).toBeNull();
    expect(mount.container.textContent).toContain('Jan 1');
    expect(mount.container.textContent).toContain('Jan 31');
  });
});
