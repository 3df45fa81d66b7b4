/**
 * In-memory token buckets (per IP, per phone number). A bucket holds `capacity` tokens and regains
 * `refillPerSecond`; a request takes one. Memory is bounded: full buckets are dropped when swept.
 */
export interface BucketOptions {
  capacity: number;
  refillPerSecond: number;
}

export interface RateLimiter {
  /** 0 when allowed (a token is taken), else the seconds to wait before the next token. */
  take(key: string): number;
}

const SWEEP_EVERY = 10_000;

export function createRateLimiter(opts: BucketOptions, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let calls = 0;
  const level = (b: { tokens: number; at: number }, t: number) => Math.min(opts.capacity, b.tokens + ((t - b.at) / 1000) * opts.refillPerSecond);
  return {
    take(key) {
      const t = now();
      if (++calls % SWEEP_EVERY === 0) {
        for (const [k, b] of buckets) if (level(b, t) >= opts.capacity) buckets.delete(k);
      }
      const bucket = buckets.get(key) ?? { tokens: opts.capacity, at: t };
      const tokens = level(bucket, t);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: t });
        return 0;
      }
      buckets.set(key, { tokens, at: t });
      return Math.max(1, Math.ceil((1 - tokens) / opts.refillPerSecond));
    },
  };
}

export interface RateLimitOptions {
  /** Every API request from one IP. */
  perIp: BucketOptions;
  /** createSubscriberByPhoneNumber per normalised phone number. */
  perPhone: BucketOptions;
}

/** Defaults: 120 requests at once from one IP then 20/s; 5 sign-ups of one number then one a minute. */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  perIp: { capacity: 120, refillPerSecond: 20 },
  perPhone: { capacity: 5, refillPerSecond: 1 / 60 },
};
