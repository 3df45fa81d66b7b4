import { describe, expect, it } from 'vitest';
import { isOriginAllowed, isValidPageId, MAX_PAGE_BYTES, pageSizeProblem, whitelistOf } from '../../../server/policies/pageConfig';

const noWarn = () => {};

describe('isValidPageId', () => {
  it.each(['demo', 'bench-10', 'A_b-9', 'x', 'a'.repeat(64)])('accepts %j', (id) => {
    expect(isValidPageId(id)).toBe(true);
  });
  it.each(['', 'a'.repeat(65), '../etc', 'a/b', 'a.b', 'a b', 'é', '%2e', null, undefined, 7])('rejects %j', (id) => {
    expect(isValidPageId(id)).toBe(false);
  });
});

describe('whitelistOf', () => {
  it('returns the whitelist array or undefined', () => {
    expect(whitelistOf({ whitelist: ['a.com'] })).toEqual(['a.com']);
    expect(whitelistOf({ whitelist: 'a.com' })).toBeUndefined();
    expect(whitelistOf({})).toBeUndefined();
    expect(whitelistOf(null)).toBeUndefined();
    expect(whitelistOf([1])).toBeUndefined();
  });
});

describe('isOriginAllowed', () => {
  const whitelist = ['example.com', 'shop.test:8443'];
  it('always allows localhost and 127.0.0.1 on any port and scheme', () => {
    expect(isOriginAllowed('http://localhost:3000', undefined, noWarn)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:8080', [], noWarn)).toBe(true);
    expect(isOriginAllowed('https://localhost', undefined, noWarn)).toBe(true);
  });
  it('allows whitelisted hosts and their subdomains', () => {
    expect(isOriginAllowed('https://example.com', whitelist, noWarn)).toBe(true);
    expect(isOriginAllowed('http://www.example.com:8000', whitelist, noWarn)).toBe(true);
    expect(isOriginAllowed('https://shop.test:8443', whitelist, noWarn)).toBe(true);
  });
  it('refuses everything else', () => {
    expect(isOriginAllowed('http://evil.test', whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed('https://notexample.com', whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed('https://example.com.evil.test', whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed('https://shop.test', whitelist, noWarn)).toBe(false); // wrong port
    expect(isOriginAllowed('null', whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed(undefined, whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed('file://example.com', whitelist, noWarn)).toBe(false);
    expect(isOriginAllowed('https://example.com/path', whitelist, noWarn)).toBe(false);
  });
});

describe('pageSizeProblem', () => {
  const padded = (bytes: number) => ({ pad: 'x'.repeat(bytes - Buffer.byteLength('{"pad":""}')) });

  it('takes a page of up to 256 KB as stored, counting UTF-8 bytes', () => {
    expect(Buffer.byteLength(JSON.stringify(padded(MAX_PAGE_BYTES)))).toBe(MAX_PAGE_BYTES);
    expect(pageSizeProblem(padded(MAX_PAGE_BYTES))).toBeNull();
    expect(pageSizeProblem({ widgets: [] })).toBeNull();
  });

  it('refuses one byte more, saying how big it would be and what to do', () => {
    expect(pageSizeProblem(padded(MAX_PAGE_BYTES + 1))).toBe('The page would weigh 257 KB, over the 256 KB a page may have: make a widget smaller or remove one');
    // Three bytes a character: 100,000 of them weigh 300,000 bytes, not 100,000.
    expect(pageSizeProblem({ title: '€'.repeat(100_000) })).toMatch(/^The page would weigh 293 KB/);
    expect(pageSizeProblem(padded(2_003_069))).toMatch(/^The page would weigh 1\.9 MB/);
  });
});
