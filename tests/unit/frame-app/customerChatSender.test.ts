import { describe, expect, it } from 'vitest';
import { REPLY_TIMES, replyTimeText } from '../../../bridge-protocol/replyTime';
import { chatSender } from '../../../frame-app/rules/customerChat';

describe('chatSender (issue 49)', () => {
  it('is the business’s name, its picture as an http(s) address, its initial and the chosen reply-time line', () => {
    expect(chatSender({ avatarUrl: 'https://shop.example/a b.png', replyTime: 'minutes' }, ' Demo Shop ')).toEqual({
      name: 'Demo Shop',
      avatarUrl: 'https://shop.example/a%20b.png',
      initial: 'D',
      replyTime: 'Typically replies within minutes',
    });
  });
  it('drops a picture the link rule refuses and a reply time that is not a choice', () => {
    for (const avatarUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '<x>', 42, undefined]) {
      expect(chatSender({ avatarUrl, replyTime: 'soon' }, 'Shop')).toMatchObject({ avatarUrl: null, replyTime: null });
    }
  });
  it('keeps a first character whole (a surrogate pair) and upper-cases it', () => {
    expect(chatSender({}, '😀 Emoji shop')?.initial).toBe('😀');
    expect(chatSender({}, 'zoë')?.initial).toBe('Z');
  });
  it('is null without a name', () => {
    expect(chatSender({ avatarUrl: 'https://shop.example/a.png' }, null)).toBeNull();
    expect(chatSender({}, '   ')).toBeNull();
  });
});

describe('replyTimeText', () => {
  it('says each choice, and nothing for anything else', () => {
    expect(REPLY_TIMES).toEqual(['minutes', 'hour', 'hours', 'day']);
    expect(replyTimeText('hours')).toBe('Typically replies within a few hours');
    expect(replyTimeText('day')).toBe('Typically replies within a day');
    for (const value of [undefined, null, '', 'toString', 'HOUR', 1]) expect(replyTimeText(value)).toBeNull();
  });
});
