import { describe, expect, it } from 'vitest';
import { initialPageState, initialRoute } from '../../../bridge-protocol/clientState';
import { isRouteAllowed } from '../../../frame-app/rules/routeMatch';

describe('SPEC §3 "Client state at start"', () => {
  it('the page state has exactly the names and initial values of the spec', () => {
    expect(initialPageState()).toStrictEqual({ exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} });
  });

  it('returns fresh objects, so one state never shares a map with another', () => {
    const a = initialPageState();
    a.anchors.signup = true;
    expect(initialPageState().anchors).toStrictEqual({});
  });

  it('the route is url null and lastChange null; a route not known yet is refused by no route rule', () => {
    expect(initialRoute()).toStrictEqual({ url: null, lastChange: null });
    expect(isRouteAllowed({ urlWhitelist: ['shop.example/cart'] }, initialRoute().url)).toBe(true);
    expect(isRouteAllowed({ urlBlacklist: ['*'] }, initialRoute().url)).toBe(true);
  });
});
