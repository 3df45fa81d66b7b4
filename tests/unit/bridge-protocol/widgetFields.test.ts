import { describe, expect, it } from 'vitest';
import { toAppState, widgetEnvelopeSchema, widgetPixelAccount, withWidgetAliases } from '../../../bridge-protocol/config';
import { newInstanceId, randomUnit } from '../../../bridge-protocol/referenceValue';
import { optInRouting, sameRouting } from '../../../bridge-protocol/optInRouting';
import { createSubscriberRequestSchema } from '../../../bridge-protocol/api';

describe('SPEC §3 widget_id (also id), widget_type / type', () => {
  it('a widget sent with only id and type passes the envelope check as that widget', () => {
    const raw = { id: 12, type: 'bar', channel: 'fb' };
    expect(widgetEnvelopeSchema(raw, 'w')).not.toBeNull();
    const named = withWidgetAliases(raw) as Record<string, unknown>;
    expect(widgetEnvelopeSchema(named, 'w')).toBeNull();
    expect(named).toMatchObject({ widget_id: 12, widget_type: 'bar', id: 12, type: 'bar' });
    expect(raw).not.toHaveProperty('widget_id');
  });

  it('the spec names win when both are present; non-objects pass through', () => {
    expect(withWidgetAliases({ widget_id: 1, id: 2, widget_type: 'box', type: 'bar' })).toMatchObject({ widget_id: 1, widget_type: 'box' });
    expect(withWidgetAliases(null)).toBeNull();
    expect(withWidgetAliases([1])).toEqual([1]);
  });
});

describe('SPEC §3 data.setup.pixelId', () => {
  it('is the account of the widget events when it is an id, else the page decides', () => {
    expect(widgetPixelAccount({ data: { setup: { pixelId: 'brand-b' } } })).toBe('brand-b');
    expect(widgetPixelAccount({ data: { setup: { pixelId: 4711 } } })).toBe('4711');
    for (const pixelId of [undefined, null, '', { a: 1 }, ['x']]) expect(widgetPixelAccount({ data: { setup: { pixelId } } })).toBeUndefined();
    expect(widgetPixelAccount({})).toBeUndefined();
  });
});

describe('powered_by_url', () => {
  it('reaches the runtime app state as text, null when absent', () => {
    expect(toAppState({ widgets: [], powered_by_url: 'https://agency.test/' }, 'p').poweredByUrl).toBe('https://agency.test/');
    expect(toAppState({ widgets: [] }, 'p').poweredByUrl).toBeNull();
  });
});

describe('SPEC §8 unsupported random-number source', () => {
  it('refuses a source outside [0, 1) with a message naming what it returned', () => {
    expect(() => newInstanceId(() => 1)).toThrow('unsupported random-number source: it returned 1, expected a number in [0, 1)');
    expect(() => newInstanceId(() => Number.NaN)).toThrow(RangeError);
    expect(() => randomUnit(() => '0.5' as unknown as number)).toThrow('it returned string');
    expect(() => randomUnit(() => -0.1)).toThrow(RangeError);
  });

  it('accepts a proper source', () => {
    expect(newInstanceId(() => 0.5)).toMatch(/^[a-z0-9]{6,8}$/);
    expect(randomUnit(() => 0)).toBe(0);
  });
});

describe('SPEC §3 data.actions routing (sequence, opt_in_keywords)', () => {
  it('normalises what an operator types: an id, a list or a comma-separated string of keywords', () => {
    expect(optInRouting({ sequence: 42, opt_in_keywords: 'JOIN, start ,,JOIN' })).toEqual({ sequence: 42, opt_in_keywords: ['JOIN', 'start'] });
    expect(optInRouting({ sequence: ' welcome ', opt_in_keywords: ['a', 7, { x: 1 }, 'x'.repeat(65)] })).toEqual({ sequence: 'welcome', opt_in_keywords: ['a', '7'] });
    expect(optInRouting(undefined)).toEqual({ sequence: null, opt_in_keywords: [] });
    expect(optInRouting({ sequence: { $gt: 1 } }).sequence).toBeNull();
  });

  it('compares carried and configured routing, keywords as a set', () => {
    const configured = optInRouting({ sequence: 42, opt_in_keywords: 'JOIN, start' });
    expect(sameRouting(optInRouting({ sequence: '42', opt_in_keywords: ['start', 'JOIN'] }), configured)).toBe(true);
    expect(sameRouting(optInRouting({ sequence: 43, opt_in_keywords: ['start', 'JOIN'] }), configured)).toBe(false);
    expect(sameRouting(optInRouting({ sequence: 42, opt_in_keywords: ['JOIN'] }), configured)).toBe(false);
  });

  it('the sign-up body carries them, optional, with limits', () => {
    const base = { account_id: 'p', widget_id: 1, phone_number: '+1', session_id: 's', widget_sign: 'x' };
    expect(createSubscriberRequestSchema(base, 'body')).toBeNull();
    expect(createSubscriberRequestSchema({ ...base, sequence: 42, opt_in_keywords: ['JOIN'] }, 'body')).toBeNull();
    expect(createSubscriberRequestSchema({ ...base, opt_in_keywords: 'JOIN' }, 'body')).toMatch(/opt_in_keywords/);
    expect(createSubscriberRequestSchema({ ...base, opt_in_keywords: Array(21).fill('k') }, 'body')).toMatch(/opt_in_keywords/);
  });
});
