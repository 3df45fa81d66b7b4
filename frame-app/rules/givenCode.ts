/**
 * The success view's step once the SMS sign-up has answered (issue 48 item 5): a unique code's step
 * (rules/nextStep.ts kind `fallback`) shows the code the server gave this visitor in the copy box; with
 * none (`null`: none was left; `undefined`: the answer carried no code) it keeps the owner's fallback
 * text. Any other step is shown as it is.
 */
import type { NextStep } from './nextStep';

export function withGivenCode(step: NextStep | null, given: string | null | undefined): NextStep | null {
  if (step?.kind !== 'fallback' || typeof given !== 'string' || given.trim() === '') return step;
  return { kind: 'code', code: given.trim(), text: step.codeText };
}
