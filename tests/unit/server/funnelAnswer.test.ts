import { describe, expect, it } from 'vitest';
import { funnelAnswer, MAX_SOURCES } from '../../../server/rules/funnelAnswer';
import type { FunnelRow } from '../../../server/stores/widgetFunnel';

const range = { from: '2024-05-01', to: '2024-05-01', tz: 'UTC' };
const row = (key: string | null, event: string, n: number): FunnelRow => ({ grouping: 'source', key, event, n });

describe('the funnel answer’s traffic sources', () => {
  it('lists the sources by impressions, then opt-ins, an unsent one as unknown, and sums the tail past MAX_SOURCES as other', () => {
    const rows = [
      ...Array.from({ length: MAX_SOURCES + 3 }, (_, i) => row(`site-${String(i).padStart(2, '0')}`, 'impression', 100 - i)),
      row(null, 'impression', 5),
      row('site-00', 'optin', 4),
      // A count of zero or below (planted by hand) is no row.
      row('planted', 'impression', -7),
    ];
    const { sources } = funnelAnswer(range, rows, []);
    expect(sources).toHaveLength(MAX_SOURCES + 1);
    expect(sources[0]).toEqual({ source: 'site-00', impressions: 100, opens: 0, clicks: 0, optIns: 4 });
    expect(sources.at(-1)).toEqual({ source: 'other', impressions: 100 - 20 + (100 - 21) + (100 - 22) + 5, opens: 0, clicks: 0, optIns: 0 });
    expect(sources.map((s) => s.source)).not.toContain('planted');
  });

  it('has no sources when nothing was counted', () => {
    expect(funnelAnswer(range, [], []).sources).toEqual([]);
  });
});
