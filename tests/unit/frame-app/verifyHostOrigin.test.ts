import { describe, expect, it } from 'vitest';
import { verifyHostOrigin } from '../../../frame-app/boot/verifyHostOrigin';

describe('verifyHostOrigin', () => {
  it('accepts when the embedding origin is the one the frame URL names', () => {
    expect(verifyHostOrigin('https://shop.example', ['https://shop.example'])).toBeNull();
  });

  it('refuses when the embedding page is another origin, naming both', () => {
    const reason = verifyHostOrigin('https://shop.example', ['https://evil.example', 'https://shop.example']);
    expect(reason).toContain('https://shop.example');
    expect(reason).toContain('https://evil.example');
  });

  it('cannot check without ancestorOrigins (Firefox) and does not refuse', () => {
    expect(verifyHostOrigin('https://shop.example', undefined)).toBeNull();
    expect(verifyHostOrigin('https://shop.example', [])).toBeNull();
  });
});
