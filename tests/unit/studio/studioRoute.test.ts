import { describe, expect, it } from 'vitest';
import { hrefOf, routeOf } from '../../../studio/rules/studioRoute';

describe('studio addresses', () => {
  it('reads every screen from its path, with or without a trailing slash', () => {
    expect(routeOf('/studio')).toEqual({ screen: 'pages' });
    expect(routeOf('/studio/')).toEqual({ screen: 'pages' });
    expect(routeOf('/studio/controls/')).toEqual({ screen: 'controls' });
    expect(routeOf('/studio/pages/shop')).toEqual({ screen: 'page', pageId: 'shop' });
    expect(routeOf('/studio/pages/shop/reports')).toEqual({ screen: 'reports', pageId: 'shop' });
    expect(routeOf('/studio/pages/shop/widgets/sms-1')).toEqual({ screen: 'widget', pageId: 'shop', widgetId: 'sms-1' });
    expect(routeOf('/studio/pages/shop/widgets/sms-1/results')).toEqual({ screen: 'widget-results', pageId: 'shop', widgetId: 'sms-1' });
    expect(hrefOf({ screen: 'widget-results', pageId: 'shop', widgetId: 'w/1' })).toBe('/studio/pages/shop/widgets/w%2F1/results');
  });

  it('decodes ids and writes them back encoded, so every id survives the round trip', () => {
    for (const route of [
      { screen: 'page', pageId: 'a b' },
      { screen: 'widget', pageId: 'shop', widgetId: 'w/1?x' },
      { screen: 'reports', pageId: 'ünï' },
    ] as const) {
      expect(routeOf(hrefOf(route))).toEqual(route);
    }
    expect(hrefOf({ screen: 'widget', pageId: 'shop', widgetId: 'w/1?x' })).toBe('/studio/pages/shop/widgets/w%2F1%3Fx');
  });

  it('says not-found for anything else: other paths, extra segments, broken escapes, over-long ids', () => {
    for (const path of ['/', '/studiox', '/studio/pages', '/studio/pages/a/b', '/studio/pages/a/widgets', '/studio/pages/%E0%A4%A', `/studio/pages/${'a'.repeat(65)}`]) {
      expect(routeOf(path)).toEqual({ screen: 'not-found', path });
    }
  });
});

describe('the privacy screen’s address (issue 48)', () => {
  it('is /studio/privacy, both ways', () => {
    expect(routeOf('/studio/privacy')).toEqual({ screen: 'privacy' });
    expect(routeOf('/studio/privacy/')).toEqual({ screen: 'privacy' });
    expect(hrefOf({ screen: 'privacy' })).toBe('/studio/privacy');
  });
});
