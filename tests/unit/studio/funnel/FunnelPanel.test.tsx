// @vitest-environment happy-dom
// A widget's funnel screen parts (issue 47, item 5): the steps as an ordered list with their share of the
// impressions, the chart of the chosen step per day (the reports' DayChart, its summary naming the step),
// the revenue per currency with its window, and the breakdowns as real tables (by arm only with a test).
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { WidgetFunnelResponse } from '../../../../bridge-protocol/studio/widgetFunnel';
import { FunnelPanel } from '../../../../studio/funnel/FunnelPanel';
import { mountEachTest } from '../controls/helpers';

const mount = mountEachTest();

const counts = (impressions: number, optIns: number, opens = 0, clicks = 0) => ({ impressions, opens, clicks, optIns });
const answer = (over: Partial<WidgetFunnelResponse> = {}): WidgetFunnelResponse => ({
  state: true,
  pageId: 'shop',
  widgetId: '7',
  from: '2024-05-01',
  to: '2024-05-03',
  tz: 'UTC',
  revenueWindowDays: 7,
  totals: counts(200, 10),
  days: [
    { day: '2024-05-01', ...counts(50, 2) },
    { day: '2024-05-02', ...counts(150, 8) },
    { day: '2024-05-03', ...counts(0, 0) },
  ],
  devices: [
    { device: 'mobile', ...counts(120, 4) },
    { device: 'desktop', ...counts(80, 6) },
  ],
  arms: [],
  sources: [],
  revenue: [{ currency: 'USD', amount: 99.5, count: 3 }],
  ...over,
});

const render = (a: WidgetFunnelResponse) => act(() => mount.root.render(<FunnelPanel answer={a} rangeText="May 1 – 3, 2024" csvHref="/studio/api/x.csv" />));

describe('FunnelPanel', () => {
  it('lists impressions → opt-ins (no opens or clicks were sent) with each step’s share', () => {
    render(answer());
    const steps = [...mount.container.querySelectorAll('ol[aria-label="Funnel"] > li')].map((li) => li.textContent);
    expect(steps).toEqual(['Step 1: Impressions200', 'Step 2: Opt-ins105% of impressions']);
  });

  it('charts impressions per day, and opt-ins when chosen', () => {
    render(answer());
    expect(mount.container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Bar chart: 200 impressions over 3 days; the busiest day was May 2, 2024 with 150.');
    const optIns = [...mount.container.querySelectorAll('[role="radio"], button')].find((b) => b.textContent === 'Opt-ins') as HTMLElement;
    act(() => optIns.click());
    expect(mount.container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('Bar chart: 10 opt-ins over 3 days; the busiest day was May 2, 2024 with 8.');
  });

  it('shows the revenue per currency with the window, and the device table with rates', () => {
    render(answer());
    expect(mount.container.textContent).toContain('within 7 days after opting in');
    expect(mount.container.querySelector('ul[aria-label="Amount per currency"]')?.textContent).toContain('$99.50');
    const table = mount.container.querySelector('section[aria-label="Breakdowns"] table');
    expect(table?.querySelector('caption')?.textContent).toBe('By device');
    expect([...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['Mobile', '120', '4', '3.3%'],
      ['Desktop', '80', '6', '7.5%'],
    ]);
    expect(mount.container.querySelectorAll('section[aria-label="Breakdowns"] table')).toHaveLength(1);
  });

  it('breaks the funnel down by traffic source, in the owner’s words for direct and unknown visits', () => {
    render(answer({ sources: [{ source: 'newsletter', ...counts(120, 8) }, { source: 'direct', ...counts(60, 2) }, { source: 'unknown', ...counts(20, 0) }] }));
    const table = [...mount.container.querySelectorAll('section[aria-label="Breakdowns"] table')].find((t) => t.querySelector('caption')?.textContent === 'By traffic source');
    expect([...(table?.querySelectorAll('tbody tr th') ?? [])].map((th) => th.textContent)).toEqual(['newsletter', 'Direct', 'Unknown source']);
  });

  it('adds opens and clicks when sent, and a table per arm with its revenue when the widget ran a test', () => {
    render(answer({ totals: counts(200, 10, 40, 20), arms: [{ arm: 'b', ...counts(100, 7, 25, 12), revenue: [{ currency: 'EUR', amount: 12, count: 1 }] }], revenue: [] }));
    expect(mount.container.querySelectorAll('ol[aria-label="Funnel"] > li')).toHaveLength(4);
    expect(mount.container.textContent).toContain('No revenue from these opt-ins yet.');
    const arms = mount.container.querySelectorAll('section[aria-label="Breakdowns"] table')[1];
    expect(arms?.querySelector('caption')?.textContent).toBe('By arm of the split test');
    expect([...(arms?.querySelectorAll('tbody td') ?? [])].map((c) => c.textContent)).toEqual(['100', '25', '12', '7', '7%', '€12.00']);
  });
});
