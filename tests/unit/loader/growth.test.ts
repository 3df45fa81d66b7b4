// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisitorRecord, visitSource, visitorOnPageView, type VisitorRecord } from '../../../loader/growth/visitorRecord';
import { createSplitTests } from '../../../loader/growth/splitTest';
import { createAudienceGate } from '../../../loader/growth/audienceGate';
import { createOverlayCount } from '../../../loader/growth/overlayCount';
import { createLazyGrowth, usesGrowth } from '../../../loader/growth/lazyGrowth';
import type { VisitorStore } from '../../../loader/growth/visitorStore';
import type { Widget } from '../../../bridge-protocol/config';
import { VISIT_GAP_MS } from '../../../bridge-protocol/audience';

const PAGE = { referrer: 'https://www.google.com/search?q=x', href: 'https://shop.test/?utm_source=newsletter&utm_medium=email' };
const newId = () => 'visitor-1';

function store(record: VisitorRecord): VisitorStore {
  const s = {
    record,
    update: (change: Partial<VisitorRecord>) => void (s.record = { ...s.record, ...change }),
    pageView: () => undefined,
    source: () => 'direct',
  };
  return s;
}

describe('the visitor record (visits, page views, sources)', () => {
  it('starts a new visitor at visit 1, page view 1, with the first page’s sources (another site as referrer)', () => {
    const r = visitorOnPageView(null, 1_000, PAGE, newId);
    expect(r).toEqual({ id: 'visitor-1', visits: 1, seen: 1_000, views: 1, sources: { referrer: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email' }, overlays: 0, closed: null });
  });

  it('counts a page view within 30 minutes in the same visit, keeping the visit’s sources', () => {
    const first = visitorOnPageView(null, 0, PAGE, newId);
    const next = visitorOnPageView(first, VISIT_GAP_MS - 1, { referrer: 'https://shop.test/', href: 'https://shop.test/cart' }, newId);
    expect(next).toMatchObject({ visits: 1, views: 2, sources: first.sources });
  });

  it('starts a second visit 30 minutes after the last page view: new sources, the cap’s visit count reset, the last close kept', () => {
    const first = { ...visitorOnPageView(null, 0, PAGE, newId), overlays: 2, closed: 5 };
    const next = visitorOnPageView(first, VISIT_GAP_MS, { referrer: '', href: 'https://shop.test/' }, () => 'other');
    expect(next).toEqual({ id: 'visitor-1', visits: 2, seen: VISIT_GAP_MS, views: 1, sources: {}, overlays: 0, closed: 5 });
  });

  it('says the visit’s source in one word: the campaign’s utm_source, else the linking site, else direct', () => {
    expect(visitSource(visitorOnPageView(null, 0, PAGE, newId))).toBe('newsletter');
    expect(visitSource(visitorOnPageView(null, 0, { referrer: 'https://news.ycombinator.com/', href: 'https://shop.test/' }, newId))).toBe('news.ycombinator.com');
    expect(visitSource(visitorOnPageView(null, 0, { referrer: '', href: 'https://shop.test/' }, newId))).toBe('direct');
  });

  it('does not count the site’s own pages as a referrer', () => {
    expect(visitorOnPageView(null, 0, { referrer: 'https://shop.test/a', href: 'https://shop.test/b' }, newId).sources).toEqual({});
  });

  it.each([null, '', 'not json', '[]', '{"id":1}', '{"id":"a","visits":"2","seen":0,"views":1,"overlays":0,"sources":{}}'])('reads %j as no record', (text) => {
    expect(readVisitorRecord(text)).toBeNull();
  });
});

const widget = (data: Record<string, unknown>): Widget => ({ widget_id: 7, widget_type: 'modal', data }) as unknown as Widget;
const experiment = (holdout = 0) => ({ key: 'spring', status: 'running', arms: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, data: { main: { title: 'B' } } }], holdout });

describe('split tests in the loader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each visitor one arm, the arm’s data merged over the widget’s, and says it', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const tests = createSplitTests(() => `visitor-${i}`);
      const armed = tests.arm(widget({ main: { title: 'A', text: 'same' }, experiment: experiment() }));
      const variant = tests.variant('7');
      seen.add(String(variant));
      expect(armed?.variant).toBe(variant);
      expect((armed?.data as { main: unknown }).main).toEqual({ title: variant === 'b' ? 'B' : 'A', text: 'same' });
      // Pure: the same visitor, the same arm.
      expect(createSplitTests(() => `visitor-${i}`).arm(widget({ experiment: experiment() }))?.variant).toBe(variant);
    }
    expect(seen).toEqual(new Set(['control', 'b']));
  });

  it('holds a visitor in the holdout out of the widget (no frame) and still answers for them', () => {
    const held = Array.from({ length: 40 }, (_, i) => createSplitTests(() => `v${i}`)).filter((tests) => tests.arm(widget({ experiment: experiment(50) }))?.variant === 'holdout');
    expect(held.length).toBeGreaterThan(5);
    for (const tests of held) expect([tests.variant('7'), tests.heldOut('7')]).toEqual(['holdout', 'modal']);
  });

  it('shows a stopped test’s widget as configured, with no variant', () => {
    const tests = createSplitTests(() => 'v');
    const w = widget({ experiment: { ...experiment(), status: 'stopped' } });
    expect(tests.arm(w)).toBe(w);
    expect(tests.variant('7')).toBeNull();
  });

  it('disables a widget whose stored test breaks the rule, with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createSplitTests(() => 'v').arm(widget({ experiment: { key: 'k', status: 'running', arms: 'two' } }))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/widget 7: its split test is not one/);
  });
});

const record = (change: Partial<VisitorRecord> = {}): VisitorRecord => ({ id: 'v', visits: 1, seen: 0, views: 1, sources: {}, overlays: 0, closed: null, ...change });

describe('audiences in the loader', () => {
  it('lets a widget in by the site’s attribute, and a waiting one once the attribute is set', () => {
    const attributes: Record<string, string | number | boolean> = {};
    const gate = createAudienceGate(document, store(record()), attributes, () => Promise.resolve(null));
    const w = widget({ setup: { audience: { attributes: [{ name: 'cart_value', op: 'gte', value: 50 }] } } });
    expect(gate.admits(w)).toBe(false);
    const show = vi.fn();
    gate.wait(w, show);
    gate.recheck();
    expect(show).not.toHaveBeenCalled();
    attributes.cart_value = 72;
    gate.recheck();
    gate.recheck();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('reads the visitor’s visits, page views and cookie', () => {
    document.cookie = 'plan=pro';
    const gate = createAudienceGate(document, store(record({ visits: 2, views: 3 })), {}, () => Promise.resolve(null));
    expect(gate.admits(widget({ setup: { audience: { visitor: 'returning', minPageViews: 3, cookie: { name: 'plan', value: 'pro' } } } }))).toBe(true);
    expect(gate.admits(widget({ setup: { audience: { visitor: 'new' } } }))).toBe(false);
    expect(gate.admits(widget({ setup: { audience: { cookie: { name: 'pla' } } } }))).toBe(false);
  });
});

describe('the countries rule in the loader', () => {
  it('asks the server once, only for a widget that names countries, and lets it in when the answer is one of them', async () => {
    const ask = vi.fn(() => Promise.resolve('AT'));
    const gate = createAudienceGate(document, store(record()), {}, ask);
    expect(gate.admits(widget({ setup: { audience: { visitor: 'new' } } }))).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    const alpine = widget({ setup: { audience: { countries: ['DE', 'AT'] } } });
    const elsewhere = widget({ setup: { audience: { countries: ['FR'] } } });
    const [shownAlpine, shownElsewhere] = [vi.fn(), vi.fn()];
    expect(gate.admits(alpine)).toBe(false);
    expect(gate.admits(elsewhere)).toBe(false);
    gate.wait(alpine, shownAlpine);
    gate.wait(elsewhere, shownElsewhere);
    await new Promise((resolve) => setTimeout(resolve));
    expect(ask).toHaveBeenCalledTimes(1);
    expect([shownAlpine.mock.calls.length, shownElsewhere.mock.calls.length]).toEqual([1, 0]);
  });

  it('takes a failed answer as no country: the rule does not hold, and nothing throws', async () => {
    const gate = createAudienceGate(document, store(record()), {}, () => Promise.reject(new Error('offline')));
    const w = widget({ setup: { audience: { countries: ['DE'] } } });
    expect(gate.admits(w)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(gate.admits(w)).toBe(false);
  });
});

describe('the overlay cap in the loader', () => {
  it('caps a page view at its count, starts again on a new page view, and tells the frames after the moment', async () => {
    const announce = vi.fn();
    const cap = createOverlayCount(() => ({ overlaysPerPageView: 1 }), store(record()), announce);
    expect(cap.capped()).toBe(false);
    cap.shown();
    expect(cap.capped()).toBe(true);
    expect(announce).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(announce).toHaveBeenLastCalledWith(true);
    cap.newPageView();
    expect(cap.capped()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
  });

  it('counts the visit’s overlays and keeps every overlay away during the cooldown after a close', async () => {
    const visitor = store(record());
    const cap = createOverlayCount(() => ({ overlaysPerSession: 2, cooldownAfterClose: { type: 'hours', value: 24 } }), visitor, () => undefined);
    cap.shown();
    cap.newPageView();
    expect(cap.capped()).toBe(false);
    cap.closed();
    expect(cap.capped()).toBe(true);
    expect(visitor.record.overlays).toBe(1);
    expect(createOverlayCount(() => undefined, visitor, () => undefined).capped()).toBe(false);
    // The announcements, after the moment.
    await new Promise((resolve) => setTimeout(resolve));
  });
});

describe('the growth code, loaded when a page uses it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for it only where a widget has a test or an audience, or the page a cap', () => {
    expect(usesGrowth({ widgets: [{ widget_id: 1, data: {} }] })).toBe(false);
    expect(usesGrowth({ widgets: [{ widget_id: 1, data: { experiment: experiment() } }] })).toBe(true);
    expect(usesGrowth({ widgets: [{ widget_id: 1, data: { setup: { audience: {} } } }] })).toBe(true);
    expect(usesGrowth({ widgets: [], frequency: { overlaysPerPageView: 1 } })).toBe(true);
  });

  it('keeps the site’s attributes before the code arrives, refuses what is no object, and says once when the code cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const growth = createLazyGrowth(() => Promise.reject(new Error('blocked')), { win: window, storage: { get: () => null, set: () => undefined, persistent: false } as never, frequency: () => undefined, announce: () => undefined, newId, api: 'https://api.test', pageId: 'p' });
    growth.set('plan');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/takes an object, such as/));
    expect(await growth.load()).toBeNull();
    expect(await growth.load()).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]?.[0])).toMatch(/could not be loaded \(blocked\)/);
  });
});
