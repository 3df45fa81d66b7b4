/**
 * The one limit on guessing the owner's secrets, wherever they are tried: the studio's sign-in (the
 * admin token or a one-time sign-in link) and the admin API's `Authorization: Bearer`. Every try takes
 * a point first (so a burst of parallel guesses cannot slip past a check made before any was counted)
 * and a right one gives it back: only wrong tries add up. After `max` wrong tries in a window, every
 * try from that client is refused with 429 until the window ends, the right token included, so a guess
 * that happens to be right tells nothing. Counted per client (clientKey.ts); in Redis when REDIS_URL is
 * set, so every instance shares one budget, and in this process's memory otherwise, or while Redis is
 * away (rate-limiter-flexible's insurance limiter: an outage lifts no limit).
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { WindowLimit } from '../api/apiContext';

export interface WrongTokenLimiter {
  /** Takes a point for one try of `key`: 0 when it may go on, else the seconds until it may try again. */
  take(key: string): Promise<number>;
  /** The try was right: its point is given back. */
  giveBack(key: string): Promise<void>;
}

export function createWrongTokenLimiter(limit: WindowLimit, redis: Redis | null): WrongTokenLimiter {
  const options = { keyPrefix: 'mc-wrong-token', points: limit.max, duration: Math.max(1, Math.ceil(limit.timeWindowMs / 1000)) };
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;
  return {
    async take(key) {
      try {
        await limiter.consume(key, 1);
        return 0;
      } catch (reason) {
        // Over the limit the library rejects with its result; anything else is a fault of the store.
        if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
        throw reason;
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}
