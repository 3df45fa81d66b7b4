/**
 * How a page takeover lays out its picture (issue 49): the takeover honours the picture's placement
 * instead of blowing every picture up behind a scrim (a clip-art sun behind the call to action read as
 * skeleton bars in a designer's review).
 *
 * - `split`: `pageTemplate: "simple"` with the picture `left` or `right`: the picture fills one half of
 *   the page edge to edge, the text the other (a band above the text on a phone).
 * - `column`: `simple` with any other placement: the picture inside the text column, at most 200 px high
 *   (SPEC §9), as a card shows it.
 * - `cover`: `pageTemplate: "mediaBackground"` with the overlay turned off (`overlay.enabled: false`): the
 *   picture undimmed over the whole page, the text on a dark fade at its foot.
 * - `background`: everything else, SPEC §2's takeover: `backgroundImage.img_big`, else the media picture,
 *   behind the page under the overlay colour (a configuration without `pageTemplate` keeps this reading).
 *
 * Pure: the picture's address is takeoverImageUrl's (parts/overlayStyle.ts), checked by the link rule.
 */
import type { WidgetMain } from '../../bridge-protocol/config';
import { normalizeMediaPlacement } from './mediaPlacement';
import { normalizePageTemplate } from './pageTemplate';

export type TakeoverLayout = { kind: 'split'; side: 'left' | 'right' } | { kind: 'column' } | { kind: 'cover' } | { kind: 'background' };

const has = (main: WidgetMain, key: string): boolean => main[key] !== undefined && main[key] !== null && main[key] !== '';

/** `picture`: the takeover's picture address (null without one: a video, or no picture). */
export function takeoverLayout(main: WidgetMain, picture: string | null): TakeoverLayout {
  const background = main.backgroundImage as { img_big?: unknown } | undefined;
  if (picture === null || main.mediaType === 'video' || (typeof background?.img_big === 'string' && background.img_big !== '')) return { kind: 'background' };
  if (!has(main, 'pageTemplate')) return { kind: 'background' };
  if (normalizePageTemplate(main.pageTemplate) === 'mediaBackground') {
    const overlay = main.overlay as { enabled?: unknown } | undefined;
    return overlay?.enabled === false ? { kind: 'cover' } : { kind: 'background' };
  }
  const placement = normalizeMediaPlacement(main.imagePlacement);
  return placement === 'left' || placement === 'right' ? { kind: 'split', side: placement } : { kind: 'column' };
}
