import { describe, expect, it } from 'vitest';
import { sanitizeLink } from '../../../bridge-protocol/sanitizeLink';

describe('sanitizeLink (SPEC §5)', () => {
  it.each([
    ['', '#'],
    ['   ', '#'],
    [undefined, '#'],
    ['javascript:alert(1)', '#'],
    ['JavaScript:alert(1)', '#'],
    ['java\tscript:alert(1)', '#'],
    ['  javascript:alert(1)', '#'],
    ['https://x.test/<script>', '#'],
    ['https://x.test/a>b', '#'],
    ['https:\\\\evil.test', '#'],
    ['data:text/html,hi', '#'],
    ['https://m.me/demo?ref=w7', 'https://m.me/demo?ref=w7'],
    ['/thanks', '/thanks'],
    ['#top', '#top'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeLink(input)).toBe(expected);
  });
});
