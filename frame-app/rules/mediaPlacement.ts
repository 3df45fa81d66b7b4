/**
 * SPEC §2 "Media placement inside a card": above the headline, above the description, below the
 * description, left, right. `imagePlacement` / `videoPlacement` accept the canonical spellings below
 * and a few aliases; case, spaces, `_` and `-` are ignored (`above_headline`, `Above headline`).
 * Anything else is the default, above the headline.
 */
import { ownValue } from '../../bridge-protocol/ownValue';

export const MEDIA_PLACEMENTS = ['aboveHeadline', 'aboveDescription', 'belowDescription', 'left', 'right'] as const;
export type MediaPlacement = (typeof MEDIA_PLACEMENTS)[number];

const DEFAULT_MEDIA_PLACEMENT: MediaPlacement = 'aboveHeadline';

const ALIASES: Readonly<Record<string, MediaPlacement>> = {
  aboveheadline: 'aboveHeadline',
  abovetitle: 'aboveHeadline',
  top: 'aboveHeadline',
  above: 'aboveHeadline',
  abovedescription: 'aboveDescription',
  abovedesc: 'aboveDescription',
  belowheadline: 'aboveDescription',
  belowtitle: 'aboveDescription',
  middle: 'aboveDescription',
  belowdescription: 'belowDescription',
  belowdesc: 'belowDescription',
  below: 'belowDescription',
  bottom: 'belowDescription',
  left: 'left',
  right: 'right',
};

export function normalizeMediaPlacement(value: unknown): MediaPlacement {
  if (typeof value !== 'string') return DEFAULT_MEDIA_PLACEMENT;
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  return ownValue(ALIASES, key) ?? DEFAULT_MEDIA_PLACEMENT;
}

/** Left and right share a row with the text on wide containers. */
export function isSidePlacement(placement: MediaPlacement): placement is 'left' | 'right' {
  return placement === 'left' || placement === 'right';
}
