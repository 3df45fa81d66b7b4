import { describe, expect, it } from 'vitest';
import { createNonce, demoStrictCsp, isStrictCspPage, renderTemplate } from '../../../server/demo/demoCsp';

describe('demoStrictCsp', () => {
  it('is the exact strict host-page policy with the nonce and widget origin', () => {
    expect(demoStrictCsp('abc+/=', 'http://localhost:8081')).toBe(
      "default-src 'self'; script-src 'nonce-abc+/=' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; " +
        "connect-src 'self' http://localhost:8081; frame-src http://localhost:8081; object-src 'none'; " +
        "base-uri 'none'; require-trusted-types-for 'script'",
    );
  });

  it('rejects a nonce or origin that could inject directives', () => {
    expect(() => demoStrictCsp("x' 'unsafe-inline", 'http://localhost:8081')).toThrow();
    expect(() => demoStrictCsp('abc', 'http://localhost:8081; script-src *')).toThrow();
    expect(() => demoStrictCsp('abc', 'http://localhost:8081/path')).toThrow();
  });
});

describe('createNonce', () => {
  it('is 16 random bytes in base64, fresh every call', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(a).not.toBe(b);
  });
});

describe('isStrictCspPage', () => {
  it('matches pages whose name starts with strict-csp', () => {
    expect(isStrictCspPage('strict-csp.html')).toBe(true);
    expect(isStrictCspPage('strict-csp-spa.html')).toBe(true);
    expect(isStrictCspPage('index.html')).toBe(false);
    expect(isStrictCspPage('not-strict-csp.html')).toBe(false);
  });
});

describe('renderTemplate', () => {
  it('replaces every placeholder occurrence', () => {
    const html = '<script src="{{WIDGET_ORIGIN}}/loader.js" nonce="{{NONCE}}"></script><p>{{WIDGET_ORIGIN}} {{NONCE}}</p>';
    expect(renderTemplate(html, { widgetOrigin: 'http://localhost:9', nonce: 'N1' })).toBe(
      '<script src="http://localhost:9/loader.js" nonce="N1"></script><p>http://localhost:9 N1</p>',
    );
  });
});
