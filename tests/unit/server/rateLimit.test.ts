import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/rateLimit';

describe('token bucket', () => {
  it('allows the capacity at once, then answers the wait in whole seconds, and refills', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 0.5 }, () => now);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(2);
    expect(limiter.take('b')).toBe(0); // buckets are per key
    now = 2_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(2);
  });
});
