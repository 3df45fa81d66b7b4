import { describe, expect, it } from 'vitest';
import { parseReferenceValue } from '../../../bridge-protocol/referenceValue';
import { extractOptins } from '../../../server/rules/messengerOptinEvents';
import { configOnlyRef, STATIC_SESSION_ID } from '../../../studio/rules/configOnlyRef';
import { messengerRefUrl } from '../../../studio/rules/messengerRefUrl';

const refOf = (url: string) => new URL(url).searchParams.get('ref');

describe('configOnlyRef', () => {
  it('is a reference value of the widget with the static session and the source as instance', () => {
    expect(configOnlyRef(301, 'link', '').ref).toBe('w301.static.link');
    expect(configOnlyRef('302', 'code', 'summer').ref).toBe('w302.static.code.summer');
    expect(parseReferenceValue(configOnlyRef(303, 'ad', 'a.b').ref)).toEqual({ widgetId: '303', sessionId: STATIC_SESSION_ID, instanceId: 'ad', payload: 'a.b' });
  });

  it('strips and cuts the payload like every reference value, with a warning', () => {
    const built = configOnlyRef(1, 'link', 'spring sale!');
    expect(built.ref).toBe('w1.static.link.springsale');
    expect(built.warning).toMatch(/stripped/);
    expect(configOnlyRef(1, 'link', 'x'.repeat(250)).ref).toHaveLength('w1.static.link.'.length + 200);
  });

  it('takes a numeric payload as its digits and ignores anything else', () => {
    expect(configOnlyRef(1, 'link', 42).ref).toBe('w1.static.link.42');
    expect(configOnlyRef(1, 'link', { a: 1 }).ref).toBe('w1.static.link');
    expect(configOnlyRef(1, 'link', null).warning).toBeNull();
  });
});

describe('messengerRefUrl', () => {
  it('builds https://m.me/<fb_page_id>?ref=<ref>', () => {
    const result = messengerRefUrl({ fbPageId: '1234567890', widgetId: 301, payload: 'spring', source: 'link' });
    expect(result).toEqual({ kind: 'ok', url: 'https://m.me/1234567890?ref=w301.static.link.spring', ref: 'w301.static.link.spring', warning: null });
  });

  it('accepts a page username and a numeric page id', () => {
    const named = messengerRefUrl({ fbPageId: 'demo.shop', widgetId: 5, payload: '', source: 'link' });
    expect(named.kind === 'ok' && named.url).toBe('https://m.me/demo.shop?ref=w5.static.link');
    const numeric = messengerRefUrl({ fbPageId: 1234567890, widgetId: 5, payload: '', source: 'link' });
    expect(numeric.kind === 'ok' && numeric.url).toBe('https://m.me/1234567890?ref=w5.static.link');
  });

  it('URL-encodes what the payload may carry, and the link gives the ref back unchanged', () => {
    const result = messengerRefUrl({ fbPageId: '1234567890', widgetId: 301, payload: 'a+b/c=d', source: 'link' });
    if (result.kind !== 'ok') throw new Error(result.message);
    expect(result.url).toBe('https://m.me/1234567890?ref=w301.static.link.a%2Bb%2Fc%3Dd');
    expect(refOf(result.url)).toBe('w301.static.link.a+b/c=d');
  });

  it('says why there is no link when the page has no fb_page_id', () => {
    for (const fbPageId of [undefined, null, '', '   ']) {
      const result = messengerRefUrl({ fbPageId, widgetId: 1, payload: '', source: 'link' });
      expect(result.kind).toBe('no-page');
      expect(result.kind === 'no-page' && result.message).toMatch(/no Facebook page id \(fb_page_id\)/);
    }
  });

  it('refuses a page id that would steer the link elsewhere', () => {
    for (const fbPageId of ['evil.example/phish', 'a b', '..', '-1']) {
      const result = messengerRefUrl({ fbPageId, widgetId: 1, payload: '', source: 'link' });
      expect(result.kind, String(fbPageId)).toBe('no-page');
    }
    const bad = messengerRefUrl({ fbPageId: 'a b', widgetId: 1, payload: '', source: 'link' });
    expect(bad.kind === 'no-page' && bad.message).toMatch(/neither a page id nor a page username/);
  });

  it('the webhook files an m.me referral with this ref to the widget (server/rules/messengerOptinEvents.ts)', () => {
    const result = messengerRefUrl({ fbPageId: '1234567890', widgetId: 301, payload: 'spring', source: 'link' });
    if (result.kind !== 'ok') throw new Error(result.message);
    const body = {
      object: 'page',
      entry: [{ id: '1234567890', messaging: [{ sender: { id: 'psid-1' }, referral: { ref: refOf(result.url), source: 'SHORTLINK', type: 'OPEN_THREAD' } }] }],
    };
    const { optins, skipped } = extractOptins(body);
    expect(skipped).toEqual([]);
    expect(optins).toHaveLength(1);
    expect(optins[0]?.parts).toEqual({ widgetId: '301', sessionId: 'static', instanceId: 'link', payload: 'spring' });
    expect(optins[0]?.fbPageId).toBe('1234567890');
  });
});
