import { describe, expect, it } from 'vitest';
import {
  FEED_COMMENT_WELCOME_DEFAULT,
  KEYWORD_LIMITS,
  POST_LIMITS,
  REPLY_DELAY_MAX_SECONDS,
  feedCommentProblems,
  normalizeFeedCommentSettings,
  normalizeFeedCommentWelcome,
} from '../../../studio/rules/feedCommentSettings';
import { feedCommentSummary } from '../../../studio/rules/feedCommentSummary';
import { addToList, normalizeList, removeFromList } from '../../../studio/rules/keywordList';

describe('keywordList', () => {
  it('adds a trimmed entry with its spaces collapsed', () => {
    expect(addToList(['sale'], '  free   shipping ', KEYWORD_LIMITS)).toEqual({ ok: true, list: ['sale', 'free shipping'] });
  });

  it('refuses an empty entry, a duplicate (any case), a too-long one, and one past the limit', () => {
    expect(addToList([], '   ', KEYWORD_LIMITS)).toEqual({ ok: false, error: 'Type a keyword first.' });
    expect(addToList(['Sale'], 'SALE', KEYWORD_LIMITS)).toEqual({ ok: false, error: '“Sale” is in the list already.' });
    expect(addToList([], 'k'.repeat(65), KEYWORD_LIMITS)).toEqual({ ok: false, error: 'A keyword has at most 64 characters.' });
    expect(addToList([], 'k'.repeat(64), KEYWORD_LIMITS).ok).toBe(true);
    const full = Array.from({ length: 20 }, (_, i) => `k${i}`);
    expect(addToList(full, 'one more', KEYWORD_LIMITS)).toEqual({ ok: false, error: 'At most 20 keywords: remove one to add another.' });
  });

  it('removes by position', () => {
    expect(removeFromList(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('reads a stored list or a comma-separated string, dropping what could not be added', () => {
    expect(normalizeList('sale, promo,, SALE', KEYWORD_LIMITS)).toEqual(['sale', 'promo']);
    expect(normalizeList(['a', 7, { x: 1 }, 'k'.repeat(99)], KEYWORD_LIMITS)).toEqual(['a', '7']);
    expect(normalizeList(undefined, KEYWORD_LIMITS)).toEqual([]);
  });

  it('post ids are digits, or two groups of digits joined by _', () => {
    expect(addToList([], '1234567890_9876543210', POST_LIMITS).ok).toBe(true);
    expect(addToList([], '9876543210', POST_LIMITS).ok).toBe(true);
    const refused = addToList([], 'https://facebook.com/post/1', POST_LIMITS);
    expect(refused.ok === false && refused.error).toMatch(/A post id is digits/);
  });
});

describe('feed_comment_settings', () => {
  it('defaults: every post, root comments only, reply at once, no keywords', () => {
    expect(normalizeFeedCommentSettings(undefined)).toEqual({
      post_covered_area: { type: 'all', value: null },
      track_root_comment_only: true,
      reply_delay: 0,
      exclude_keywords: [],
      include_keywords: [],
    });
  });

  it('reads post_covered_area as the {type, value} pair, from a string or a bare list too', () => {
    expect(normalizeFeedCommentSettings({ post_covered_area: { type: 'specific', value: ['1_2', 'x', '1_2'] } }).post_covered_area).toEqual({ type: 'specific', value: ['1_2'] });
    expect(normalizeFeedCommentSettings({ post_covered_area: 'specific' }).post_covered_area).toEqual({ type: 'specific', value: [] });
    expect(normalizeFeedCommentSettings({ post_covered_area: ['123'] }).post_covered_area).toEqual({ type: 'specific', value: ['123'] });
    expect(normalizeFeedCommentSettings({ post_covered_area: { type: 'next' } }).post_covered_area).toEqual({ type: 'all', value: null });
  });

  it('reply_delay is whole seconds from 0 to an hour', () => {
    expect(normalizeFeedCommentSettings({ reply_delay: 90.4 }).reply_delay).toBe(90);
    expect(normalizeFeedCommentSettings({ reply_delay: '30' }).reply_delay).toBe(30);
    expect(normalizeFeedCommentSettings({ reply_delay: -5 }).reply_delay).toBe(0);
    expect(normalizeFeedCommentSettings({ reply_delay: 1e9 }).reply_delay).toBe(REPLY_DELAY_MAX_SECONDS);
    expect(normalizeFeedCommentSettings({ reply_delay: 'soon' }).reply_delay).toBe(0);
  });

  it('keeps track_root_comment_only false when stored false, and unknown keys', () => {
    expect(normalizeFeedCommentSettings({ track_root_comment_only: false, extra: 1 })).toMatchObject({ track_root_comment_only: false, extra: 1 });
  });

  it('the welcome text is the stored string, else the default', () => {
    expect(normalizeFeedCommentWelcome('Hello')).toBe('Hello');
    expect(normalizeFeedCommentWelcome('')).toBe('');
    expect(normalizeFeedCommentWelcome({ text: 1 })).toBe(FEED_COMMENT_WELCOME_DEFAULT);
  });

  it('lists problems at their fields: no posts chosen, a keyword both included and excluded, no reply text', () => {
    const settings = normalizeFeedCommentSettings({ post_covered_area: 'specific', include_keywords: ['Sale', 'promo'], exclude_keywords: ['sale'] });
    expect(feedCommentProblems(settings, ' ')).toEqual([
      { field: 'data.feed_comment_settings.post_covered_area', message: 'Add at least one post, or choose every post.' },
      { field: 'data.feed_comment_settings.exclude_keywords', message: '“Sale” is both included and excluded: a comment with it gets no reply.' },
      { field: 'data.feed_comment_welcome', message: 'The reply needs some text.' },
    ]);
    expect(feedCommentProblems(normalizeFeedCommentSettings({}), 'Hi')).toEqual([]);
  });
});

describe('feedCommentSummary', () => {
  it('says the defaults plainly', () => {
    expect(feedCommentSummary(normalizeFeedCommentSettings({}))).toBe('Replies in Messenger to top-level comments on every post, as soon as they are posted.');
  });

  it('names the posts, the keywords and the delay', () => {
    const settings = normalizeFeedCommentSettings({
      post_covered_area: { type: 'specific', value: ['1_2', '3_4'] },
      track_root_comment_only: false,
      include_keywords: ['sale', 'promo', 'deal'],
      exclude_keywords: ['refund'],
      reply_delay: 120,
    });
    expect(feedCommentSummary(settings)).toBe(
      'Replies in Messenger to comments and replies to comments on 2 posts that mention “sale”, “promo” or “deal” but not “refund”, 2 minutes after they are posted.',
    );
    expect(feedCommentSummary({ ...settings, include_keywords: [], reply_delay: 1 })).toMatch(/that do not mention “refund”, 1 second after/);
    expect(feedCommentSummary({ ...settings, post_covered_area: { type: 'specific', value: [] } })).toMatch(/the posts you choose \(none yet\)/);
  });
});
