import { describe, expect, it } from 'vitest';
import { isBotVisitor } from '../../../loader/pixel/botFlag';

describe('bot flag (the loader\'s first pass; the server applies isbot\'s whole list)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false, true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', false, true],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse', false, true],
    // Under automation: what headless bots run in, whatever their user agent says.
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', true, true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false, false],
  ])('%s, webdriver %s → %s', (userAgent, webdriver, expected) => {
    expect(isBotVisitor({ userAgent, webdriver })).toBe(expected);
  });
});
