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
   * label is then the headline itself, else it stands above this one as a small eyebrow.
   */
  title: string;
  description: string;
}

/**
 * The success view's text from `data.submitted` (title, desc). `fallbackDescription` is the kind's own
 * sentence when the operator left the description empty (the SMS kinds say a text is on its way).
 */
export function successContent(submitted: Pick<WidgetSubmitted, 'title' | 'desc'>, fallbackDescription = ''): SuccessContent {
  const title = displayText(submitted.title).trim();
  const description = displayText(submitted.desc).trim();
  return {
    title: title.toLowerCase() === SUCCESS_LABEL.toLowerCase() ? '' : title,
    description: description !== '' ? description : fallbackDescription,
  };
}
