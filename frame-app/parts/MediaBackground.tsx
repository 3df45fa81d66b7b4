/**
 * Media as a full background ("mediaBackground" pageTemplate of a card, and the page takeover's video):
 * the picture covers the box (object-fit: cover); a video plays muted and looped, scaled to cover the
 * box like the picture (the 16:9 player is centred and made at least as large as the box in both
 * directions, the overflow clipped). Its poster (rules/videoPoster.ts) is there first and stays until the
 * player is really playing (VideoPlayer.tsx), so a slow or blocked player never shows a black or broken
 * frame; under reduced motion no player is loaded at all and the poster is the background. A colour layer on top keeps the text legible, and a black scrim
 * over it as strong as white text needs to stay readable whatever overlay was configured
 * (rules/textScrim.ts).
 *
 * The parent must be positioned and clip its overflow; this layer sits under everything that follows it.
 */
import { Suspense } from 'react';
import type { MediaContent } from '../rules/widgetMedia';
import { LazyVideoPlayer } from './lazyVideoPlayer';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { textScrimOpacity } from '../rules/textScrim';
import { videoPosterUrl } from '../rules/videoPoster';
import { VideoPoster } from './VideoPoster';

/** The tone of every text over a media background: the scrim keeps white at 4.5:1 or more (rules/textScrim.ts). */
export const ON_MEDIA_TEXT = 'text-white';

export interface MediaBackgroundProps {
  content: MediaContent;
  /** The colour layer over the media, or null for none (the caller then draws its own, and no scrim). */
  overlay: { color: string; opacity: number } | null;
  className?: string;
  /** A video may play: false while the widget is hidden, so a hidden overlay loads no player and stops its own. */
  play?: boolean;
}

export function MediaBackground({ content, overlay, className = '', play = true }: MediaBackgroundProps) {
  const reducedMotion = usePrefersReducedMotion();
  const scrim = overlay === null ? 0 : textScrimOpacity(overlay);
  return (
    <div data-testid="media-background" aria-hidden="true" className={`pointer-events-none absolute inset-0 overflow-hidden [container-type:size] ${className}`}>
      {content.kind === 'image' ? (
        <img src={content.src} alt="" decoding="async" className="absolute inset-0 size-full object-cover" />
      ) : (
        // The poster and the player share one 16:9 box scaled to cover, so the still and the moving
        // picture line up when the player fades in over it.
        <div className="absolute top-1/2 left-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] max-w-none -translate-x-1/2 -translate-y-1/2">
          <VideoPoster src={videoPosterUrl(content.video, content.image)} />
          {play && !reducedMotion && (
            <Suspense fallback={null}>
              <LazyVideoPlayer video={content.video} mode="background" className="absolute inset-0 size-full" />
            </Suspense>
          )}
        </div>
      )}
      {overlay !== null && <div data-testid="media-overlay" className="absolute inset-0" style={{ backgroundColor: overlay.color, opacity: overlay.opacity }} />}
      {scrim > 0 && <div data-testid="media-scrim" className="absolute inset-0 bg-black" style={{ opacity: scrim }} />}
    </div>
  );
}
