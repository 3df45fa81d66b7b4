import { describe, expect, it } from 'vitest';
import { applySessionUpdate, buildBootstrap, createFrameHost, type BootstrapParts, type FrameReports } from '../../../bridge-protocol/frameHost';
import { initialPageState } from '../../../bridge-protocol/clientState';
import { noSdkReady, PROTOCOL_VERSION, type FrameToHostMap, type FrameToHostName, type LayoutRequest } from '../../../bridge-protocol/messages';
import { describeFrameHostContract } from './frameHostContract';

const parts = (): BootstrapParts => ({
  widget: { widget_id: 7, widget_type: 'bar' },
  pageId: 'demo',
  config: { pageId: 'demo', locale: 'fr_FR', widgets: [] },
  hostFont: null,
  sdkReady: noSdkReady(),
  session: { sessionId: 's', userId: null, widget: { lastImpression: null, manualClose: false } },
  page: initialPageState(),
  route: { url: 'https://shop.example/', lastChange: null },
  viewport: { width: 1280, height: 800, mobile: false },
  editMode: false,
  api: 'https://api.example',
  pixelApi: 'https://api.example',
  messengerOverrides: {},
});

const LAYOUT: LayoutRequest = { visible: true, placement: { kind: 'bar', position: 'top', pushPage: false }, size: { width: 1280, height: 56 } } as LayoutRequest;

/** A frame host on a fake channel: `say` is the frame speaking, `sent` what the host sent it. */
function harness(bootstrap: (version: number) => BootstrapParts = () => parts()) {
  const handlers = new Map<string, (payload: never) => unknown>();
  const sent: [string, unknown][] = [];
  const heard: [string, unknown][] = [];
  const layouts: LayoutRequest[] = [];
  const report =
    (name: string) =>
    (payload: unknown): void => {
      heard.push([name, payload]);
    };
  const reports = Object.fromEntries(
    ['mc:widget-event', 'mc:pixel-event', 'mc:session-update', 'mc:navigate', 'mc:open-window', 'mc:editor-change', 'mc:watch-anchors', 'mc:sdk'].map((name) => [name, report(name)]),
  ) as unknown as FrameReports;
  const host = createFrameHost({
    on: (name, handler) => handlers.set(name, handler),
    send: (name, payload) => void sent.push([name, payload]),
    bootstrap,
    layout: (layout) => void layouts.push(layout),
    reports,
  });
  const say = <N extends FrameToHostName>(name: N, payload: FrameToHostMap[N]): unknown => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for ${name}`);
    return handler(payload as never);
  };
  return { host, say, sent, heard, layouts, handlers };
}

describe('the frame host (one host side of the bridge for the loader, the studio preview and QA)', () => {
  it('answers hello with the bootstrap built from the parts as they are then, with the protocol version', () => {
    let viewport = { width: 375, height: 700, mobile: true };
    const { say } = harness(() => ({ ...parts(), viewport }));
    viewport = { width: 400, height: 700, mobile: true };
    const bootstrap = say('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' }) as ReturnType<typeof buildBootstrap>;
    expect(bootstrap.protocolVersion).toBe(PROTOCOL_VERSION);
    expect(bootstrap.config.locale).toBe('fr_FR');
    expect(bootstrap.viewport.width).toBe(400);
  });

  it('refuses a frame the host does not speak: the host throws, nothing is delivered after', () => {
    const { host, say, sent } = harness((version) => {
      if (version !== PROTOCOL_VERSION) throw new Error(`protocol ${version}`);
      return parts();
    });
    expect(() => say('mc:hello', { protocolVersion: PROTOCOL_VERSION + 1, widgetId: '7' })).toThrow(`protocol ${PROTOCOL_VERSION + 1}`);
    host.deliver('mc:viewport', { width: 1, height: 1, mobile: true });
    expect(sent).toEqual([]);
  });

  it('drops host-to-frame messages before the hello (the bootstrap carries that state) and sends them after', () => {
    const { host, say, sent } = harness();
    host.deliver('mc:viewport', { width: 1, height: 1, mobile: true });
    say('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    host.deliver('mc:viewport', { width: 2, height: 2, mobile: true });
    expect(sent).toEqual([['mc:viewport', { width: 2, height: 2, mobile: true }]]);
  });

  it('holds commands until the frame reports ready, sends them in order before the host hears ready, then sends at once', () => {
    const { host, say, sent, heard } = harness();
    say('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    host.command({ command: 'open' });
    host.command({ command: 'submit' });
    expect(sent).toEqual([]);
    say('mc:widget-event', { event: 'ready' });
    expect(sent).toEqual([
      ['mc:widget-command', { command: 'open' }],
      ['mc:widget-command', { command: 'submit' }],
    ]);
    expect(heard).toEqual([['mc:widget-event', { event: 'ready' }]]);
    host.command({ command: 'close' });
    say('mc:widget-event', { event: 'ready' });
    expect(sent.at(-1)).toEqual(['mc:widget-command', { command: 'close' }]);
    expect(sent).toHaveLength(3);
  });

  it('puts each resize into the last layout; a resize before any layout is ignored', () => {
    const { say, layouts } = harness();
    say('mc:resize', { width: 10, height: 10 });
    expect(layouts).toEqual([]);
    say('mc:layout', LAYOUT);
    say('mc:resize', { width: 1280, height: 64 });
    expect(layouts).toEqual([LAYOUT, { ...LAYOUT, size: { width: 1280, height: 64 } }]);
  });

  it('passes every other message to the host as it came', () => {
    const { say, heard } = harness();
    say('mc:sdk', { sdk: 'fbsdk', ready: true });
    say('mc:session-update', { manualClose: true });
    expect(heard).toEqual([
      ['mc:sdk', { sdk: 'fbsdk', ready: true }],
      ['mc:session-update', { manualClose: true }],
    ]);
  });
});

describeFrameHostContract('createFrameHost', () => {
  const { host, say, sent, handlers } = harness((version) => {
    if (version !== PROTOCOL_VERSION) throw new Error(`protocol ${version}`);
    return parts();
  });
  return {
    say: (name, payload) => say(name as FrameToHostName, payload as never),
    listens: () => [...handlers.keys()],
    sent: () => sent,
    deliver: host.deliver,
    command: host.command,
    dispose: () => undefined,
  };
});

describe('applySessionUpdate', () => {
  const entry = { lastImpression: 100, manualClose: false };
  it('keeps what the update leaves out', () => {
    expect(applySessionUpdate(entry, {})).toEqual(entry);
    expect(applySessionUpdate(entry, { manualClose: true })).toEqual({ lastImpression: 100, manualClose: true });
  });
  it('clears the impression with null and sets a new one', () => {
    expect(applySessionUpdate(entry, { lastImpression: null })).toEqual({ lastImpression: null, manualClose: false });
    expect(applySessionUpdate(entry, { lastImpression: 200 })).toEqual({ lastImpression: 200, manualClose: false });
  });
});
