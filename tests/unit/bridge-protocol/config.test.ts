import { describe, expect, it } from 'vitest';
import { classifyWidget, toAppState, widgetEnvelopeSchema } from '../../../bridge-protocol/config';
import { buildFrameUrl, parseFrameParams } from '../../../bridge-protocol/frameUrl';

describe('classifyWidget', () => {
  it.each([
    ['bar', 'fb', 'visual'],
    ['bar', 'none', 'visual'],
    ['bar', undefined, 'visual'],
    ['modal', 'sms', 'visual'],
    ['box', 'sms', 'visual'],
    ['bar', 'sms', 'no-layout'],
    ['omnichat', 'omni', 'visual'],
    ['omnichat', 'fb', 'no-layout'],
    ['bar', 'omni', 'no-layout'],
    ['messenger_ref_url', 'fb', 'config-only'],
    ['ads_json', 'fb', 'config-only'],
    ['ads', 'fb', 'config-only'],
    ['feed_comment', 'fb', 'config-only'],
    ['messenger_code', 'fb', 'config-only'],
    ['popunder', 'fb', 'unknown-type'],
  ])('%s on %s is %s', (type, channel, kind) => {
    expect(classifyWidget(type, channel)).toBe(kind);
  });
});

describe('widget envelope', () => {
  it('requires an id and a type and ignores unknown fields', () => {
    expect(widgetEnvelopeSchema({ widget_id: 7, widget_type: 'bar', future_field: { a: 1 } })).toBeNull();
    expect(widgetEnvelopeSchema({ widget_type: 'bar' })).toMatch(/widget_id/);
    expect(widgetEnvelopeSchema({ widget_id: 7 })).toMatch(/widget_type/);
  });
});

describe('toAppState', () => {
  it('maps SPEC §3 config names to runtime names with the SDK flags false', () => {
    const app = toAppState({ widgets: [], fb_page_id: 123, appId: '9', sms_channel_connected: true, whitelist: ['a.test'], widgetLocale: 'de_DE' }, 'p1');
    expect(app).toMatchObject({ pageId: 'p1', fbPageId: '123', appId: '9', smsChannelConnected: true, whitelist: ['a.test'], locale: 'de_DE', fbSDKVersion: 'v3.1' });
    expect([app.fbsdkReady, app.ytsdkReady, app.vimeosdkReady]).toEqual([false, false, false]);
  });
});

describe('frame URL', () => {
  it('round-trips page, widget and host origin', () => {
    const url = new URL(buildFrameUrl('http://localhost:8081/frame', { pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080' }));
    expect(url.pathname).toBe('/frame/index.html');
    expect(parseFrameParams(url.search)).toEqual({ pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080' });
  });
  it('carries the widget kind, so the frame can fetch its layout chunk at once', () => {
    const url = buildFrameUrl('http://localhost:8081/frame/', { pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080', widgetType: 'box', channel: 'sms' });
    expect(parseFrameParams(new URL(url).search)).toEqual({ pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080', widgetType: 'box', channel: 'sms' });
  });
  it("carries the configuration's frame_version as v (the server's immutable address), and leaves out anything but a short token", () => {
    const base = { pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080' };
    expect(new URL(buildFrameUrl('http://localhost:8081/frame/', { ...base, version: 'Ab_3-x9' })).searchParams.get('v')).toBe('Ab_3-x9');
    // The visitor's viewport, for a kind whose painted view follows it: the width rounded, and the device.
    const phone = new URL(buildFrameUrl('http://localhost:8081/frame/', { ...base, viewport: { width: 374.6, mobile: true } })).searchParams;
    expect([phone.get('vw'), phone.get('vm')]).toEqual(['375', '1']);
    const narrow = new URL(buildFrameUrl('http://localhost:8081/frame/', { ...base, viewport: { width: 600, mobile: false } })).searchParams;
    expect([narrow.get('vw'), narrow.has('vm')]).toEqual(['600', false]);
    expect(new URL(buildFrameUrl('http://localhost:8081/frame/', base)).searchParams.has('vw')).toBe(false);
    for (const version of [undefined, null, 7, '', 'a b', 'x'.repeat(65), '../x', { v: 1 }]) {
      const url = new URL(buildFrameUrl('http://localhost:8081/frame/', { ...base, version }));
      expect(url.searchParams.has('v'), JSON.stringify(version)).toBe(false);
    }
  });
  it('leaves out a channel that is empty or not a string (a hand-edited configuration), as if none were set', () => {
    for (const channel of ['', 7, null, { fb: true }, undefined]) {
      const url = buildFrameUrl('http://localhost:8081/frame/', { pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080', widgetType: 'bar', channel });
      expect(new URL(url).searchParams.has('channel'), String(channel)).toBe(false);
      expect(parseFrameParams(new URL(url).search)).toEqual({ pageId: 'demo', widgetId: '7', hostOrigin: 'http://127.0.0.1:8080', widgetType: 'bar' });
    }
  });
  it('refuses a host origin that is not exactly an origin', () => {
    expect(parseFrameParams('?page_id=a&widget_id=1&host_origin=http://a.test/path')).toBeNull();
    expect(parseFrameParams('?page_id=a&widget_id=1&host_origin=*')).toBeNull();
    expect(parseFrameParams('?page_id=a&widget_id=1')).toBeNull();
  });
});
