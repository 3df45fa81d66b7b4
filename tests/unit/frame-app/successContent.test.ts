import { describe, expect, it } from 'vitest';
import { SMS_SUCCESS_TEXT, SUCCESS_LABEL, successContent } from '../../../frame-app/rules/successContent';

describe('successContent', () => {
  it('the default "Success!" title is the label itself: no own title, never said twice', () => {
    expect(SUCCESS_LABEL).toBe('Success!');
    expect(successContent({ title: 'Success!' })).toEqual({ title: '', description: '' });
    expect(successContent({ title: '  success!  ' })).toEqual({ title: '', description: '' });
    expect(successContent({})).toEqual({ title: '', description: '' });
  });

  it("the operator's own title and description", () => {
    expect(successContent({ title: 'You are in!', desc: 'Check Messenger.' })).toEqual({ title: 'You are in!', description: 'Check Messenger.' });
  });

  it("a kind's own sentence stands in for an empty description only", () => {
    expect(successContent({ title: 'Success!' }, SMS_SUCCESS_TEXT)).toEqual({ title: '', description: 'Check your phone: we sent you a text.' });
    expect(successContent({ desc: '  ' }, SMS_SUCCESS_TEXT).description).toBe(SMS_SUCCESS_TEXT);
    expect(successContent({ desc: 'Code on its way.' }, SMS_SUCCESS_TEXT).description).toBe('Code on its way.');
  });

  it('a description that only repeats the headline is left out (an SMS success titled with the kind\'s own sentence)', () => {
    expect(successContent({ title: SMS_SUCCESS_TEXT }, SMS_SUCCESS_TEXT)).toEqual({ title: SMS_SUCCESS_TEXT, description: '' });
    expect(successContent({ title: 'Thanks!', desc: ' thanks! ' })).toEqual({ title: 'Thanks!', description: '' });
    expect(successContent({ desc: 'Success!' })).toEqual({ title: '', description: '' });
    expect(successContent({ title: 'Thanks!' }, SMS_SUCCESS_TEXT)).toEqual({ title: 'Thanks!', description: SMS_SUCCESS_TEXT });
  });

  it('non-strings are no text', () => {
    expect(successContent({ title: 42 as unknown as string, desc: { x: 1 } as unknown as string })).toEqual({ title: '42', description: '' });
  });
});
