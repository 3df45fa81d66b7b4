/**
 * Unique coupon codes (issue 48 item 5): a "code to copy" next step (nextStep.ts) with `unique: true`
 * gives every SMS subscriber a code of their own, taken from the codes the owner uploaded for the
 * widget, instead of the one `code` shown to everyone:
 *
 *   {"type": "code", "unique": true, "text": "Your code", "fallback_text": "All codes are gone", "low_warning": 50}
 *
 * The one home of the rule: the server reads it to decide whether a sign-up takes a code, the frame to
 * show the code (or the fallback text), the studio's schema and the admin API to check it, and the
 * upload to check each code. Messenger opt-ins are learnt later from Meta's webhook, so only the SMS
 * sign-up (which answers the frame itself) hands out a code.
 */
import { hasOwn, ownValue } from './ownValue';
import { isPlainObject } from './validate';

/** A code is copied by hand at a till as often as pasted: long enough for any shop, never a paragraph. */
export const COUPON_CODE_MAX_LENGTH = 64;
/** The owner is warned when fewer codes than this are left, unless they chose another number. */
export const DEFAULT_LOW_CODE_WARNING = 50;
/** The largest warning threshold: one upload's worth of codes. */
export const LOW_CODE_WARNING_MAX = 100_000;
export const FALLBACK_TEXT_MAX_LENGTH = 200;
/** Shown when the owner wrote no fallback text and no code is left. */
export const DEFAULT_CODE_FALLBACK_TEXT = 'All our codes have been given out, sorry.';

export interface UniqueCodeSettings {
  /** What the success view says instead of a code when none is left. */
  fallbackText: string;
  /** "Only N codes left" shows in the studio below this many. */
  lowWarning: number;
}

/**
 * The unique-code settings of a widget's `data.submitted.nextStep`, or null when the step is not a code
 * to copy that is unique (a shared code, a link, nothing): only then does a sign-up take a code.
 */
export function uniqueCodeSettings(step: unknown): UniqueCodeSettings | null {
  if (!isPlainObject(step) || ownValue(step, 'type') !== 'code' || ownValue(step, 'unique') !== true) return null;
  const fallback = ownValue(step, 'fallback_text');
  const warning = ownValue(step, 'low_warning');
  return {
    fallbackText: typeof fallback === 'string' && fallback.trim() !== '' ? fallback.trim() : DEFAULT_CODE_FALLBACK_TEXT,
    lowWarning: typeof warning === 'number' && Number.isInteger(warning) && warning >= 0 ? warning : DEFAULT_LOW_CODE_WARNING,
  };
}

/** The unique-code settings of a whole widget (its `data.submitted.nextStep`), or null. */
export function widgetUniqueCode(widget: unknown): UniqueCodeSettings | null {
  const data = isPlainObject(widget) ? ownValue(widget, 'data') : undefined;
  const submitted = isPlainObject(data) ? ownValue(data, 'submitted') : undefined;
  return isPlainObject(submitted) ? uniqueCodeSettings(ownValue(submitted, 'nextStep')) : null;
}

/** Control characters (C0, DEL, C1) never belong in a code a visitor copies. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What is wrong with one uploaded code (already trimmed), in words for the owner; null when it is fine. */
export function couponCodeProblem(code: string): string | null {
  if (code.length > COUPON_CODE_MAX_LENGTH) return `the code is longer than ${COUPON_CODE_MAX_LENGTH} characters`;
  if (CONTROL.test(code)) return 'the code contains a control character';
  return null;
}

/**
 * The problems of a step's unique-code fields, each at its path (`<path>.unique`, …): the studio's
 * schema (studio/nextStepCheck.ts) and the admin API report them. Fields absent are fine.
 */
export function uniqueCodeProblems(step: Record<string, unknown>, path: string): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const field = (key: string): unknown => (hasOwn(step, key) ? step[key] : undefined);
  const [unique, fallback, warning] = [field('unique'), field('fallback_text'), field('low_warning')];
  if (unique !== undefined && typeof unique !== 'boolean') problems.push({ path: `${path}.unique`, message: 'Choose whether each visitor gets a code of their own (true or false).' });
  if (fallback !== undefined && typeof fallback !== 'string') problems.push({ path: `${path}.fallback_text`, message: 'Enter the text as text.' });
  else if (typeof fallback === 'string' && fallback.trim().length > FALLBACK_TEXT_MAX_LENGTH) {
    problems.push({ path: `${path}.fallback_text`, message: `Keep the text to ${FALLBACK_TEXT_MAX_LENGTH} characters or fewer.` });
  }
  if (warning !== undefined && (typeof warning !== 'number' || !Number.isInteger(warning) || warning < 0 || warning > LOW_CODE_WARNING_MAX)) {
    problems.push({ path: `${path}.low_warning`, message: `Enter a whole number from 0 to ${LOW_CODE_WARNING_MAX}.` });
  }
  return problems;
}
