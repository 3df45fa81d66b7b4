import { describe, expect, it, vi } from 'vitest';
import { navigableUrl, navigateHost, type NavigationWindow } from '../../../loader/frames/navigate';

const BASE = 'https://host.example/shop/page?x=1';

function fakeWindow() {
  const assign = vi.fn<(url: string) => void>();
  const open = vi.fn<(url: string, target: string, features: string) => unknown>(() => null);
  const win: NavigationWindow = { location: { href: BASE, assign }, open };
  return { win, assign, open };
}

describe('navigableUrl: what the loader lets the host page go to', () => {
  it.each([
    ['https://shop.example/thanks', 'https://shop.example/thanks'],
    ['shop.example/thanks', 'https://shop.example/thanks'],
    ['//evil.example/x', 'https://evil.example/x'],
    ['/thanks', 'https://host.example/thanks'],
    ['#done', 'https://host.example/shop/page?x=1#done'],
    ['https://m.me/123?ref=w1', 'https://m.me/123?ref=w1'],
  ])('%j → %j', (raw, expected) => {
    expect(navigableUrl(raw, BASE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'data:text/html,x',
    'vbscript:x',
    'httpjavascript:alert(1)',
    'http:javascript:alert(1)'.replace('http:', 'httpx:'),
    '/\\evil.example',
    'https://a\\b',
    'https://x/<y>',
    '',
  ])('refuses %j', (raw) => {
    expect(navigableUrl(raw, BASE)).toBeNull();
  });
});

describe('navigateHost: mc:navigate and mc:open-window', () => {
  it('same: assigns the sanitised absolute URL to the host location', () => {
    const { win, assign, open } = fakeWindow();
    expect(navigateHost(win, 'shop.example/thanks', 'same', '7')).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.example/thanks');
    expect(open).not.toHaveBeenCalled();
  });

  it('new: opens a new tab with noopener and leaves the host page alone', () => {
    const { win, assign, open } = fakeWindow();
    expect(navigateHost(win, 'https://m.me/123?ref=abc', 'new', '7')).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://m.me/123?ref=abc', '_blank', 'noopener');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['same', 'new'] as const)('%s: refuses a hostile URL with one warning and does nothing', (target) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, assign, open } = fakeWindow();
    expect(navigateHost(win, 'javascript:alert(document.cookie)', target, '7')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('widget 7');
  });
});
