/** loader/frames/allowedNavigation.ts: where a frame may send the host page, decided from the configuration. */
import { describe, expect, it } from 'vitest';
import { allowedChatLink, allowedRedirect } from '../../../loader/frames/allowedNavigation';
import { buildReferenceValue } from '../../../bridge-protocol/referenceValue';
import { messengerChatLink } from '../../../bridge-protocol/messengerChatLink';

const BASE = 'https://host.example/shop/page?x=1';

describe('allowedRedirect (mc:navigate)', () => {
  it('allows exactly the configured redirect, compared as absolute URLs, in the configured target', () => {
    const submitted = { action: 'redirect', redirectUrl: '/thanks?a=1', redirectTarget: 'new' };
    expect(allowedRedirect('/thanks?a=1', submitted, BASE)).toEqual({ url: 'https://host.example/thanks?a=1', target: 'new' });
    expect(allowedRedirect('https://host.example/thanks?a=1', submitted, BASE)).toEqual({ url: 'https://host.example/thanks?a=1', target: 'new' });
  });

  it('applies SPEC §4 prefix rule to the configured URL, as the frame does', () => {
    const submitted = { redirectUrl: 'shop.example/thanks' };
    expect(allowedRedirect('//shop.example/thanks', submitted, BASE)).toEqual({ url: 'https://shop.example/thanks', target: 'same' });
    expect(allowedRedirect('#done', { redirectUrl: '#done' }, BASE)).toEqual({ url: 'https://host.example/shop/page?x=1#done', target: 'same' });
  });

  it.each([
    ['another address', 'https://evil.example/', { redirectUrl: '/thanks' }],
    ['another path on the same site', '/account', { redirectUrl: '/thanks' }],
    ['the configured one with more query', '/thanks?x=1', { redirectUrl: '/thanks' }],
    ['nothing configured', '/thanks', { action: 'redirect' }],
    ['no submitted section', '/thanks', undefined],
    ['a configured URL the link rule refuses', 'javascript:alert(1)', { redirectUrl: 'javascript:alert(1)' }],
    ['a configured data: URL', 'data:text/html,x', { redirectUrl: 'data:text/html,x' }],
  ])('refuses %s', (_label, requested, submitted) => {
    expect(allowedRedirect(requested, submitted, BASE)).toBeNull();
  });
});

describe('allowedChatLink (mc:open-window)', () => {
  const ref = buildReferenceValue({ widgetId: 81, sessionId: 'abc123', instanceId: 'i1', payload: 'spring' }).ref;
  const link = messengerChatLink('1234567890', ref)!;

  it("allows the m.me link the product builds for this widget: the page's fb_page_id and the widget's ref", () => {
    expect(allowedChatLink(link, '1234567890', '81')).toBe(link);
    const bare = messengerChatLink('demo.shop', 'w81')!;
    expect(allowedChatLink(bare, 'demo.shop', '81')).toBe(bare);
  });

  it.each([
    ['another site', 'https://evil.example/?ref=' + ref],
    ['another page on m.me', messengerChatLink('999', ref)!],
    ["another widget's ref", messengerChatLink('1234567890', ref.replace(/^w81/, 'w82'))!],
    ['no ref', messengerChatLink('1234567890')!],
    ['a ref that is not ours', messengerChatLink('1234567890', 'promo')!],
    ['an extra parameter', `${link}&next=https://evil.example/`],
    ['http instead of https', link.replace('https:', 'http:')],
    ['not a URL', 'm.me/1234567890'],
  ])('refuses %s', (_label, requested) => {
    expect(allowedChatLink(requested, '1234567890', '81')).toBeNull();
  });

  it('refuses every chat link when the page has no usable fb_page_id', () => {
    expect(allowedChatLink(link, null, '81')).toBeNull();
    expect(allowedChatLink(link, 'evil.example/x', '81')).toBeNull();
  });

  it('accepts a payload with the characters SPEC §5 allows (+ / = . - _), encoded as the frame encodes them', () => {
    const withPayload = messengerChatLink('1234567890', buildReferenceValue({ widgetId: 81, sessionId: 's', instanceId: 'i', payload: 'a+b/c=d.e-f_g' }).ref)!;
    expect(withPayload).toContain('%2B');
    expect(allowedChatLink(withPayload, '1234567890', '81')).toBe(withPayload);
  });

  it('works for widget ids that are prototype names', () => {
    const own = messengerChatLink('1234567890', buildReferenceValue({ widgetId: '__proto__', sessionId: 's', instanceId: 'i' }).ref)!;
    expect(allowedChatLink(own, '1234567890', '__proto__')).toBe(own);
    expect(allowedChatLink(own, '1234567890', 'constructor')).toBeNull();
  });
});
