/**
 * The media inside a card (SPEC §2, "simple" pageTemplate): the image or gif as an <img>, or the
 * video as a lite embed (its poster, the player only on a press: LiteVideo.tsx). Never taller than SPEC §9's 200 px. The picture is decorative next to the
 * headline that says what it is about, hence alt="".
 *
 * `side`: the left/right placements, where the media fills its column's width.
 *
 * Not `loading="lazy"`: an overlay's content is mounted while its iframe is still hidden, and a lazy
 * picture would only start loading once shown, then push the content down.
 */
import type { MediaContent } from '../rules/widgetMedia';
import { LiteVideo } from './LiteVideo';

export interface MediaProps {
  content: MediaContent;
  side?: boolean;
  className?: string;
}

// A 16:9 player 355 px wide is 199.7 px high: the width cap keeps it within the 200 px limit.
const VIDEO_BOX = 'aspect-video w-full max-w-[355px] overflow-hidden rounded-xl bg-slate-900/10';

export function Media({ content, side = false, className = '' }: MediaProps) {
  if (content.kind === 'image') {
    return (
      <img
        src={content.src}
        alt=""
        data-testid="media-image"
        decoding="async"
        className={`block max-h-[200px] max-w-full rounded-xl ${side ? 'h-[200px] w-full object-cover' : 'mx-auto h-auto w-auto object-contain'} ${className}`}
      />
    );
  }
  return <LiteVideo video={content.video} image={content.image} className={`mx-auto ${VIDEO_BOX} ${className}`} />;
}
