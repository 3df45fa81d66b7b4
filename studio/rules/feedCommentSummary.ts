/**
 * The feed-comment settings said in one sentence, so the owner can check what the switches add up to:
 * "Replies in Messenger to top-level comments on every post that mention “sale” or “promo” but not
 * “refund”, 30 seconds after they are posted."
 */
import type { FeedCommentSettings } from './feedCommentSettings';

const quoted = (words: readonly string[], joiner: 'or' | 'and'): string => {
  const list = words.map((w) => `“${w}”`);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} ${joiner} ${list[list.length - 1] ?? ''}`;
};

function delayText(seconds: number): string {
  if (seconds === 0) return 'as soon as they are posted';
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} after they are posted`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'} after they are posted`;
}

export function feedCommentSummary(settings: FeedCommentSettings): string {
  const which = settings.track_root_comment_only ? 'top-level comments' : 'comments and replies to comments';
  const posts = settings.post_covered_area.value ?? [];
  const where =
    settings.post_covered_area.type === 'all'
      ? 'every post'
      : posts.length === 0
        ? 'the posts you choose (none yet)'
        : `${posts.length === 1 ? 'one post' : `${posts.length} posts`}`;
  const include = settings.include_keywords.length > 0 ? ` that mention ${quoted(settings.include_keywords, 'or')}` : '';
  const exclude = settings.exclude_keywords.length > 0 ? `${include === '' ? ' that do not mention' : ' but not'} ${quoted(settings.exclude_keywords, 'or')}` : '';
  return `Replies in Messenger to ${which} on ${where}${include}${exclude}, ${delayText(settings.reply_delay)}.`;
}
