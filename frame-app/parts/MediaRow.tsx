/**
 * The left and right media placements (SPEC §2): media and text side by side once the container is
 * wide enough, stacked (media first) below that. With any other placement the children render as they are.
 */
import type { ReactNode } from 'react';
import type { MediaContent } from '../rules/widgetMedia';
import { Media } from './Media';

// Literal class strings: Tailwind only generates classes it can find in the source.
const WIDE = {
  md: { left: '@md:flex-row', right: '@md:flex-row-reverse', media: '@md:w-2/5 @md:shrink-0' },
  lg: { left: '@lg:flex-row', right: '@lg:flex-row-reverse', media: '@lg:w-2/5 @lg:shrink-0' },
} as const;

export interface MediaRowProps {
  side: 'left' | 'right' | null;
  content: MediaContent | null;
  /** The container width from which the two columns sit side by side. */
  wide: keyof typeof WIDE;
  /** Classes of the text column (its own flex gap, alignment). */
  columnClassName: string;
  children: ReactNode;
}

export function MediaRow({ side, content, wide, columnClassName, children }: MediaRowProps) {
  if (side === null || content === null) return <>{children}</>;
  const w = WIDE[wide];
  return (
    <div data-media-row={side} className={`relative flex w-full flex-col items-center gap-5 ${w[side]}`}>
      <div data-media-placement={side} className={`w-full ${w.media}`}>
        <Media content={content} side />
      </div>
      <div className={`flex w-full min-w-0 flex-1 flex-col ${columnClassName}`}>{children}</div>
    </div>
  );
}
