import { describe, expect, it } from 'vitest';
import { frameVersion } from '../../../server/policies/frameVersion';

describe('frameVersion', () => {
  it('is a short URL-safe token, the same for the same document and CSP', () => {
    const version = frameVersion('<!doctype html><title>frame</title>', "frame-ancestors 'self' a.test:*");
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(frameVersion(Buffer.from('<!doctype html><title>frame</title>'), "frame-ancestors 'self' a.test:*")).toBe(version);
  });

  it('changes with a new build and with a new whitelist (the CSP), which the cached document carries', () => {
    const version = frameVersion('<html>1</html>', "frame-ancestors 'self' a.test:*");
    expect(frameVersion('<html>2</html>', "frame-ancestors 'self' a.test:*")).not.toBe(version);
    expect(frameVersion('<html>1</html>', "frame-ancestors 'self' b.test:*")).not.toBe(version);
    // The separator keeps the two parts apart: moving a byte from one to the other is another version.
    expect(frameVersion('<html>1</html>f', "rame-ancestors 'self' a.test:*")).not.toBe(version);
  });
});
