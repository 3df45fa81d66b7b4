/**
 * The player URL for a parsed video (videoSource.ts). YouTube is embedded from youtube-nocookie.com
 * (no tracking cookies until the visitor plays) and Vimeo with `dnt=1`; these two hosts are the
 * frame CSP's whole `frame-src`.
 *
 * Players load only when they are wanted (the lite-embed pattern, parts/LiteVideo.tsx and
 * parts/MediaBackground.tsx):
 * - `click`: an inline video whose visitor pressed the poster's play button: it starts at once
 *   (`autoplay=1`; the press is the visitor asking for it, reduced motion or not).
 * - `background`: SPEC §9 "Video players: autoplay, loop, muted when fullscreen": the takeover's and the
 *   mediaBackground cards' decorative video autoplays muted in a loop without controls. Under reduced
 *   motion no background player is loaded at all (its poster stands still instead).
 *
 * `origin` (the frame's own origin) turns on YouTube's postMessage API (`enablejsapi`), which is how the
 * frame learns that the player really runs (rules/videoPlayerMessages.ts); Vimeo's player talks without it.
 */
import type { VideoSource } from './videoSource';

export interface EmbedOptions {
  mode: 'click' | 'background';
  /** The frame's origin, for YouTube's `origin` parameter; null leaves the API off. */
  origin: string | null;
}

const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

/** The origin the player's messages come from. */
export function playerOrigin(source: VideoSource): string {
  return source.service === 'youtube' ? YOUTUBE_EMBED_ORIGIN : VIMEO_EMBED_ORIGIN;
}

/** Only an http(s) origin is worth giving to YouTube (an opaque "null" origin could not be answered). */
function usableOrigin(origin: string | null): string | null {
  return origin !== null && /^https?:\/\/[^/?#\s]+$/.test(origin) ? origin : null;
}

export function videoEmbedUrl(source: VideoSource, { mode, origin }: EmbedOptions): string {
  const background = mode === 'background';
  // The id is [A-Za-z0-9_-] or digits (videoSource.ts), so it is safe in a path segment as is.
  if (source.service === 'youtube') {
    const url = new URL(`/embed/${source.id}`, YOUTUBE_EMBED_ORIGIN);
    url.searchParams.set('rel', '0');
    url.searchParams.set('playsinline', '1');
    url.searchParams.set('autoplay', '1');
    const api = usableOrigin(origin);
    if (api !== null) {
      url.searchParams.set('enablejsapi', '1');
      url.searchParams.set('origin', api);
    }
    if (background) {
      url.searchParams.set('mute', '1');
      // YouTube loops a single video only when it is also its own playlist.
      url.searchParams.set('loop', '1');
      url.searchParams.set('playlist', source.id);
      url.searchParams.set('controls', '0');
    }
    return url.href;
  }
  const url = new URL(`/video/${source.id}`, VIMEO_EMBED_ORIGIN);
  url.searchParams.set('dnt', '1');
  url.searchParams.set('autoplay', '1');
  if (background) {
    url.searchParams.set('muted', '1');
    url.searchParams.set('loop', '1');
    // Not Vimeo's `background=1`: controls off is all the decorative player needs.
    url.searchParams.set('controls', '0');
  }
  return url.href;
}

/** The video's own page on its service: the way out when the player cannot load in the widget. */
export function videoWatchUrl(source: VideoSource): string {
  return source.service === 'youtube' ? `https://www.youtube.com/watch?v=${source.id}` : `https://vimeo.com/${source.id}`;
}
