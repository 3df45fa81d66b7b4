import { describe, expect, it } from 'vitest';
import { checkSubjectQuery, phonePatterns, subjectKinds } from '../../../server/rules/subjectQuery';

describe('checkSubjectQuery (issue 48, item 4)', () => {
  it('normalises the phone to E.164 and the email to lower case', () => {
    expect(checkSubjectQuery({ phone: '+1 (201) 555-0123', email: 'Ann@Example.com' })).toEqual({
      ok: true,
      query: { phone: '+12015550123', psid: null, userRef: null, email: 'ann@example.com' },
    });
  });

  it('refuses an empty request and invalid identifiers, naming the field', () => {
    expect(checkSubjectQuery({})).toMatchObject({ ok: false });
    expect(checkSubjectQuery({ phone: '555' })).toMatchObject({ ok: false, field: 'phone' });
    expect(checkSubjectQuery({ psid: 'a b' })).toMatchObject({ ok: false, field: 'psid' });
    expect(checkSubjectQuery({ email: 'nope' })).toMatchObject({ ok: false, field: 'email' });
    expect(checkSubjectQuery('x')).toMatchObject({ ok: false });
  });

  it('names the kinds asked for, never the identifiers', () => {
    expect(subjectKinds({ phone: '+12015550123', psid: null, userRef: 'r', email: null })).toBe('phone+user_ref');
  });
});

describe('phonePatterns', () => {
  const matches = (text: string) => phonePatterns('+12015550123').some((p) => new RegExp(p).test(text));
  it('finds the number as people write it', () => {
    for (const text of ['+12015550123', '"2015550123"', '(201) 555-0123', '201.555.0123', '+1 201 555 0123', 'tel:1-201-555-0123']) {
      expect(matches(text), text).toBe(true);
    }
  });
  it('does not find it inside a longer number', () => {
    expect(matches('1720155501234')).toBe(false);
    expect(matches('22015550123')).toBe(false);
  });
});
