/**
 * SPEC §3 `data.feed_comment_settings` (post_covered_area, track_root_comment_only, reply_delay,
 * exclude_keywords, include_keywords) and `data.feed_comment_welcome`: the `feed_comment` kind answers
 * comments on the page's posts with a private Messenger reply. The spec names the fields only; decided
 * here:
 * - `post_covered_area` is a pair like SPEC's whenDisplay: `{type, value}` with type `all` (every post,
 *   future ones too; value null) or `specific` (value: the post ids, as Facebook writes them,
 *   `<page id>_<post id>` or the post's own digits). A stored `'all'`/`'specific'` string or a bare list
 *   of ids is read as the pair.
 * - `track_root_comment_only`: true by default. A reply inside a comment thread is usually a
 *   conversation between people; answering it privately reads as spam.
 * - `reply_delay` is in seconds, whole, 0 (at once) to 3600 (an hour); Meta allows a private reply
 *   within 7 days, but a reply that comes long after the comment is not read as an answer.
 * - Keywords: at most 20 of 64 characters each (the opt-in keywords' limits, bridge-protocol/
 *   optInRouting.ts), matched without regard to case. Empty include list: every comment counts.
 * - `feed_comment_welcome` is the reply's text, at most 2000 characters (Messenger's text limit).
 */
import { isPlainObject } from '../../bridge-protocol/validate';
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from '../../bridge-protocol/optInRouting';
import { entryKey, normalizeList, type ListLimits } from './keywordList';

export type PostCoveredAreaType = 'all' | 'specific';

export interface PostCoveredArea {
  type: PostCoveredAreaType;
  /** The post ids when `specific`; null when `all`. */
  value: string[] | null;
}

export interface FeedCommentSettings {
  post_covered_area: PostCoveredArea;
  track_root_comment_only: boolean;
  reply_delay: number;
  exclude_keywords: string[];
  include_keywords: string[];
}

export const REPLY_DELAY_MAX_SECONDS = 3600;
export const FEED_COMMENT_WELCOME_MAX = 2000;
export const FEED_COMMENT_WELCOME_DEFAULT = 'Thanks for your comment! Here is the answer you asked for.';
const MAX_POSTS = 50;

const FEED_COMMENT_DEFAULTS: Readonly<FeedCommentSettings> = {
  post_covered_area: { type: 'all', value: null },
  track_root_comment_only: true,
  reply_delay: 0,
  exclude_keywords: [],
  include_keywords: [],
};

const POST_ID = /^\d{1,32}(?:_\d{1,32})?$/;

export const KEYWORD_LIMITS: ListLimits = { maxItems: MAX_KEYWORDS, maxLength: MAX_KEYWORD_LENGTH, noun: 'keyword' };
export const POST_LIMITS: ListLimits = {
  maxItems: MAX_POSTS,
  maxLength: 65,
  noun: 'post',
  check: (entry) => (POST_ID.test(entry) ? null : 'A post id is digits, or two groups of digits joined by “_” (1234567890_9876543210).'),
};

function coveredAreaOf(raw: unknown): PostCoveredArea {
  if (raw === 'all') return { type: 'all', value: null };
  if (raw === 'specific') return { type: 'specific', value: [] };
  if (Array.isArray(raw)) return { type: 'specific', value: normalizeList(raw, POST_LIMITS) };
  if (isPlainObject(raw) && raw.type === 'specific') return { type: 'specific', value: normalizeList(raw.value, POST_LIMITS) };
  return { type: 'all', value: null };
}

function replyDelayOf(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return FEED_COMMENT_DEFAULTS.reply_delay;
  return Math.min(REPLY_DELAY_MAX_SECONDS, Math.max(0, Math.round(n)));
}

/** The section as the editor shows it; unknown keys are kept as found. */
export function normalizeFeedCommentSettings(raw: unknown): FeedCommentSettings & Record<string, unknown> {
  const section = isPlainObject(raw) ? raw : {};
  return {
    ...section,
    post_covered_area: coveredAreaOf(section.post_covered_area),
    track_root_comment_only: typeof section.track_root_comment_only === 'boolean' ? section.track_root_comment_only : FEED_COMMENT_DEFAULTS.track_root_comment_only,
    reply_delay: replyDelayOf(section.reply_delay),
    exclude_keywords: normalizeList(section.exclude_keywords, KEYWORD_LIMITS),
    include_keywords: normalizeList(section.include_keywords, KEYWORD_LIMITS),
  };
}

/** The reply's text: a string as stored; anything else (never set) gets the default. */
export function normalizeFeedCommentWelcome(raw: unknown): string {
  return typeof raw === 'string' ? raw : FEED_COMMENT_WELCOME_DEFAULT;
}

export interface FeedCommentProblem {
  field: string;
  message: string;
}

/** What keeps the settings from working as the owner expects, at the field it is about. */
export function feedCommentProblems(settings: FeedCommentSettings, welcome: string): FeedCommentProblem[] {
  const problems: FeedCommentProblem[] = [];
  if (settings.post_covered_area.type === 'specific' && (settings.post_covered_area.value ?? []).length === 0) {
    problems.push({ field: 'data.feed_comment_settings.post_covered_area', message: 'Add at least one post, or choose every post.' });
  }
  const excluded = new Set(settings.exclude_keywords.map(entryKey));
  const both = settings.include_keywords.filter((k) => excluded.has(entryKey(k)));
  if (both.length > 0) {
    problems.push({
      field: 'data.feed_comment_settings.exclude_keywords',
      message: `${both.map((k) => `“${k}”`).join(', ')} ${both.length === 1 ? 'is' : 'are'} both included and excluded: a comment with ${both.length === 1 ? 'it' : 'them'} gets no reply.`,
    });
  }
  if (welcome.trim() === '') problems.push({ field: 'data.feed_comment_welcome', message: 'The reply needs some text.' });
  else if (welcome.length > FEED_COMMENT_WELCOME_MAX) problems.push({ field: 'data.feed_comment_welcome', message: `Messenger takes at most ${FEED_COMMENT_WELCOME_MAX} characters.` });
  return problems;
}
