/**
 * How many frame documents one client may have the server paint afresh (issue 46 item 6). A painted
 * document is rendered once and then served from memory (composition/paintedFrames.ts); a render costs
 * several times a cached answer, so an address that is not cached yet, or no longer, takes a point from
 * its client's budget (clientKey.ts), and a client over it gets the plain document, revalidated, which its
 * frame renders in the browser. Cached documents cost nothing. Counted in this process's memory: the
 * budget guards this process's CPU, which Redis would not make shared.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { WindowLimit } from '../api/apiContext';
import { clientKey } from './clientKey';

export interface RenderBudget {
  /** Takes a point of the client at `ip`: whether it may have one more document rendered now. */
  take(ip: string): Promise<boolean>;
}

/**
 * Ten fresh renders a second from one client, over a minute: more than a browser asks for (one per
 * widget and version, a few more for phones), however many pages it opens; a client that asks for more
 * is making the server render for its own sake.
 */
export const DEFAULT_FRAME_RENDER_LIMIT: WindowLimit = { max: 600, timeWindowMs: 60_000 };

export function createRenderBudget(limit: WindowLimit): RenderBudget {
  const limiter = new RateLimiterMemory({ keyPrefix: 'mc-frame-render', points: limit.max, duration: Math.max(1, Math.ceil(limit.timeWindowMs / 1000)) });
  return {
    async take(ip) {
      try {
        await limiter.consume(clientKey(ip), 1);
        return true;
      } catch (reason) {
        // Over the budget the library rejects with its result; a memory store has no other fault.
        if (reason instanceof RateLimiterRes) return false;
        throw reason;
      }
    },
  };
}
