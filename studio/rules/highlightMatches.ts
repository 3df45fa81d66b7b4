/**
 * SPEC §2 "highlighted text": the part of an option's text that matches the search is marked.
 *
 * Decisions where the spec is silent:
 * - Case-insensitive with Unicode case folding (the regex 'iu' flags), every occurrence, left to
 *   right without overlaps ("aaa" in "aaaa" marks the first three).
 * - The query is matched literally: every regex syntax character is escaped, so "a.b" or "(" find
 *   themselves. Matching runs on the original text, so offsets stay right even where lower-casing
 *   would change a string's length (e.g. "İ").
 * - The query is trimmed (a trailing space typed in a search box should not stop the match); an
 *   empty query marks nothing. Segments are never empty and, joined, give back the text.
 */

export interface HighlightSegment {
  text: string;
  match: boolean;
}

const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

export function highlightMatches(text: string, query: string): HighlightSegment[] {
  const needle = query.trim();
  if (text === '') return [];
  if (needle === '') return [{ text, match: false }];
  const pattern = new RegExp(needle.replace(REGEX_SYNTAX, '\\$&'), 'giu');
  const segments: HighlightSegment[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > from) segments.push({ text: text.slice(from, at), match: false });
    segments.push({ text: found[0], match: true });
    from = at + found[0].length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}
