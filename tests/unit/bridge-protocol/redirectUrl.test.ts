import { describe, expect, it } from 'vitest';
import { prefixRedirectUrl, redirectUrl } from '../../../bridge-protocol/redirectUrl';

describe('after-submit redirect URL (SPEC §4 prefix rule, then §5 link rule)', () => {
  it.each([
    ['https://shop.example/thanks', 'https://shop.example/thanks'],
    ['http://shop.example/thanks', 'http://shop.example/thanks'],
    ['HTTPS://shop.example/', 'HTTPS://shop.example/'],
    ['/thanks?x=1', '/thanks?x=1'],
    ['#done', '#done'],
    ['#', '#'],
    ['shop.example/thanks', '//shop.example/thanks'],
    ['  shop.example  ', '//shop.example'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('%j → %j', (raw, expected) => {
    expect(redirectUrl(raw)).toBe(expected);
  });

  it('prefixes everything that does not start with http, / or #', () => {
    expect(prefixRedirectUrl('mailto:a@b.c')).toBe('//mailto:a@b.c');
    expect(prefixRedirectUrl('ftp://x')).toBe('//ftp://x');
    expect(prefixRedirectUrl('/x')).toBe('/x');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'http://x/<script>',
    'https://shop.example\\@evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '<img src=x onerror=alert(1)>',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(redirectUrl(raw)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(redirectUrl(undefined)).toBeNull();
    expect(redirectUrl(42)).toBeNull();
    expect(redirectUrl({ toString: () => 'https://x' })).toBeNull();
  });
});
