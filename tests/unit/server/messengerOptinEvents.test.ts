import { describe, expect, it } from 'vitest';
import { extractOptins, refFromMessaging } from '../../../server/rules/messengerOptinEvents';

describe('refFromMessaging', () => {
  it('takes optin.ref with the sender PSID (send-to-messenger)', () => {
    expect(refFromMessaging({ sender: { id: '123' }, recipient: { id: '9' }, optin: { ref: 'w7.s.i' } })).toEqual({
      ref: 'w7.s.i',
      source: 'optin',
      psid: '123',
      userRef: null,
    });
  });

  it('takes optin.user_ref of the checkbox plugin, which has no sender', () => {
    expect(refFromMessaging({ recipient: { id: '9' }, optin: { ref: 'w7.s.i', user_ref: 'u-1' } })).toEqual({
      ref: 'w7.s.i',
      source: 'optin',
      psid: null,
      userRef: 'u-1',
    });
  });

  it('takes referral.ref (m.me link) and postback.referral.ref (get started)', () => {
    expect(refFromMessaging({ sender: { id: '1' }, referral: { ref: 'w7.a.b', source: 'SHORTLINK' } })).toMatchObject({ ref: 'w7.a.b', source: 'referral' });
    expect(refFromMessaging({ sender: { id: '1' }, postback: { payload: 'GET_STARTED', referral: { ref: 'w7.c.d' } } })).toMatchObject({
      ref: 'w7.c.d',
      source: 'postback',
    });
  });

  it('takes message.quick_reply.payload (the quick reply of an ads_json welcome message)', () => {
    expect(refFromMessaging({ sender: { id: '4' }, message: { mid: 'm', text: 'Subscribe', quick_reply: { payload: 'w303.static.ad.spring' } } })).toEqual({
      ref: 'w303.static.ad.spring',
      source: 'quick_reply',
      psid: '4',
      userRef: null,
    });
    expect(refFromMessaging({ sender: { id: '4' }, message: { text: 'Yes', quick_reply: { payload: '' } } })).toBeNull();
  });

  it('prefers optin over referral over postback, and skips empty refs', () => {
    expect(refFromMessaging({ optin: { ref: '' }, referral: { ref: 'w1.r.r' }, postback: { referral: { ref: 'w1.p.p' } } })).toMatchObject({ source: 'referral' });
    expect(refFromMessaging({ optin: { ref: 'w1.o.o' }, referral: { ref: 'w1.r.r' } })).toMatchObject({ source: 'optin' });
  });

  it('gives null without a ref (messages, receipts, recurring-notification opt-ins, junk)', () => {
    expect(refFromMessaging({ sender: { id: '1' }, message: { mid: 'm', text: 'hi' } })).toBeNull();
    expect(refFromMessaging({ optin: { type: 'notification_messages', payload: 'x' } })).toBeNull();
    expect(refFromMessaging({ postback: { payload: 'GET_STARTED' } })).toBeNull();
    expect(refFromMessaging({ optin: { ref: 5 } })).toBeNull();
    expect(refFromMessaging(null)).toBeNull();
    expect(refFromMessaging('w1.a.b')).toBeNull();
  });
});

describe('extractOptins', () => {
  it('parses our reference values, with the entry id as the Facebook page', () => {
    const { optins, skipped } = extractOptins({
      object: 'page',
      entry: [
        {
          id: '555',
          time: 1,
          messaging: [
            { sender: { id: 'P1' }, optin: { ref: 'w12.sess-1.abc.promo.x' } },
            { sender: { id: 'P2' }, optin: { ref: 'not-ours' } },
            { sender: { id: 'P3' }, message: { text: 'hi' } },
          ],
        },
      ],
    });
    expect(optins).toEqual([
      {
        ref: 'w12.sess-1.abc.promo.x',
        source: 'optin',
        psid: 'P1',
        userRef: null,
        fbPageId: '555',
        parts: { widgetId: '12', sessionId: 'sess-1', instanceId: 'abc', payload: 'promo.x' },
      },
    ]);
    expect(skipped.map((s) => s.reason)).toEqual(['foreign-ref', 'no-ref']);
  });

  it('falls back to recipient.id without an entry id, and skips items with neither', () => {
    const { optins, skipped } = extractOptins({
      object: 'page',
      entry: [{ messaging: [{ recipient: { id: 777 }, optin: { ref: 'w1.s.i' } }, { optin: { ref: 'w1.s.j' } }] }],
    });
    expect(optins.map((o) => o.fbPageId)).toEqual(['777']);
    expect(skipped.map((s) => s.reason)).toEqual(['no-page-id']);
  });

  it('skips everything of another object (instagram) and tolerates a shapeless payload', () => {
    const other = extractOptins({ object: 'instagram', entry: [{ id: '1', messaging: [{ optin: { ref: 'w1.s.i' } }] }] });
    expect(other.optins).toEqual([]);
    expect(other.skipped).toHaveLength(1);
    expect(extractOptins({})).toEqual({ optins: [], skipped: [] });
    expect(extractOptins({ object: 'page', entry: [null, { id: '1' }, { id: '1', messaging: 'x' }] })).toEqual({ optins: [], skipped: [] });
  });
});
