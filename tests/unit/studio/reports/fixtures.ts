/** A reports answer as the server gives it (bridge-protocol/studio/studioReports.ts), for the screen's component tests. */
import type { ReportDay, StudioReportsResponse } from '../../../../bridge-protocol/studio/studioReports';

export const LEGAL = 'Please note that by subscribing you are agreeing to receive autodialed personal and marketing text messages.';

export function days(from: string, counts: number[]): ReportDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return counts.map((count, i) => ({ day: new Date(start + i * 86_400_000).toISOString().slice(0, 10), count }));
}

const empty = (from: string, length: number) => ({ total: 0, days: days(from, Array(length).fill(0)), rows: [] });

/** Three days from 2024-05-13: two subscribers on the 14th (one with a hostile page URL), money in two currencies. */
export function answer(over: Partial<StudioReportsResponse> = {}): StudioReportsResponse {
  return {
    state: true,
    pageId: 'shop',
    from: '2024-05-13',
    to: '2024-05-15',
    tz: 'UTC',
    rowLimit: 500,
    reports: {
      subscribers: {
        total: 2,
        days: days('2024-05-13', [0, 2, 0]),
        rows: [
          { id: '2', phone: '+12015550124', widget_id: '71', legal_text: LEGAL, consented_at: '2024-05-14T10:00:00.000Z', page_url: '<img src=x onerror=alert(1)>' },
          { id: '1', phone: '+12015550123', widget_id: '71', legal_text: LEGAL, consented_at: '2024-05-14T09:00:00.000Z', page_url: 'https://shop.example/checkout?step=2' },
        ],
      },
      'messenger-optins': empty('2024-05-13', 3),
      events: empty('2024-05-13', 3),
      conversions: empty('2024-05-13', 3),
      money: {
        total: 2,
        days: days('2024-05-13', [0, 0, 2]),
        rows: [
          { id: '9', event: 'purchase', session_id: null, weight: 1500, currency: 'JPY', received_at: '2024-05-15T08:00:00.000Z' },
          { id: '8', event: 'purchase', session_id: null, weight: 49.5, currency: 'USD', received_at: '2024-05-15T07:00:00.000Z' },
        ],
      },
    },
    moneyTotals: [
      { currency: 'JPY', amount: 1500, count: 1 },
      { currency: 'USD', amount: 49.5, count: 1 },
    ],
    ...over,
  };
}
