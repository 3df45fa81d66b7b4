import { describe, expect, it } from 'vitest';
import { extractOptins } from '../../../server/rules/messengerOptinEvents';
import { ADS_BUTTON_MAX, ADS_FIELDS, ADS_TEXT_MAX, buildAdsJson } from '../../../studio/rules/adsJson';

const base = { widgetId: 303, text: 'Hi! Get 10% off in Messenger.', buttonTitle: 'Subscribe', imageUrl: '', payload: 'spring' };

describe('buildAdsJson', () => {
  it('is an array of Send API messages: the text with one quick reply carrying the reference value', () => {
    const result = buildAdsJson(base);
    expect(result.problems).toEqual([]);
    expect(result.ref).toBe('w303.static.ad.spring');
    expect(result.messages).toEqual([
      { message: { text: 'Hi! Get 10% off in Messenger.', quick_replies: [{ content_type: 'text', title: 'Subscribe', payload: 'w303.static.ad.spring' }] } },
    ]);
    expect(JSON.parse(result.json)).toEqual(result.messages);
    expect(result.json).toContain('\n  {\n    "message": {');
  });

  it('puts a picture first, as its own message, when there is one', () => {
    const result = buildAdsJson({ ...base, imageUrl: ' https://cdn.example/offer.jpg ' });
    expect(result.messages[0]).toEqual({ message: { attachment: { type: 'image', payload: { url: 'https://cdn.example/offer.jpg' } } } });
    expect(result.messages).toHaveLength(2);
  });

  it('refuses a picture that is not an https address, and leaves it out', () => {
    for (const imageUrl of ['http://cdn.example/a.jpg', 'cdn.example/a.jpg', 'javascript:alert(1)']) {
      const result = buildAdsJson({ ...base, imageUrl });
      expect(result.problems.map((p) => p.field), imageUrl).toEqual([ADS_FIELDS.image]);
      expect(result.messages).toHaveLength(1);
    }
  });

  it('says when the text or the button is missing or too long for Messenger', () => {
    expect(buildAdsJson({ ...base, text: '  ' }).problems).toEqual([{ field: ADS_FIELDS.text, message: 'The message needs some text.' }]);
    expect(buildAdsJson({ ...base, text: 'a'.repeat(ADS_TEXT_MAX + 1) }).problems[0]?.field).toBe(ADS_FIELDS.text);
    expect(buildAdsJson({ ...base, text: 'a'.repeat(ADS_TEXT_MAX) }).problems).toEqual([]);
    expect(buildAdsJson({ ...base, buttonTitle: '' }).problems[0]?.field).toBe(ADS_FIELDS.button);
    expect(buildAdsJson({ ...base, buttonTitle: 'b'.repeat(ADS_BUTTON_MAX + 1) }).problems[0]?.message).toMatch(/at most 20/);
    // Counted in characters, not UTF-16 units: 20 emoji fit.
    expect(buildAdsJson({ ...base, buttonTitle: '👍'.repeat(ADS_BUTTON_MAX) }).problems).toEqual([]);
  });

  it('trims the parts and keeps text JSON-safe (quotes, newlines, <script>) as data', () => {
    const text = 'Line "one"\nLine <script>two</script>';
    const result = buildAdsJson({ ...base, text: `  ${text}  ` });
    const parsed = JSON.parse(result.json) as { message: { text: string } }[];
    expect(parsed[0]?.message.text).toBe(text);
  });

  it('strips the ref payload like every reference value, with a warning', () => {
    const result = buildAdsJson({ ...base, payload: 'spring sale' });
    expect(result.ref).toBe('w303.static.ad.springsale');
    expect(result.warning).toMatch(/stripped/);
  });

  it('the webhook files the tap on its quick reply to this widget (server/rules/messengerOptinEvents.ts)', () => {
    const [first] = buildAdsJson(base).messages;
    const reply = first && 'text' in first.message ? first.message.quick_replies[0] : undefined;
    const tap = { sender: { id: 'psid-9' }, message: { mid: 'm', text: reply?.title, quick_reply: { payload: reply?.payload } } };
    const { optins } = extractOptins({ object: 'page', entry: [{ id: '1234567890', messaging: [tap] }] });
    expect(optins).toEqual([expect.objectContaining({ source: 'quick_reply', parts: { widgetId: '303', sessionId: 'static', instanceId: 'ad', payload: 'spring' } })]);
  });
});
