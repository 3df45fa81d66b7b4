import { describe, expect, it } from 'vitest';
import { NO_RESULT, widgetResultText } from '../../../studio/rules/widgetResultText';

const result = (impressions: number, optIns: number) => ({ widgetId: '1', impressions, optIns });

describe('widgetResultText', () => {
  it('writes counts and the rate with Intl, in the locale asked', () => {
    expect(widgetResultText(result(12_345, 400), 'en-US')).toEqual({ impressions: '12,345', optIns: '400', rate: '3.2%', revenue: NO_RESULT });
    expect(widgetResultText(result(12_345, 400), 'de-DE')).toEqual({ impressions: '12.345', optIns: '400', rate: '3,2\u00a0%', revenue: NO_RESULT });
    expect(widgetResultText(result(3, 1), 'en-US').rate).toBe('33.3%');
    expect(widgetResultText(result(10, 0), 'en-US')).toEqual({ impressions: '10', optIns: '0', rate: '0%', revenue: NO_RESULT });
  });

  it('says "—" for a widget with nothing recorded, and for a rate without impressions', () => {
    const none = { impressions: NO_RESULT, optIns: NO_RESULT, rate: NO_RESULT, revenue: NO_RESULT };
    expect(widgetResultText(undefined, 'en-US')).toEqual(none);
    expect(widgetResultText(result(0, 0), 'en-US')).toEqual(none);
    expect(widgetResultText(result(0, 4), 'en-US')).toEqual({ impressions: '0', optIns: '4', rate: NO_RESULT, revenue: NO_RESULT });
  });

  it('does not cap the rate: opt-ins from elsewhere can pass the impressions', () => {
    expect(widgetResultText(result(2, 3), 'en-US').rate).toBe('150%');
  });

  it('writes the revenue of the currency with the most events, "+N" for the others, never adding two currencies', () => {
    const revenue = [
      { currency: 'USD', amount: 1234.5, count: 3 },
      { currency: 'EUR', amount: 10, count: 1 },
    ];
    expect(widgetResultText({ ...result(10, 2), revenue }, 'en-US').revenue).toBe('$1,234.50 +1');
    expect(widgetResultText({ ...result(10, 2), revenue: revenue.slice(0, 1) }, 'en-US').revenue).toBe('$1,234.50');
    expect(widgetResultText({ ...result(10, 2), revenue: [] }, 'en-US').revenue).toBe(NO_RESULT);
  });
});
