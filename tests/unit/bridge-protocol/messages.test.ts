import { describe, expect, it } from 'vitest';
import {
  bootstrapSchema,
  frameToHost,
  hostToFrame,
  PROTOCOL_VERSION,
  validateMessage,
} from '../../../bridge-protocol/messages';

const layout = {
  visible: true,
  placement: { kind: 'bar', position: 'bottom', pushPage: false, stickWithScroll: true },
  size: { width: 1280, height: 72 },
};

describe('bridge message validation', () => {
  it('has a protocol version and names every message with the mc: namespace', () => {
    expect(PROTOCOL_VERSION).toBeGreaterThan(0);
    for (const name of [...Object.keys(hostToFrame), ...Object.keys(frameToHost)]) expect(name).toMatch(/^mc:[a-z-]+$/);
  });

  it('carries the full message map of DESIGN.md in both directions', () => {
    expect(Object.keys(hostToFrame).sort()).toEqual(
      ['mc:anchor-reached', 'mc:frames-started', 'mc:page-signals', 'mc:route-change', 'mc:viewport', 'mc:widget-command'].sort(),
    );
    expect(Object.keys(frameToHost).sort()).toEqual(
      [
        'mc:hello',
        'mc:layout',
        'mc:resize',
        'mc:widget-event',
        'mc:session-update',
        'mc:pixel-event',
        'mc:navigate',
        'mc:open-window',
        'mc:editor-change',
        'mc:watch-anchors',
        'mc:sdk',
      ].sort(),
    );
  });

  it('accepts a valid layout request and keeps unknown fields harmless', () => {
    expect(validateMessage('frame-to-host', 'mc:layout', layout)).toBeNull();
    expect(validateMessage('frame-to-host', 'mc:layout', { ...layout, extra: 1 })).toBeNull();
  });

  it.each([
    ['a missing size', { ...layout, size: undefined }, /mc:layout\.size: expected object/],
    ['a string height', { ...layout, size: { width: 1, height: '72' } }, /mc:layout\.size\.height: expected a finite number/],
    ['an infinite width', { ...layout, size: { width: Infinity, height: 1 } }, /finite number/],
    ['an unknown placement', { ...layout, placement: { kind: 'popunder' } }, /mc:layout\.placement\.kind: expected one of/],
    ['a bad position', { ...layout, placement: { kind: 'slide_in', position: 'xx' } }, /position: expected one of/],
    ['an array payload', [], /expected object, got array/],
    ['null', null, /expected object, got null/],
  ])('rejects a layout with %s', (_label, payload, message) => {
    expect(validateMessage('frame-to-host', 'mc:layout', payload)).toMatch(message);
  });

  it('rejects messages of the other direction and unknown names', () => {
    expect(validateMessage('host-to-frame', 'mc:layout', layout)).toMatch(/unknown message mc:layout/);
    expect(validateMessage('frame-to-host', 'mc:evil', {})).toMatch(/unknown message/);
    expect(validateMessage('frame-to-host', '__proto__', {})).toMatch(/unknown message/);
  });

  it('checks page signals, commands and editor changes by their spec names', () => {
    expect(validateMessage('host-to-frame', 'mc:page-signals', { exitIntent: false, maxScroll: 30, secondsSpent: 5, anchors: { faq: true } })).toBeNull();
    expect(validateMessage('host-to-frame', 'mc:page-signals', { exitIntent: 'yes', maxScroll: 30, secondsSpent: 5, anchors: {} })).toMatch(/exitIntent/);
    expect(validateMessage('host-to-frame', 'mc:widget-command', { command: 'forceOpen' })).toBeNull();
    expect(validateMessage('host-to-frame', 'mc:widget-command', { command: 'destroyHost' })).toMatch(/command/);
    expect(validateMessage('frame-to-host', 'mc:editor-change', { field: 'title', value: 'Hi' })).toBeNull();
    expect(validateMessage('frame-to-host', 'mc:editor-change', { field: 'innerHTML', value: 'x' })).toMatch(/field/);
  });

  it('takes the impression\'s pixel event, its payload built by the frame with a numeric timestamp (issue 46 item 4)', () => {
    const detail = { widget_type: 'bar', guid: '0f8fad5b-d9cb-469f-a165-70867728950e', hash: 'a9993e364706816aba3e25717850c26c9cd0d89d', timestamp: 1_700_000_000_000, version: '1.0' };
    expect(validateMessage('frame-to-host', 'mc:pixel-event', { event: 'impression', detail })).toBeNull();
    expect(validateMessage('frame-to-host', 'mc:pixel-event', { event: 'impression', detail: { ...detail, hash: 'x'.repeat(65) } })).toMatch(/longer than 64/);
    expect(validateMessage('frame-to-host', 'mc:pixel-event', { event: 'impression', detail: { ...detail, nested: {} } })).toMatch(/detail\.nested/);
  });

  it('bounds string and array sizes so a frame cannot flood the host', () => {
    expect(validateMessage('frame-to-host', 'mc:navigate', { url: 'x'.repeat(8_193), target: 'same' })).toMatch(/longer than/);
    expect(validateMessage('frame-to-host', 'mc:watch-anchors', { anchors: Array(101).fill('a') })).toMatch(/more than 100/);
  });

  it('validates the bootstrap reply: the page\'s configuration as an object, the SDK-ready flags as booleans', () => {
    const sdkReady = { fbsdkReady: false, ytsdkReady: false, vimeosdkReady: false };
    const bootstrap = {
      protocolVersion: PROTOCOL_VERSION,
      widget: { widget_id: 7, widget_type: 'bar', channel: 'fb', data: {} },
      pageId: 'demo',
      config: { fb_page_id: 42, widgets: [] },
      hostFont: null,
      sdkReady,
      session: { sessionId: 's', userId: null, widget: { lastImpression: null, manualClose: false } },
      page: { exitIntent: false, maxScroll: 0, secondsSpent: 0, anchors: {} },
      route: { url: 'http://x/', lastChange: null },
      viewport: { width: 1, height: 1, mobile: false },
      editMode: false,
      api: 'https://widgets.example',
      pixelApi: 'https://widgets.example',
      messengerOverrides: {},
    };
    expect(bootstrapSchema(bootstrap)).toBeNull();
    expect(bootstrapSchema({ ...bootstrap, sdkReady: { ...sdkReady, fbsdkReady: undefined } })).toMatch(/sdkReady\.fbsdkReady/);
    expect(bootstrapSchema({ ...bootstrap, config: [] })).toMatch(/config: expected object/);
  });
});
