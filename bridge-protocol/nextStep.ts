/**
 * `data.submitted.nextStep` (ours, issue 29): what the success view offers a visitor once they have
 * subscribed, chosen by the site owner. One of:
 *
 *   {"type": "messenger"}                                   SPEC §2's "Go to Messenger" link (its text:
 *                                                           `text`, else `data.submitted.ctaText`)
 *   {"type": "link", "text": "Shop the sale", "url": "https://shop.example/sale"}
 *   {"type": "code", "code": "WELCOME10", "text": "Your welcome code"}   a code with a Copy button
 *   {"type": "code", "unique": true, "fallback_text": "…", "low_warning": 50}
 *                                                           a code of the visitor's own (uniqueCode.ts)
 *   {"type": "none"}                                        the message alone
 *
 * Shared by the frame (which reads it, frame-app/rules/nextStep.ts) and the studio's schema (which
 * checks it, studio/nextStepCheck.ts), so the two agree on the names and the limits.
 */
export const NEXT_STEP_TYPES = ['messenger', 'link', 'code', 'none'] as const;
export type NextStepType = (typeof NEXT_STEP_TYPES)[number];

/** A discount code is short; this leaves room for any shop's format and none for a paragraph. */
export const NEXT_STEP_CODE_MAX_LENGTH = 40;

export interface NextStepConfig {
  type?: NextStepType;
  /** The link's words (link), the line above the code (code), the link's words (messenger). */
  text?: string;
  /** link: an http(s) address (SPEC §5 link rule). */
  url?: string;
  /** code: what the Copy button copies (the same for everyone; not needed when `unique`). */
  code?: string;
  /** code: each SMS subscriber gets a code of their own from the uploaded ones (uniqueCode.ts). */
  unique?: boolean;
  /** code, unique: what the success view says when no code is left. */
  fallback_text?: string;
  /** code, unique: the studio warns "Only N codes left" below this many (default 50). */
  low_warning?: number;
}

export function isNextStepType(value: unknown): value is NextStepType {
  return typeof value === 'string' && (NEXT_STEP_TYPES as readonly string[]).includes(value);
}
