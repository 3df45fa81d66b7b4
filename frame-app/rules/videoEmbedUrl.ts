/**
 * The player URL for a parsed video (videoSource.ts). YouTube is embedded from youtube-nocookie.com
 * (no tracking cookies until the visitor plays) and Vimeo with `dnt=1`; these two hosts are the
 * frame CSP's whole `frame-src`.
 *
 * SPEC §9 "Video players: autoplay, loop, muted when fullscreen": a background video (page takeover,
 * mediaBackground cards) autoplays muted in a loop without controls; browsers only allow autoplay when
 * muted anyway. Under prefers-reduced-motion it does not autoplay. An inline video is a normal player.
 */
import type { VideoSource } from './videoSource';

export interface EmbedOptions {
  /** Full-bleed background: loop, muted, no controls, autoplay unless reducedMotion. */
  background: boolean;
  reducedMotion: boolean;
}

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

export function videoEmbedUrl(source: VideoSource, { background, reducedMotion }: EmbedOptions): string {
  const autoplay = background && !reducedMotion;
  // The id is [A-Za-z0-9_-] or digits (videoSource.ts), so it is safe in a path segment as is.
  if (source.service === 'youtube') {
    const url = new URL(`/embed/${source.id}`, YOUTUBE_EMBED_ORIGIN);
    url.searchParams.set('rel', '0');
    url.searchParams.set('playsinline', '1');
    if (background) {
      if (autoplay) url.searchParams.set('autoplay', '1');
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
  if (background) {
    if (autoplay) url.searchParams.set('autoplay', '1');
    url.searchParams.set('muted', '1');
    url.searchParams.set('loop', '1');
    // Vimeo's `background=1` would force autoplay even under reduced motion: hide the controls instead.
    url.searchParams.set('controls', '0');
  }
  return url.href;
}
