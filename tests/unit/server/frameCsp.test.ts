import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FRAME_ANCESTORS_NONE,
  frameAncestors,
  frameCspForPage,
  frameDocumentCsp,
  parseWhitelistEntry,
  styleAttributeSources,
} from '../../../server/policies/frameCsp';

const noWarn = () => {};

describe('parseWhitelistEntry', () => {
  it('accepts hostnames, lower-cases and trims them', () => {
    expect(parseWhitelistEntry('example.com')).toEqual({ host: 'example.com', port: null });
    expect(parseWhitelistEntry('  Shop.Example.COM ')).toEqual({ host: 'shop.example.com', port: null });
    expect(parseWhitelistEntry('localhost')).toEqual({ host: 'localhost', port: null });
    expect(parseWhitelistEntry('127.0.0.1')).toEqual({ host: '127.0.0.1', port: null });
    expect(parseWhitelistEntry('my-shop.co.uk:8443')).toEqual({ host: 'my-shop.co.uk', port: 8443 });
  });

  it.each([
    'evil.com; script-src *',
    'evil.com script-src',
    'https://example.com',
    'example.com/path',
    '*.example.com',
    '-bad.com',
    'bad-.com',
    'a..b',
    '.example.com',
    'example.com.',
    'example.com:0',
    'example.com:70000',
    'example.com:*',
    "'self'",
    'exa_mple.com',
    '',
    'a'.repeat(64) + '.com',
  ])('rejects %j', (entry) => {
    expect(parseWhitelistEntry(entry)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(parseWhitelistEntry(42)).toBeNull();
    expect(parseWhitelistEntry(null)).toBeNull();
    expect(parseWhitelistEntry({ host: 'a.com' })).toBeNull();
  });
});

describe('frameAncestors', () => {
  it('emits host and wildcard-subdomain sources with any port, then localhost and 127.0.0.1', () => {
    expect(frameAncestors(['example.com', 'shop.example.com'], noWarn)).toBe(
      'example.com:* *.example.com:* shop.example.com:* *.shop.example.com:* localhost:* 127.0.0.1:*',
    );
  });

  it('always allows localhost, even without a whitelist', () => {
    expect(frameAncestors(undefined, noWarn)).toBe('localhost:* 127.0.0.1:*');
    expect(frameAncestors([], noWarn)).toBe('localhost:* 127.0.0.1:*');
  });

  it('keeps an explicit port and adds no wildcard for IPv4 literals; removes duplicates', () => {
    expect(frameAncestors(['example.org:8443', '10.0.0.5', 'localhost', '127.0.0.1'], noWarn)).toBe(
      'example.org:8443 *.example.org:8443 10.0.0.5:* localhost:* *.localhost:* 127.0.0.1:*',
    );
  });

  it('skips an injection attempt with a warning instead of emitting it', () => {
    const warnings: string[] = [];
    const value = frameAncestors(['evil.com; script-src *', 'good.com'], (m) => warnings.push(m));
    expect(value).toBe('good.com:* *.good.com:* localhost:* 127.0.0.1:*');
    expect(value).not.toContain(';');
    expect(value).not.toContain('evil');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('evil.com; script-src *');
  });

  it('skips non-string and scheme-carrying entries', () => {
    const warnings: string[] = [];
    expect(frameAncestors([1, null, 'https://x.com', "'unsafe-inline'"], (m) => warnings.push(m))).toBe(
      'localhost:* 127.0.0.1:*',
    );
    expect(warnings).toHaveLength(4);
  });
});

describe('frameDocumentCsp', () => {
  it('is the exact strict policy with the given frame-ancestors', () => {
    expect(frameDocumentCsp(frameAncestors(['example.com'], noWarn))).toBe(
      "default-src 'none'; script-src 'self' https://connect.facebook.net; style-src 'self'; " +
        "img-src 'self' data: https: example.com:* *.example.com:* localhost:* 127.0.0.1:*; " +
        "media-src 'self' https:; font-src 'self' data:; connect-src 'self' https://www.facebook.com https://graph.facebook.com; " +
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com; ' +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'self' example.com:* *.example.com:* localhost:* 127.0.0.1:*",
    );
  });

  it('allows only the YouTube (nocookie) and Vimeo players and the messenger plugins as frames', () => {
    const csp = frameCspForPage(null);
    expect(csp).toContain(
      '; frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com;',
    );
    expect(csp).not.toMatch(/frame-src[^;]*https:(;| )/);
  });

  it('allows https images everywhere and the page\'s own hosts over http too', () => {
    expect(frameCspForPage({ whitelist: ['shop.test'] }, noWarn)).toContain(
      "img-src 'self' data: https: shop.test:* *.shop.test:* localhost:* 127.0.0.1:*;",
    );
    // An unknown page (or a QA page) gets no extra hosts.
    expect(frameCspForPage(null)).toContain("img-src 'self' data: https:;");
  });

  it("uses 'none' for unknown pages", () => {
    expect(frameCspForPage(null)).toMatch(/; frame-ancestors 'none'$/);
    expect(frameDocumentCsp(FRAME_ANCESTORS_NONE)).toMatch(/; frame-ancestors 'none'$/);
  });

  it('derives frame-ancestors from a known page whitelist', () => {
    expect(frameCspForPage({ whitelist: ['127.0.0.1', 'localhost'] }, noWarn)).toMatch(
      /; frame-ancestors 'self' 127\.0\.0\.1:\* localhost:\* \*\.localhost:\*$/,
    );
    expect(frameCspForPage({ whitelist: undefined }, noWarn)).toMatch(/; frame-ancestors 'self' localhost:\* 127\.0\.0\.1:\*$/);
  });

  it('refuses a source list that would add directives', () => {
    expect(() => frameDocumentCsp("x.com; script-src 'unsafe-inline'")).toThrow();
    expect(() => frameDocumentCsp('')).toThrow();
  });
});

describe('style attribute hashes (a painted document)', () => {
  const sha256 = (value: string) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;

  it('allows each given style value by the SHA-256 of exactly that string, under unsafe-hashes', () => {
    // The known hash of a sample value (also `openssl dgst -sha256 -binary | base64`), so a change of
    // encoding (hex, base64url, trimming) shows.
    expect(sha256('--mc-accent: #0a7cff')).toBe("'sha256-aJpMNLfp4sxLC/JzRwgPF/mi/j6c9Vos3c2vf1NFr5E='");
    const csp = frameCspForPage({ whitelist: ['shop.test'] }, noWarn, ['--mc-accent: #0a7cff']);
    expect(csp).toContain("; style-src 'self' 'unsafe-hashes' 'sha256-aJpMNLfp4sxLC/JzRwgPF/mi/j6c9Vos3c2vf1NFr5E='; ");
    expect(csp).not.toContain('unsafe-inline');
    // The rest of the policy is the plain document's.
    expect(csp.replace(/ 'unsafe-hashes' '[^;]*/, '')).toBe(frameCspForPage({ whitelist: ['shop.test'] }, noWarn));
  });

  it('lists distinct hashes in sorted order, so one set of values is one header', () => {
    const values = ['height: 40px', 'color: red', 'height: 40px', 'a&amp;b'];
    const sources = styleAttributeSources(values);
    const hashes = [...new Set(values.map(sha256))].sort();
    expect(sources).toBe(` 'unsafe-hashes' ${hashes.join(' ')}`);
    expect(styleAttributeSources([...values].reverse())).toBe(sources);
  });

  it("keeps style-src 'self' alone without values", () => {
    expect(styleAttributeSources([])).toBe('');
    expect(frameDocumentCsp(FRAME_ANCESTORS_NONE, [])).toBe(frameDocumentCsp(FRAME_ANCESTORS_NONE));
    expect(frameDocumentCsp(FRAME_ANCESTORS_NONE)).toContain("; style-src 'self'; ");
  });
});
