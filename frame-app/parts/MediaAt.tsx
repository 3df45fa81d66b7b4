/**
 * A card's picture or video at one of the in-column placements (SPEC §2: above the headline, above or
 * below the description): the layout puts one of these at each spot and the one whose placement matches
 * draws. The side placements are MediaRow's.
 */
import type { MediaPlacement } from '../rules/mediaPlacement';
import type { InCardMedia } from '../rules/widgetMedia';
import { Media } from './Media';

export function MediaAt({ media, at, className }: { media: InCardMedia | null; at: MediaPlacement; className: string }) {
  if (media === null || media.placement !== at) return null;
  return (
    <div data-media-placement={at} className={`w-full ${className}`}>
      <Media content={media.content} />
    </div>
  );
}
