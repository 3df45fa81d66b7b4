import { describe, expect, it } from 'vitest';
import { highlightMatches } from '../../../studio/rules/highlightMatches';

const marked = (text: string, query: string) =>
  highlightMatches(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightMatches', () => {
  it('marks every occurrence, case-insensitively, keeping the original case', () => {
    expect(highlightMatches('Banana bandana', 'AN')).toEqual([
      { text: 'B', match: false },
      { text: 'an', match: true },
      { text: 'an', match: true },
      { text: 'a b', match: false },
      { text: 'an', match: true },
      { text: 'd', match: false },
      { text: 'an', match: true },
      { text: 'a', match: false },
    ]);
  });

  it('matches at the start, the end and the whole text', () => {
    expect(marked('Opt-in widget', 'opt')).toBe('[Opt]-in widget');
    expect(marked('Opt-in widget', 'GET')).toBe('Opt-in wid[get]');
    expect(marked('Subscribe', 'subscribe')).toBe('[Subscribe]');
  });

  it('does not overlap matches', () => {
    expect(marked('aaaa', 'aa')).toBe('[aa][aa]');
    expect(marked('aaaaa', 'aaa')).toBe('[aaa]aa');
  });

  it('treats the query literally (no regex injection)', () => {
    expect(marked('a.b axb', 'a.b')).toBe('[a.b] axb');
    expect(marked('f(x) = (y)', '(')).toBe('f[(]x) = [(]y)');
    expect(marked('price $5.00+', '$5.00+')).toBe('price [$5.00+]');
    expect(marked('C:\\path\\to', '\\')).toBe('C:[\\]path[\\]to');
    expect(marked('a|b', '|')).toBe('a[|]b');
    expect(marked('x[1]{2}^*?', '[1]{2}^*?')).toBe('x[[1]{2}^*?]');
    expect(marked('one/two', '/')).toBe('one[/]two');
    expect(marked('a-b', '-')).toBe('a[-]b');
  });

  it('no match leaves the text as one plain segment', () => {
    expect(highlightMatches('Messenger', 'sms')).toEqual([{ text: 'Messenger', match: false }]);
  });

  it('an empty or blank query marks nothing; the query is trimmed', () => {
    expect(highlightMatches('Messenger', '')).toEqual([{ text: 'Messenger', match: false }]);
    expect(highlightMatches('Messenger', '   ')).toEqual([{ text: 'Messenger', match: false }]);
    expect(marked('Messenger', 'sen ')).toBe('Mes[sen]ger');
  });

  it('an empty text has no segments', () => {
    expect(highlightMatches('', 'a')).toEqual([]);
  });

  it('keeps offsets right where lower-casing changes length', () => {
    // 'İ'.toLowerCase() is two code units; an indexOf on lower-cased text would shift the match.
    expect(marked('İstanbul kebab', 'kebab')).toBe('İstanbul [kebab]');
    expect(marked('ÄÖÜ äöü', 'ö')).toBe('Ä[Ö]Ü ä[ö]ü');
  });

  it('joined segments give back the text, with no empty segment', () => {
    for (const [text, query] of [['Banana', 'a'], ['a.b.c', '.'], ['xyz', 'q'], ['ABab', 'ab']] as const) {
      const segments = highlightMatches(text, query);
      expect(segments.map((s) => s.text).join('')).toBe(text);
      expect(segments.every((s) => s.text.length > 0)).toBe(true);
    }
  });
});
