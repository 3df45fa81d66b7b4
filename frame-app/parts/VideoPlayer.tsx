/**
 * The video player: an iframe to the service's own embed page (YouTube via youtube-nocookie.com, or
 * Vimeo), never the services' SDK scripts, which the frame CSP does not allow. This module is loaded
 * as a lazy chunk (lazyVideoPlayer.ts), so a widget without a video never downloads it.
 *
 * `background`: the full-bleed, decorative player of the page takeover and mediaBackground cards
 * (muted, looped, no controls, autoplay unless reduced motion); hidden from assistive technology and
 * out of the tab order, and it never takes clicks meant for the content above it.
 */
import type { VideoSource } from '../rules/videoSource';
import { videoEmbedUrl } from '../rules/videoEmbedUrl';
import { useSdkReady } from './sdkReady';

export interface VideoPlayerProps {
  video: VideoSource;
  background: boolean;
  reducedMotion: boolean;
  className?: string;
}

const SERVICE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
const SDK_OF = { youtube: 'ytsdk', vimeo: 'vimeosdk' } as const;

export default function VideoPlayer({ video, background, reducedMotion, className = '' }: VideoPlayerProps) {
  const src = videoEmbedUrl(video, { background, reducedMotion });
  const sdkReady = useSdkReady();
  return (
    <iframe
      src={src}
      onLoad={() => sdkReady(SDK_OF[video.service])}
      title={`${SERVICE_NAMES[video.service]} video`}
      data-testid="video-player"
      data-video-service={video.service}
      // `fullscreen` here replaces the allowfullscreen attribute (Chromium warns when both are given).
      allow="autoplay; fullscreen; picture-in-picture"
      // YouTube refuses to play embeds that send no referrer at all.
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={background ? -1 : undefined}
      aria-hidden={background ? true : undefined}
      className={`block border-0 ${background ? 'pointer-events-none' : ''} ${className}`}
    />
  );
}
