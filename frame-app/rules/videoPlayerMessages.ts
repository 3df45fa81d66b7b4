/**
 * What the YouTube and Vimeo players say through postMessage, read as the two facts the frame needs:
 * the player is `ready` (its page really runs: a blocked or failed player page never sends a message
 * from the player's origin) and it is `playing` (a picture is on screen, so a background video can be
 * revealed over its poster without a black or broken frame).
 *
 * Why messages and not the iframe's `load` event: Chromium fires `load` for a frame whose navigation
 * failed too (blocked by an extension or the network, refused by CSP or X-Frame-Options): it commits an
 * error page, the broken-page icon, and reports it loaded. Only the player's own words prove it is there.
 *
 * - YouTube (with `enablejsapi=1&origin=…`, videoEmbedUrl.ts) answers once the parent has said it is
 *   `listening`: `initialDelivery` / `onReady`, then `infoDelivery` updates with `playerState` (1 playing)
 *   and `onStateChange` events (after subscribing). Messages are JSON strings.
 * - Vimeo posts `{event: "ready"}` by itself and answers a `ping` with it; after an `addEventListener`
 *   it sends `play` / `playProgress` / `timeupdate`. Messages are objects or JSON strings.
 *
 * The caller checks that the message came from the player iframe's window; this checks the origin.
 */
import type { VideoSource } from './videoSource';
import { playerOrigin } from './videoEmbedUrl';

export type PlayerSignal = 'ready' | 'playing';

/** The JSON-or-object message body, or null. */
function body(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 100_000) return null;
    try {
      value = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const YT_PLAYING = 1;

export function readPlayerMessage(source: VideoSource, origin: string, data: unknown): PlayerSignal | null {
  if (origin !== playerOrigin(source)) return null;
  const message = body(data);
  if (message === null || typeof message.event !== 'string') return null;
  const event = message.event;
  if (source.service === 'youtube') {
    if (event === 'onStateChange') return message.info === YT_PLAYING ? 'playing' : 'ready';
    if (event === 'infoDelivery' || event === 'initialDelivery') {
      const info = body(message.info);
      return info !== null && info.playerState === YT_PLAYING ? 'playing' : 'ready';
    }
    return event === 'onReady' ? 'ready' : null;
  }
  if (event === 'play' || event === 'playing' || event === 'playProgress' || event === 'timeupdate') return 'playing';
  return event === 'ready' ? 'ready' : null;
}

/** What to post to the player once its iframe has loaded, so that it starts talking. */
export function playerHello(source: VideoSource): unknown {
  return source.service === 'youtube' ? JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }) : { method: 'ping' };
}

/** What to post once the player is ready, to hear when it plays. */
export function playerSubscribe(source: VideoSource): unknown[] {
  if (source.service === 'youtube') return [JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' })];
  return [{ method: 'addEventListener', value: 'play' }, { method: 'addEventListener', value: 'playProgress' }];
}
