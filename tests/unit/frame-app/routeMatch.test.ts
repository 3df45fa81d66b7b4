import { describe, expect, it } from 'vitest';
import { isRouteAllowed, normaliseUrlText } from '../../../frame-app/rules/routeMatch';

/** Whether one list entry matches a page URL: a blacklist of that entry alone refuses the URL. */
const routeEntryMatches = (entry: unknown, url: string): boolean => !isRouteAllowed({ urlBlacklist: [entry as string] }, url);

describe('normaliseUrlText', () => {
  it.each([
    ['https://www.Shop.test/Cart', 'shop.test/cart'],
    ['http://shop.test/cart', 'shop.test/cart'],
    ['//www.shop.test/', 'shop.test/'],
    ['  WWW.shop.test  ', 'shop.test'],
    ['shop.test/www.x', 'shop.test/www.x'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseUrlText(input)).toBe(expected);
  });
});

describe('routeEntryMatches: an entry without * is that page and every page under it', () => {
  it.each([
    ['https://shop.test/cart', true],
    ['https://shop.test/cart/', true],
    ['https://shop.test/cart/items', true],
    ['https://shop.test/cart/items/42?x=1', true],
    ['https://shop.test/cart?x=1', true],
    ['https://shop.test/cart#a', true],
    ['https://shop.test/cartoon', false],
    ['https://shop.test/car', false],
    ['https://shop.test/', false],
    ['https://other.test/shop.test/cart', false],
    ['https://shop.test.evil.test/cart', false],
  ])('shop.test/cart vs %s → %s', (url, expected) => {
    expect(routeEntryMatches('shop.test/cart', url)).toBe(expected);
  });

  it('ignores protocol, a leading www. and case, on both sides', () => {
    expect(routeEntryMatches('https://www.SHOP.test/Cart', 'http://shop.test/cart/items')).toBe(true);
    expect(routeEntryMatches('shop.test/cart', 'https://WWW.Shop.Test/CART')).toBe(true);
    expect(routeEntryMatches('//shop.test/cart', 'https://www.shop.test/cart')).toBe(true);
  });

  it('a trailing slash on the entry changes nothing', () => {
    expect(routeEntryMatches('shop.test/cart/', 'https://shop.test/cart')).toBe(true);
    expect(routeEntryMatches('shop.test/cart/', 'https://shop.test/cart/items')).toBe(true);
    expect(routeEntryMatches('shop.test/cart/', 'https://shop.test/cartoon')).toBe(false);
  });

  it('a bare host covers the whole site but not a longer host name', () => {
    expect(routeEntryMatches('shop.test', 'https://shop.test/')).toBe(true);
    expect(routeEntryMatches('shop.test', 'https://shop.test')).toBe(true);
    expect(routeEntryMatches('shop.test', 'https://shop.test/a/b?c#d')).toBe(true);
    expect(routeEntryMatches('shop.test', 'https://shop.tester/')).toBe(false);
  });

  it('regular-expression characters in an entry match literally', () => {
    expect(routeEntryMatches('shop.test/a+b(1)', 'https://shop.test/a+b(1)')).toBe(true);
    expect(routeEntryMatches('shop.test/a+b(1)', 'https://shop.test/a+b(1)/x')).toBe(true);
    expect(routeEntryMatches('shop.test/a+b(1)', 'https://shop.test/aab1')).toBe(false);
    expect(routeEntryMatches('shop.test/a.b', 'https://shop.test/axb')).toBe(false);
    expect(routeEntryMatches('shop.test/[x]', 'https://shop.test/x')).toBe(false);
    expect(routeEntryMatches('shop.test/[x]', 'https://shop.test/[x]')).toBe(true);
    expect(routeEntryMatches('shop.test/$^|\\', 'https://shop.test/$^|\\')).toBe(true);
  });
});

describe('routeEntryMatches: * matches any run of characters in the whole URL', () => {
  it('* at the end', () => {
    expect(routeEntryMatches('shop.test/blog/*', 'https://shop.test/blog/post-1')).toBe(true);
    expect(routeEntryMatches('shop.test/blog/*', 'https://shop.test/blog/')).toBe(true);
    expect(routeEntryMatches('shop.test/blog/*', 'https://shop.test/blog')).toBe(true);
    expect(routeEntryMatches('shop.test/blog/*', 'https://shop.test/blog/a/b?c=1#d')).toBe(true);
    expect(routeEntryMatches('shop.test/blog*', 'https://shop.test/blogroll')).toBe(true);
    expect(routeEntryMatches('shop.test/blog/*', 'https://shop.test/blogroll')).toBe(false);
    expect(routeEntryMatches('shop.test/*', 'https://shop.test/')).toBe(true);
  });

  it('* at the start: *.shop.test/* needs a subdomain', () => {
    expect(routeEntryMatches('*.shop.test/*', 'https://eu.shop.test/cart')).toBe(true);
    expect(routeEntryMatches('*.shop.test/*', 'https://a.b.shop.test/')).toBe(true);
    expect(routeEntryMatches('*.shop.test/*', 'https://shop.test/cart')).toBe(false);
    expect(routeEntryMatches('*.shop.test/*', 'https://eu.shop.tester/cart')).toBe(false);
    expect(routeEntryMatches('*/spa/cart', 'http://127.0.0.1:8080/spa/cart')).toBe(true);
  });

  it('* in the middle: shop.test/*/checkout', () => {
    expect(routeEntryMatches('shop.test/*/checkout', 'https://shop.test/eu/checkout')).toBe(true);
    expect(routeEntryMatches('shop.test/*/checkout', 'https://shop.test/eu/de/checkout/')).toBe(true);
    expect(routeEntryMatches('shop.test/*/checkout', 'https://shop.test/checkout')).toBe(false);
    expect(routeEntryMatches('shop.test/*/checkout', 'https://shop.test/eu/checkout/done')).toBe(false);
    // A pattern covers the whole URL, query and hash included.
    expect(routeEntryMatches('shop.test/*/checkout', 'https://shop.test/eu/checkout?step=2')).toBe(false);
    expect(routeEntryMatches('shop.test/*/checkout*', 'https://shop.test/eu/checkout?step=2')).toBe(true);
  });

  it('the literal parts of a pattern are escaped', () => {
    expect(routeEntryMatches('shop.test/a+b(1)/*', 'https://shop.test/a+b(1)/x')).toBe(true);
    expect(routeEntryMatches('shop.test/a+b(1)/*', 'https://shop.test/aab1/x')).toBe(false);
    expect(routeEntryMatches('shop.test/*.html', 'https://shop.test/page.html')).toBe(true);
    expect(routeEntryMatches('shop.test/*.html', 'https://shop.test/pageXhtml')).toBe(false);
  });

  it('many stars against a long URL that does not match finish (no catastrophic backtracking)', () => {
    const longUrl = `https://shop.test/${'a'.repeat(8_000)}`;
    expect(routeEntryMatches('*a*a*a*a*a*a*a*a*a*a*b', longUrl)).toBe(false);
    expect(routeEntryMatches('*a*a*a*a*a*a*a*a*a*a*', longUrl)).toBe(true);
  });

  it('consecutive stars behave like one', () => {
    expect(routeEntryMatches('shop.test/**/checkout', 'https://shop.test/eu/checkout')).toBe(true);
    expect(routeEntryMatches('**', 'https://anything.test/x')).toBe(true);
  });

  it('case-insensitive with protocol and www. ignored', () => {
    expect(routeEntryMatches('HTTPS://WWW.Shop.test/*/Checkout', 'http://shop.TEST/eu/checkOUT')).toBe(true);
  });
});

describe('routeEntryMatches: blank entries', () => {
  it.each(['', '   ', '/', 'https://', 'www.', 42, null, undefined])('%j matches nothing', (entry) => {
    expect(routeEntryMatches(entry, 'https://shop.test/')).toBe(false);
  });
});

describe('isRouteAllowed', () => {
  const CART = 'https://shop.test/cart';
  const CHECKOUT = 'https://shop.test/checkout';

  it('a null URL (not known yet) is allowed whatever the lists', () => {
    expect(isRouteAllowed({ urlWhitelist: ['shop.test/cart'] }, null)).toBe(true);
    expect(isRouteAllowed({ urlBlacklist: ['*'] }, null)).toBe(true);
  });

  it('no lists, empty lists, missing setup: allowed', () => {
    expect(isRouteAllowed({}, CART)).toBe(true);
    expect(isRouteAllowed({ urlWhitelist: [], urlBlacklist: [] }, CART)).toBe(true);
    expect(isRouteAllowed(undefined, CART)).toBe(true);
  });

  it('a whitelist allows only what it matches', () => {
    const setup = { urlWhitelist: ['shop.test/cart'] };
    expect(isRouteAllowed(setup, CART)).toBe(true);
    expect(isRouteAllowed(setup, `${CART}/items`)).toBe(true);
    expect(isRouteAllowed(setup, CHECKOUT)).toBe(false);
  });

  it('a whitelist set and the URL not on it: refused even though it is not blacklisted', () => {
    expect(isRouteAllowed({ urlWhitelist: ['shop.test/cart'], urlBlacklist: ['shop.test/admin'] }, CHECKOUT)).toBe(false);
  });

  it('whitelist takes precedence: a URL on both lists is allowed when a whitelist is set', () => {
    expect(isRouteAllowed({ urlWhitelist: ['shop.test/cart'], urlBlacklist: ['shop.test/cart'] }, CART)).toBe(true);
    expect(isRouteAllowed({ urlWhitelist: ['shop.test/*'], urlBlacklist: ['*'] }, CART)).toBe(true);
  });

  it('without a whitelist, a blacklist match refuses and anything else is allowed', () => {
    const setup = { urlBlacklist: ['shop.test/checkout', '*/admin/*'] };
    expect(isRouteAllowed(setup, CHECKOUT)).toBe(false);
    expect(isRouteAllowed(setup, `${CHECKOUT}?step=2`)).toBe(false);
    expect(isRouteAllowed(setup, 'https://shop.test/admin/users')).toBe(false);
    expect(isRouteAllowed(setup, CART)).toBe(true);
    expect(isRouteAllowed(setup, 'https://shop.test/checkouts')).toBe(true);
  });

  it('a whitelist of only blank entries is no whitelist: the blacklist decides', () => {
    expect(isRouteAllowed({ urlWhitelist: ['', '  '] }, CHECKOUT)).toBe(true);
    expect(isRouteAllowed({ urlWhitelist: ['', '  '], urlBlacklist: ['shop.test/checkout'] }, CHECKOUT)).toBe(false);
    expect(isRouteAllowed({ urlWhitelist: ['', 'shop.test/cart'] }, CHECKOUT)).toBe(false);
  });

  it('blank blacklist entries do not block everything', () => {
    expect(isRouteAllowed({ urlBlacklist: ['', ' ', '/'] }, CART)).toBe(true);
  });

  it('lists that are not arrays (a broken config) are treated as empty', () => {
    expect(isRouteAllowed({ urlWhitelist: 'shop.test/cart' as unknown as string[] }, CHECKOUT)).toBe(true);
    expect(isRouteAllowed({ urlBlacklist: { 0: 'shop.test' } as unknown as string[] }, CHECKOUT)).toBe(true);
  });
});
