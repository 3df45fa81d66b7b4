/**
 * The left and right media placements (SPEC §2): media and text side by side once the container is
 * wide enough, stacked (media first) below that. With any other placement the children render as they are.
 *
 * A picture beside the text bleeds to the card's edge (issue 49: a 211 × 200 picture floating in a
 * 640 × 392 card read as a clip-art tile): it covers its column from the card's top to its foot and out to
 * its side, cropped to fill (object-fit: cover), and stacked it is a band across the card's top. The
 * card says how far its edge is: its padding as the custom properties of mediaBleed.ts (none set: no
 * bleed). Taller than SPEC §9's 200 px in a tall card, deliberately: it is the card's half, not an
 * inset picture. A video keeps its player's box.
 */
import type { ReactNode } from 'react';
import type { MediaContent } from '../rules/widgetMedia';
import { Media } from './Media';

// Literal class strings: Tailwind only generates classes it can find in the source.
const WIDE = {
  md: {
    left: '@md:flex-row',
    right: '@md:flex-row-reverse',
    media: '@md:w-2/5 @md:shrink-0',
    // A bleeding picture's box reaches out by the card's padding: its width counts it in.
    bleedMedia: '@md:w-[calc(40%+var(--mc-bleed-x,0px))] @md:shrink-0',
    half: '@md:w-[calc(50%+var(--mc-bleed-x,0px))] @md:shrink-0',
    bleed: {
      left: '@md:mr-0 @md:mb-[calc(-1*var(--mc-bleed-bottom,0px))] @md:h-auto @md:min-h-60 @md:self-stretch',
      right: '@md:ml-0 @md:mb-[calc(-1*var(--mc-bleed-bottom,0px))] @md:h-auto @md:min-h-60 @md:self-stretch',
    },
  },
  lg: {
    left: '@lg:flex-row',
    right: '@lg:flex-row-reverse',
    media: '@lg:w-2/5 @lg:shrink-0',
    bleedMedia: '@lg:w-[calc(40%+var(--mc-bleed-x,0px))] @lg:shrink-0',
    half: '@lg:w-[calc(50%+var(--mc-bleed-x,0px))] @lg:shrink-0',
    bleed: {
      left: '@lg:mr-0 @lg:mb-[calc(-1*var(--mc-bleed-bottom,0px))] @lg:h-auto @lg:min-h-60 @lg:self-stretch',
      right: '@lg:ml-0 @lg:mb-[calc(-1*var(--mc-bleed-bottom,0px))] @lg:h-auto @lg:min-h-60 @lg:self-stretch',
    },
  },
} as const;

/** Stacked: a band across the card's top, out to both sides. */
const BLEED_STACKED = 'relative -mx-[var(--mc-bleed-x,0px)] -mt-[var(--mc-bleed-top,0px)] h-44 self-stretch overflow-hidden';

export interface MediaRowProps {
  side: 'left' | 'right' | null;
  content: MediaContent | null;
  /** The container width from which the two columns sit side by side. */
  wide: keyof typeof WIDE;
  /** Classes of the text column (its own flex gap, alignment). */
  columnClassName: string;
  /** The picture takes half the width instead of two fifths (the landing's split). */
  half?: boolean;
  children: ReactNode;
}

export function MediaRow({ side, content, wide, columnClassName, half = false, children }: MediaRowProps) {
  if (side === null || content === null) return <>{children}</>;
  const w = WIDE[wide];
  const bleed = content.kind === 'image';
  return (
    <div data-media-row={side} className={`relative flex w-full flex-col items-center ${bleed ? 'gap-6' : 'gap-5'} ${w[side]}`}>
      <div data-media-placement={side} data-media-bleed={bleed ? '' : undefined} className={bleed ? `${BLEED_STACKED} ${w.bleed[side]} ${half ? w.half : w.bleedMedia}` : `w-full ${w.media}`}>
        {bleed ? <img src={content.src} alt="" data-testid="media-image" decoding="async" className="absolute inset-0 size-full object-cover" /> : <Media content={content} side />}
      </div>
      <div className={`flex w-full min-w-0 flex-1 flex-col ${columnClassName}`}>{children}</div>
    </div>
  );
}
