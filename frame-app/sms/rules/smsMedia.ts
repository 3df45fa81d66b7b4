/**
 * The picture or video of the SMS card and SMS modal (issue 29: they wear the card templates too). It
 * sits inside the card at its placement, the side ones beside the text once the card is wide enough,
 * never as the card's background: the phone field, its country list and the legal text need a plain
 * surface to stay readable, so a `mediaBackground` page template shows its media above the headline.
 */
import type { WidgetMain, WidgetSubmitted } from '../../../bridge-protocol/config';
import { isSidePlacement } from '../../rules/mediaPlacement';
import { widgetMedia, type InCardMedia } from '../../rules/widgetMedia';

export interface SmsMedia {
  media: InCardMedia | null;
  side: 'left' | 'right' | null;
  /** A console warning to give once (an unsupported video link), or null. */
  warning: string | null;
}

export function smsMedia(main: WidgetMain, submitted: WidgetSubmitted, isSubmitted: boolean): SmsMedia {
  const { media: found, warning } = widgetMedia(main, submitted, isSubmitted);
  if (found === null) return { media: null, side: null, warning };
  const placement = found.template === 'mediaBackground' ? 'aboveHeadline' : found.placement;
  return { media: { content: found.content, placement }, side: isSidePlacement(placement) ? placement : null, warning };
}
