import { describe, expect, it } from 'vitest';
import { audienceProblem, inAudience, type AudienceFacts } from '../../../bridge-protocol/audience';

const facts = (over: Partial<AudienceFacts> = {}): AudienceFacts => ({
  visits: 1,
  pageViews: 1,
  sources: {},
  country: null,
  cookie: () => null,
  attributes: {},
  ...over,
});

describe('inAudience: every rule present must hold', () => {
  it('lets anyone in without an audience or with an empty one', () => {
    expect(inAudience(undefined, facts())).toBe(true);
    expect(inAudience({}, facts())).toBe(true);
  });

  it('new during the first visit, returning from the second; visits and page views from a minimum', () => {
    expect(inAudience({ visitor: 'new' }, facts())).toBe(true);
    expect(inAudience({ visitor: 'new' }, facts({ visits: 2 }))).toBe(false);
    expect(inAudience({ visitor: 'returning' }, facts())).toBe(false);
    expect(inAudience({ visitor: 'returning' }, facts({ visits: 2 }))).toBe(true);
    expect(inAudience({ minVisits: 3 }, facts({ visits: 2 }))).toBe(false);
    expect(inAudience({ minVisits: 3 }, facts({ visits: 3 }))).toBe(true);
    expect(inAudience({ minPageViews: 3 }, facts({ pageViews: 2 }))).toBe(false);
    expect(inAudience({ minPageViews: 3 }, facts({ pageViews: 4 }))).toBe(true);
  });

  it('sources: a case-insensitive substring of any entry, per key; an empty list is no rule', () => {
    const from = facts({ sources: { referrer: 'www.Google.de', utm_source: 'Newsletter-May' } });
    expect(inAudience({ sources: { referrer: ['google.'] } }, from)).toBe(true);
    expect(inAudience({ sources: { referrer: ['bing.', 'duckduckgo'] } }, from)).toBe(false);
    expect(inAudience({ sources: { referrer: ['google.'], utm_source: ['newsletter'] } }, from)).toBe(true);
    expect(inAudience({ sources: { referrer: ['google.'], utm_campaign: ['spring'] } }, from)).toBe(false);
    expect(inAudience({ sources: { utm_medium: [] } }, facts())).toBe(true);
  });

  it('countries: only where the country is known and listed', () => {
    expect(inAudience({ countries: ['DE', 'AT'] }, facts({ country: 'at' }))).toBe(true);
    expect(inAudience({ countries: ['DE', 'AT'] }, facts({ country: 'FR' }))).toBe(false);
    expect(inAudience({ countries: ['DE'] }, facts({ country: null }))).toBe(false);
  });

  it('a cookie: present, or with its value', () => {
    const jar = facts({ cookie: (name) => (name === 'plan' ? 'pro' : null) });
    expect(inAudience({ cookie: { name: 'plan' } }, jar)).toBe(true);
    expect(inAudience({ cookie: { name: 'plan', value: 'pro' } }, jar)).toBe(true);
    expect(inAudience({ cookie: { name: 'plan', value: 'free' } }, jar)).toBe(false);
    expect(inAudience({ cookie: { name: 'seen' } }, jar)).toBe(false);
  });

  it.each([
    ['eq', 72, 72, true],
    ['eq', '72', 72, true],
    ['eq', 'pro', 'pro', true],
    ['eq', 'pro', 'Pro', false],
    ['neq', 'pro', 'free', true],
    ['neq', undefined, 'free', true],
    ['eq', undefined, 'free', false],
    ['gt', 72, 50, true],
    ['gte', 50, 50, true],
    ['lt', 72, 50, false],
    ['lte', '49.5', 50, true],
    ['gt', 'lots', 50, false],
    ['contains', 'Premium plan', 'premium', true],
    ['contains', 'basic', 'premium', false],
    ['eq', true, true, true],
    ['eq', false, true, false],
  ] as const)('attribute %s: %j against %j is %s', (op, actual, expected, holds) => {
    const attributes: Record<string, string | number | boolean> = actual === undefined ? {} : { cart_value: actual };
    expect(inAudience({ attributes: [{ name: 'cart_value', op, value: expected }] }, facts({ attributes }))).toBe(holds);
  });

  it('all rules together: one failing rule keeps the visitor out', () => {
    const audience = { visitor: 'returning' as const, minPageViews: 2, countries: ['DE'], attributes: [{ name: 'plan', op: 'eq' as const, value: 'pro' }] };
    const visitor = facts({ visits: 2, pageViews: 2, country: 'DE', attributes: { plan: 'pro' } });
    expect(inAudience(audience, visitor)).toBe(true);
    expect(inAudience(audience, { ...visitor, pageViews: 1 })).toBe(false);
    expect(inAudience(audience, { ...visitor, attributes: { plan: 'free' } })).toBe(false);
  });
});

describe('audienceProblem: the save check', () => {
  it('accepts the DESIGN’s example', () => {
    expect(
      audienceProblem({
        visitor: 'new',
        minVisits: 2,
        minPageViews: 3,
        sources: { referrer: ['google.'], utm_source: ['newsletter'], utm_medium: [], utm_campaign: [] },
        countries: ['DE', 'AT'],
        cookie: { name: 'plan', value: 'pro' },
        attributes: [{ name: 'cart_value', op: 'gte', value: 50 }],
      }),
    ).toBeNull();
  });

  it.each([
    ['x', 'audience'],
    [{ visitor: 'old' }, 'audience.visitor'],
    [{ minVisits: 0 }, 'audience.minVisits'],
    [{ minPageViews: 1.5 }, 'audience.minPageViews'],
    [{ sources: { gclid: ['x'] } }, 'audience.sources.gclid'],
    [{ sources: { referrer: 'google' } }, 'audience.sources.referrer'],
    [{ countries: ['Germany'] }, 'audience.countries'],
    [{ cookie: { value: 'pro' } }, 'audience.cookie'],
    [{ attributes: [{ name: 'plan', op: 'like', value: 'pro' }] }, 'audience.attributes[0].op'],
    [{ attributes: [{ name: 'a b', op: 'eq', value: 1 }] }, 'audience.attributes[0].name'],
    [{ attributes: [{ name: 'plan', op: 'eq', value: { x: 1 } }] }, 'audience.attributes[0].value'],
  ])('refuses %j at %s', (value, path) => {
    expect(audienceProblem(value)?.path).toBe(path);
  });
});
