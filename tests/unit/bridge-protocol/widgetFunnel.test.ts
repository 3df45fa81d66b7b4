// The funnel answer's tolerant reader (issue 47, items 5 and 6): a bad row of any list is left out and named
// once, the others kept; the envelope must hold.
import { describe, expect, it } from 'vitest';
import { widgetFunnelEnvelopeSchema, widgetFunnelRead, widgetFunnelResponseSchema } from '../../../bridge-protocol/studio/widgetFunnel';

const counts = { impressions: 3, opens: 0, clicks: 0, optIns: 1 };
const answer = {
  state: true,
  pageId: 'shop',
  widgetId: '7',
  from: '2024-05-01',
  to: '2024-05-01',
  tz: 'UTC',
  revenueWindowDays: 7,
  totals: counts,
  days: [{ day: '2024-05-01', ...counts }, { day: '2024-05-02', ...counts, impressions: 'many' }],
  devices: [{ device: 'mobile', ...counts }, null],
  arms: [{ arm: 'b', ...counts, revenue: [] }, { arm: 'c', ...counts, revenue: [{ currency: 'USD', amount: Number.NaN, count: 1 }] }],
  sources: [{ source: 'newsletter', ...counts }, { source: 7, ...counts }],
  revenue: [{ currency: 'USD', amount: 5, count: 1 }, { currency: 'EUR' }],
};

describe('widgetFunnelRead', () => {
  it('keeps the rows that hold and names the others', () => {
    expect(widgetFunnelEnvelopeSchema(answer)).toBeNull();
    const { response, dropped } = widgetFunnelRead(answer as never);
    expect(response.days.map((d) => d.day)).toEqual(['2024-05-01']);
    expect(response.devices).toHaveLength(1);
    expect(response.arms.map((a) => a.arm)).toEqual(['b']);
    expect(response.revenue).toEqual([{ currency: 'USD', amount: 5, count: 1 }]);
    expect(response.sources.map((s) => s.source)).toEqual(['newsletter']);
    expect(dropped).toHaveLength(5);
    expect(dropped[0]).toContain('days[1].impressions');
    expect(widgetFunnelResponseSchema(response)).toBeNull();
  });

  it('refuses an answer whose envelope does not hold', () => {
    expect(widgetFunnelEnvelopeSchema({ ...answer, totals: null })).not.toBeNull();
  });
});
