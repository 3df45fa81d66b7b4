/**
 * The text of the one success view (parts/SuccessView.tsx): SPEC §2's label "Success!", and the
 * operator's `data.submitted` title and description (SPEC §3).
 */
import type { WidgetSubmitted } from '../../bridge-protocol/config';
import { displayText } from './displayText';

/** SPEC §2: the label every success state carries ("the label 'Success!' in the inline variant"). */
export const SUCCESS_LABEL = 'Success!';

/** What the SMS kinds say after an opt-in when the operator wrote no success description. */
export const SMS_SUCCESS_TEXT = 'Check your phone: we sent you a text.';

export interface SuccessContent {
  /**
   * The operator's own success headline, or '' when there is none or it only repeats the label: the
   * label is then the headline itself, else it stands above this one, quiet.
   */
  title: string;
  description: string;
}

/**
 * The success view's text from `data.submitted` (title, desc). `fallbackDescription` is the kind's own
 * sentence when the operator left the description empty (the SMS kinds say a text is on its way). A
 * description that only says the headline again is left out: an SMS widget whose title was that very
 * sentence (the studio's starter) showed it twice, once on a second line.
 */
export function successContent(submitted: Pick<WidgetSubmitted, 'title' | 'desc'>, fallbackDescription = ''): SuccessContent {
  const title = displayText(submitted.title).trim();
  const own = displayText(submitted.desc).trim();
  const description = own !== '' ? own : fallbackDescription;
  const headline = title.toLowerCase() === SUCCESS_LABEL.toLowerCase() ? '' : title;
  return {
    title: headline,
    description: sameText(description, headline === '' ? SUCCESS_LABEL : headline) ? '' : description,
  };
}

/** The same words, whatever the case and the spaces around them. */
const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
