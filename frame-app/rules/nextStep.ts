/**
 * The success view's next step (`data.submitted.nextStep`, bridge-protocol/nextStep.ts), as the frame
 * shows it. A step the frame cannot honour (a link that is not http(s) after SPEC §5's link rule, an
 * empty code, an unknown type) falls back to the kind's default rather than to a dead control: the
 * studio refuses those with a 400, so only a hand-written configuration gets here.
 *
 * The messenger kinds default to SPEC §2's "Go to Messenger" link (its text `submitted.ctaText`, else
 * that); the SMS kinds, whose subscribers are not on Messenger, to nothing.
 */
import type { WidgetSubmitted } from '../../bridge-protocol/config';
import { httpLink } from '../../bridge-protocol/httpLink';
import { NEXT_STEP_CODE_MAX_LENGTH, isNextStepType, type NextStepType } from '../../bridge-protocol/nextStep';
import { ownValue } from '../../bridge-protocol/ownValue';
import { uniqueCodeSettings } from '../../bridge-protocol/uniqueCode';
import { isPlainObject } from '../../bridge-protocol/validate';
import { displayText } from './displayText';
import { successCtaText } from './successView';

export type NextStep =
  /** The chat link; `href` null where there is no usable page id: the step then closes the widget. */
  | { kind: 'messenger'; text: string; href: string | null }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'code'; code: string; text: string }
  /**
   * A unique code's step (bridge-protocol/uniqueCode.ts) before the sign-up answered one: the owner's
   * fallback text. givenCode.ts turns it into the code the SMS sign-up was given; every other layout
   * (Messenger opt-ins are learnt later, from Meta's webhook) keeps the text.
   */
  | { kind: 'fallback'; text: string; codeText: string };

/** What a kind offers when the owner chose nothing (or something unusable). */
export type NextStepDefault = 'messenger' | 'none';

/**
 * A kind's default, from its catalogue row: the overlays (bar, slide-in, modal, takeover) offer the chat
 * as SPEC §2's success state has it; the inline kinds keep to the "Success!" label (their frame sits in
 * the host's flow, and a button under the message would make it taller than the form it replaces); the
 * SMS layouts' subscribers are not on Messenger.
 */
export function nextStepDefault(kind: { afterSubmit: 'overlay' | 'inline'; smsVariant: string }): NextStepDefault {
  return kind.afterSubmit === 'overlay' && kind.smsVariant === 'none' ? 'messenger' : 'none';
}

/** The words above a code when the owner wrote none. */
export const DEFAULT_CODE_TEXT = 'Your code';

export interface NextStepInput {
  submitted: WidgetSubmitted;
  /** The m.me link with the reference value; null without a usable page id. */
  chatLink: string | null;
  fallback: NextStepDefault;
  /** The layout can close itself (the overlays): a messenger step without a chat link closes it. */
  canClose: boolean;
}

const words = (value: unknown): string => displayText(value).trim();

function messenger({ submitted, chatLink, canClose }: NextStepInput, text: string): NextStep | null {
  if (chatLink === null && !canClose) return null;
  return { kind: 'messenger', text: text !== '' ? text : successCtaText(submitted), href: chatLink };
}

function chosen(input: NextStepInput, type: NextStepType, step: Record<string, unknown>): NextStep | null | undefined {
  const text = words(ownValue(step, 'text'));
  if (type === 'none') return null;
  if (type === 'messenger') return messenger(input, text);
  if (type === 'link') {
    const href = httpLink(ownValue(step, 'url'));
    return href !== null && text !== '' ? { kind: 'link', text, href } : undefined;
  }
  const unique = uniqueCodeSettings(step);
  if (unique) return { kind: 'fallback', text: unique.fallbackText, codeText: text !== '' ? text : DEFAULT_CODE_TEXT };
  const code = words(ownValue(step, 'code'));
  if (code === '' || code.length > NEXT_STEP_CODE_MAX_LENGTH) return undefined;
  return { kind: 'code', code, text: text !== '' ? text : DEFAULT_CODE_TEXT };
}

/** The step to show, or null for the message alone. */
export function nextStep(input: NextStepInput): NextStep | null {
  const step = ownValue(input.submitted, 'nextStep');
  if (isPlainObject(step)) {
    const type = ownValue(step, 'type');
    const shown = isNextStepType(type) ? chosen(input, type, step) : undefined;
    if (shown !== undefined) return shown;
  }
  return input.fallback === 'messenger' ? messenger(input, '') : null;
}
