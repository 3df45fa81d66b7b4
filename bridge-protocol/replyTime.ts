/**
 * The customer chat's reply-time line (issue 49, `data.setup.replyTime`): how soon the business usually
 * answers, said under its name in the greeting. A named choice rather than free text, so the line reads
 * the same on every widget and the studio offers the same words the visitor sees; absent is no line (a
 * promise the owner did not make is not made for them). SPEC §3 has no such field: Meta's plugin worked the
 * line out from the page's own answering times, which a widget of ours cannot know.
 */
export const REPLY_TIME_TEXTS = {
  minutes: 'Typically replies within minutes',
  hour: 'Typically replies within an hour',
  hours: 'Typically replies within a few hours',
  day: 'Typically replies within a day',
} as const;

export type ReplyTime = keyof typeof REPLY_TIME_TEXTS;
export const REPLY_TIMES = Object.keys(REPLY_TIME_TEXTS) as ReplyTime[];

/** The line for a configured value; null for none or one that is not a choice. */
export function replyTimeText(value: unknown): string | null {
  return typeof value === 'string' && (REPLY_TIMES as readonly string[]).includes(value) ? REPLY_TIME_TEXTS[value as ReplyTime] : null;
}
