import { describe, expect, it } from 'vitest';
import { kindDefaults, withKindDefaults } from './kindFixtures';

describe('widgetDefaults (SPEC §9)', () => {
  it.each(['bar', 'modal', 'slide_in'])('%s opens at scroll 30 by default', (type) => {
    expect(kindDefaults(type, undefined).main?.whenDisplay).toEqual({ type: 'scroll', value: 30 });
  });

  it('repeat defaults: showAgain days 3, showAgainIfClosed never', () => {
    const main = kindDefaults('bar', undefined).main;
    expect(main?.showAgain).toEqual({ type: 'days', value: 3 });
    expect(main?.showAgainIfClosed).toEqual({ type: 'never', value: null });
  });

  it.each([
    ['customer_chat', 'fb'],
    ['omnichat', 'omni'],
  ])('the chat bubbles (%s) are always there: showAgain and showAgainIfClosed always', (type, channel) => {
    const main = kindDefaults(type, channel).main;
    expect(main?.showAgain).toEqual({ type: 'always', value: null });
    expect(main?.showAgainIfClosed).toEqual({ type: 'always', value: null });
  });

  it('bar defaults', () => {
    expect(kindDefaults('bar', undefined).main).toMatchObject({
      barPlacement: 'bottom',
      allowHide: true,
      pushPage: false,
      stickWithScroll: true,
      showDescription: true,
      ctaText: 'Send to Messenger',
      skin: 'light',
    });
  });

  it('returns a fresh object each time', () => {
    const a = kindDefaults('bar', undefined);
    a.main!.whenDisplay!.value = 99;
    expect(kindDefaults('bar', undefined).main?.whenDisplay?.value).toBe(30);
  });
});

describe('mergeWidget', () => {
  it('fills what the server leaves out and keeps what it sends, key by key in nested objects', () => {
    const merged = withKindDefaults({ widget_id: 7, widget_type: 'bar', data: { main: { title: 'Hi', barPlacement: 'top' } } });
    expect(merged.data.main.title).toBe('Hi');
    expect(merged.data.main.barPlacement).toBe('top');
    expect(merged.data.main.allowHide).toBe(true);
    expect(merged.data.main.whenDisplay).toEqual({ type: 'scroll', value: 30 });
    expect(merged.widget_id).toBe(7);
  });

  it('merges nested pairs: a server trigger type with the default value kept when the server omits it', () => {
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', data: { main: { whenDisplay: { type: 'seconds' } } } });
    expect(merged.data.main.whenDisplay).toEqual({ type: 'seconds', value: 30 });
  });

  it('keeps an explicit null from the server (a trigger value may be null)', () => {
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', data: { main: { whenDisplay: { type: 'exit', value: null } } } });
    expect(merged.data.main.whenDisplay).toEqual({ type: 'exit', value: null });
  });

  it('server arrays replace default arrays, never concatenate', () => {
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', data: { setup: { urlWhitelist: ['shop.example/*'] } } });
    expect(merged.data.setup.urlWhitelist).toEqual(['shop.example/*']);
    const emptied = withKindDefaults({ widget_id: 1, widget_type: 'box', data: { setup: { urlBlacklist: [] } } });
    expect(emptied.data.setup.urlBlacklist).toEqual([]);
  });

  it('a non-object never replaces a default object (the frame reads those as objects)', () => {
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', data: { main: { whenDisplay: null, showAgain: 'days' } } });
    expect(merged.data.main.whenDisplay).toEqual({ type: 'scroll', value: 30 });
    expect(merged.data.main.showAgain).toEqual({ type: 'days', value: 3 });
    const noMain = withKindDefaults({ widget_id: 1, widget_type: 'bar', data: { main: null } });
    expect(noMain.data.main.ctaText).toBe('Send to Messenger');
  });

  it('keeps unknown fields and sections', () => {
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', extra: 'kept', data: { main: { futureField: 1 }, channels: { enable_sms: true } } });
    expect(merged.extra).toBe('kept');
    expect(merged.data.main.futureField).toBe(1);
    expect(merged.data.channels).toEqual({ enable_sms: true });
  });

  it('works without data and with a non-object data', () => {
    expect(withKindDefaults({ widget_id: 1, widget_type: 'bar' }).data.main.ctaText).toBe('Send to Messenger');
    expect(withKindDefaults({ widget_id: 1, widget_type: 'bar', data: 'oops' }).data.main.allowHide).toBe(true);
  });

  it('drops keys that would reach Object.prototype', () => {
    const data = JSON.parse('{"main": {"__proto__": {"polluted": true}, "title": "ok"}}') as unknown;
    const merged = withKindDefaults({ widget_id: 1, widget_type: 'bar', data });
    expect(merged.data.main.title).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged.data.main as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps server keys named like Object.prototype members as plain data', () => {
    const data = JSON.parse('{"main": {"toString": {"a": 1}, "valueOf": "x", "title": "ok"}}') as unknown;
    const main = withKindDefaults({ widget_id: 'toString', widget_type: 'bar', data }).data.main as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(main, 'toString')?.value).toEqual({ a: 1 });
    expect(Object.getOwnPropertyDescriptor(main, 'valueOf')?.value).toBe('x');
    expect(main.title).toBe('ok');
  });

  it('does not mutate its input', () => {
    const widget = { widget_id: 1, widget_type: 'bar', data: { main: { whenDisplay: { type: 'seconds', value: '5' } } } };
    const before = JSON.stringify(widget);
    const merged = withKindDefaults(widget);
    merged.data.main.whenDisplay!.value = 1;
    expect(JSON.stringify(widget)).toBe(before);
  });
});
