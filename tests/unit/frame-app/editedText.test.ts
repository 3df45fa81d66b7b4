import { describe, expect, it } from 'vitest';
import { withKindDefaults } from './kindFixtures';
import { createEditSession } from '../../../frame-app/parts/editSession';
import { capText, editedText, isMultilineField } from '../../../frame-app/rules/editedText';
import { ctaLabel } from '../../../frame-app/rules/ctaLabel';

describe('editedText', () => {
  it('only the description is multi-line', () => {
    expect(isMultilineField('desc')).toBe(true);
    for (const field of ['title', 'ctaText', 'smsButtonText', 'optInButtonText'] as const) expect(isMultilineField(field)).toBe(false);
  });

  it('line breaks become spaces in one-line fields and "\\n" in the description', () => {
    expect(editedText('a\r\nb\nc\rd\u2028e', false)).toBe('a b c d e');
    expect(editedText('a\r\nb\rc', true)).toBe('a\nb\nc');
  });

  it('caps at 5000 characters without cutting a surrogate pair in half', () => {
    expect(editedText('x'.repeat(5_001), true)).toHaveLength(5_000);
    expect(capText(`${'x'.repeat(4)}😀`, 5)).toBe('xxxx');
    expect(capText('abc', 5)).toBe('abc');
  });
});

describe('ctaLabel', () => {
  const main = (data: Record<string, unknown>) => withKindDefaults({ widget_id: 1, widget_type: 'box', data: { main: data } }).data.main;

  it('takes the first non-blank field in the layout order, else the fallback under the preferred field', () => {
    expect(ctaLabel(main({ ctaText: 'Go', optInButtonText: 'Opt' }), ['optInButtonText', 'ctaText'], 'F')).toEqual({ field: 'optInButtonText', text: 'Opt' });
    expect(ctaLabel(main({ ctaText: 'Go', optInButtonText: '  ' }), ['optInButtonText', 'ctaText'], 'F')).toEqual({ field: 'ctaText', text: 'Go' });
    expect(ctaLabel(main({ ctaText: '', optInButtonText: '' }), ['ctaText', 'optInButtonText'], 'F')).toEqual({ field: 'ctaText', text: 'F' });
  });
});

describe('createEditSession', () => {
  it('sends each new value once and remembers it', () => {
    const sent: string[] = [];
    const session = createEditSession((field, value) => sent.push(`${field}=${value}`));
    expect(session.lastValue('title')).toBeUndefined();
    session.report('title', 'A');
    session.report('title', 'A');
    session.report('desc', 'A');
    session.report('title', 'B');
    expect(sent).toEqual(['title=A', 'desc=A', 'title=B']);
    expect(session.lastValue('title')).toBe('B');
  });
});
