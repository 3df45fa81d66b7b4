import { describe, expect, it } from 'vitest';
import { messengerChatLink, widgetRef } from '../../../bridge-protocol/messengerChatLink';

describe('messengerChatLink', () => {
  it('builds an m.me link from a numeric page id or a page username, with the ref', () => {
    expect(messengerChatLink('1234567890', 'w7')).toBe('https://m.me/1234567890?ref=w7');
    expect(messengerChatLink('demo.shop')).toBe('https://m.me/demo.shop');
    expect(messengerChatLink('demo', '')).toBe('https://m.me/demo');
  });

  it('encodes the ref', () => {
    expect(messengerChatLink('123', 'a b&c=d')).toBe('https://m.me/123?ref=a+b%26c%3Dd');
  });

  it('gives null for a missing or unsafe page id', () => {
    for (const bad of [null, undefined, '', '..', '.', '123/evil', 'evil.com/x', '//evil.com', 'a?b', 'javascript:alert(1)', 'x'.repeat(65)]) {
      expect(messengerChatLink(bad, 'w1')).toBeNull();
    }
  });

  it('widgetRef is w + the widget id', () => {
    expect(widgetRef(61)).toBe('w61');
    expect(widgetRef('abc')).toBe('wabc');
  });
});
