/**
 * The still picture in a video's place (rules/videoPoster.ts): the operator's image or YouTube's
 * thumbnail, cropped to the 16:9 box it fills (YouTube's hqdefault is 4:3 with black bars, which the
 * crop removes); without a picture, or when it fails to load, a neutral dark poster. Decorative: the
 * play button or the content above says what it is.
 */
import { useState } from 'react';

export interface VideoPosterProps {
  src: string | null;
}

// A soft light from the upper left over slate: reads as "video" on any widget skin without a picture.
const NEUTRAL = 'bg-slate-900 bg-[radial-gradient(120%_90%_at_25%_15%,#475569_0%,#1e293b_45%,#0f172a_100%)]';

export function VideoPoster({ src }: VideoPosterProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src !== null && failed !== src ? src : null;
  return (
    <div data-testid="video-poster" aria-hidden="true" className={`absolute inset-0 overflow-hidden ${NEUTRAL}`}>
      {picture !== null && (
        <img
          src={picture}
          alt=""
          decoding="async"
          data-testid="video-poster-image"
          // A blocked or missing picture leaves the neutral poster, never a broken-image icon.
          onError={() => setFailed(picture)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
