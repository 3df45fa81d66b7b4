// @vitest-environment happy-dom
/**
 * loader/frames/widgetHost.ts, the bridge faked: what the host answers to each frame message (the hello's
 * bootstrap, a layout, a resize, widget events, the pass-through reports), how it gates what it sends
 * (signals after the hello, commands after `ready`), and its place on the page (CSS, visibility, destroy).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type LayoutRequest } from '../../../bridge-protocol/messages';
import type { Widget } from '../../../bridge-protocol/config';
import type { HostContext } from '../../../loader/frames/widgetHost';
import { describeFrameHostContract } from '../bridge-protocol/frameHostContract';
import { readFrameFacts } from '../../../bridge-protocol/frameFacts';

type Handler = (payload: never) => unknown;
const handlers = new Map<string, Handler>();
const sent: Array<[string, unknown]> = [];
let closed = 0;

vi.mock('../../../bridge-protocol/channel', () => ({
  listenForFrame: () => ({
    on: (name: string, handler: Handler) => {
      handlers.set(name, handler);
      return () => handlers.delete(name);
    },
    send: (name: string, payload: unknown) => {
      sent.push([name, payload]);
      return Promise.resolve();
    },
    close: () => void closed++,
  }),
}));

const { createWidgetHost } = await import('../../../loader/frames/widgetHost');

/** A frame message, as the channel hands it to the host's handler. */
const frame = (name: string, payload: unknown): unknown => (handlers.get(name) as ((p: unknown) => unknown) | undefined)?.(payload);

const page = { maxScroll: 0, secondsSpent: 0, exitIntent: false, anchors: {} };
const route = { url: 'https://shop.test/', lastChange: null };
const viewport = { width: 1280, height: 800, mobile: false };

function context(patch: Partial<HostContext> = {}) {
  const emitted: Array<[string, Record<string, unknown>]> = [];
  const signals = { page, route, viewport, watchAnchors: vi.fn() };
  const ctx = {
    settings: { pageId: 'p1', api: 'https://api.test', pixelApi: 'https://px.test', frameBase: 'https://frames.test/frame/', frameOrigin: 'https://frames.test', editMode: false },
    growth: { now: null, set: () => undefined },
    page: { config: { widgets: [], fb_page_id: 42, locale: 'en_US' }, hostFont: null },
    sdkReady: { fbsdkReady: false, ytsdkReady: true, vimeosdkReady: false },
    session: { snapshotFor: vi.fn((id: string) => ({ sessionId: 's', userId: null, widget: { id } })), update: vi.fn() },
    hostOrigin: 'https://shop.test',
    messengerOverrides: {},
    signals,
    // The interface before signals were handed over whole (the same page state).
    current: () => ({ page, route, viewport }),
    watchAnchors: signals.watchAnchors,
    emit: (event: string, detail: Record<string, unknown>) => void emitted.push([event, detail]),
    logPixel: vi.fn(),
    sdk: vi.fn(),
    onVisible: vi.fn(),
    // Frames still to come, unless a test says otherwise.
    allFramesStarted: new Promise<void>(() => undefined),
    ...patch,
  };
  return { ctx: ctx as unknown as HostContext, emitted };
}

const WIDGET = { widget_id: 7, widget_type: 'slide_in', name: 'Spring', data: { submitted: { redirectUrl: 'https://shop.test/thanks' } } } as unknown as Widget;
const layout = (patch: Partial<LayoutRequest> = {}): LayoutRequest => ({
  visible: true,
  placement: { kind: 'slide_in', position: 'rb' },
  size: { width: 300, height: 200 },
  ...patch,
});

let mount: HTMLElement;
beforeEach(() => {
  handlers.clear();
  sent.length = 0;
  closed = 0;
  mount = document.createElement('div');
  document.body.appendChild(mount);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  mount.remove();
});

describeFrameHostContract('the loader (createWidgetHost)', () => {
  const host = createWidgetHost(WIDGET, mount, context().ctx);
  return { say: frame, listens: () => [...handlers.keys()], sent: () => sent, deliver: host.deliver, command: host.command, dispose: host.destroy };
});

describe('widget host: the frame', () => {
  it("opens the frame document at the version the configuration names (the server's immutable address)", () => {
    const host = createWidgetHost({ ...WIDGET, frame_version: 'k3Yv_-9aQ' }, mount, context().ctx);
    expect(new URL(host.iframe.src).searchParams.get('v')).toBe('k3Yv_-9aQ');
    host.destroy();
  });
  it("names the visitor's viewport in the address where the widget's desktop first view does not hold on it (frame_viewport)", () => {
    const address = (widget: Record<string, unknown>, seen: typeof viewport) => {
      const { ctx } = context();
      const host = createWidgetHost({ ...WIDGET, frame_version: 'k3Yv_-9aQ', ...widget }, mount, { ...ctx, signals: { ...ctx.signals, viewport: seen } });
      const query = new URL(host.iframe.src).searchParams;
      host.destroy();
      return [query.get('vw'), query.get('vm')];
    };
    const phone = { width: 375, height: 740, mobile: true };
    expect(address({ frame_viewport: 392 }, phone)).toEqual(['375', '1']);
    expect(address({ frame_viewport: 769 }, { width: 700, height: 800, mobile: false })).toEqual(['700', null]);
    // A tablet reported as mobile, wide enough: its own viewport all the same (a mobile device's view may differ).
    expect(address({ frame_viewport: 769 }, { width: 1024, height: 1366, mobile: true })).toEqual(['1024', '1']);
    // The desktop view holds: one address for every such visitor.
    expect(address({ frame_viewport: 769 }, viewport)).toEqual([null, null]);
    expect(address({ frame_viewport: 769 }, { ...viewport, width: 769 })).toEqual([null, null]);
    // A kind that holds everywhere, or a configuration without the field.
    expect(address({}, phone)).toEqual([null, null]);
    expect(address({ frame_viewport: '392' }, phone)).toEqual([null, null]);
  });
  it('is a hidden, sandboxed iframe pointed at the frame document of this widget', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    expect(host.iframe.parentElement).toBe(mount);
    expect(host.iframe.getAttribute('data-widget-id')).toBe('7');
    expect(host.iframe.getAttribute('title')).toBe('Messaging opt-in widget');
    const address = new URL(host.iframe.src);
    expect(address.origin + address.pathname + address.search).toBe('https://frames.test/frame/index.html?page_id=p1&widget_id=7&host_origin=https%3A%2F%2Fshop.test&widget_type=slide_in');
    expect(host.iframe.style.getPropertyValue('visibility')).toBe('hidden');
    expect(host.visible).toBe(false);
    host.destroy();
  });
  it("carries this visitor's facts in the address's fragment, never sent to the server (item 2); none in editing mode", () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    expect(readFrameFacts(new URL(host.iframe.src).hash)).toEqual({ session: { sessionId: 's', userId: null, widget: { id: '7' } }, page, route, viewport });
    host.destroy();
    const editing = context();
    const edited = createWidgetHost(WIDGET, mount, { ...editing.ctx, settings: { ...editing.ctx.settings, editMode: true } });
    expect(new URL(edited.iframe.src).hash).toBe('');
    edited.destroy();
  });
});

describe('widget host: the hello', () => {
  it('answers with the bootstrap: the widget, the page state as it is now, this widget session', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    expect(frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' })).toEqual({
      protocolVersion: PROTOCOL_VERSION,
      widget: WIDGET,
      // The page's configuration as the loader holds it, for the frame to build the app state from.
      pageId: 'p1',
      config: { widgets: [], fb_page_id: 42, locale: 'en_US' },
      hostFont: null,
      sdkReady: { fbsdkReady: false, ytsdkReady: true, vimeosdkReady: false },
      session: { sessionId: 's', userId: null, widget: { id: '7' } },
      page,
      route,
      viewport,
      editMode: false,
      api: 'https://api.test',
      pixelApi: 'https://px.test',
      messengerOverrides: {},
    });
    host.destroy();
  });

  it('refuses a frame of another protocol, and sends it nothing', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    expect(() => frame('mc:hello', { protocolVersion: PROTOCOL_VERSION + 1, widgetId: '7' })).toThrow(/bridge protocol/);
    host.deliver('mc:viewport', viewport);
    expect(sent).toEqual([]);
    host.destroy();
  });

  it('says hello (host.hello) when the frame does, also a frame it refuses', async () => {
    for (const protocolVersion of [PROTOCOL_VERSION, PROTOCOL_VERSION + 1]) {
      const { ctx } = context();
      const host = createWidgetHost(WIDGET, mount, ctx);
      let said = false;
      void host.hello.then(() => (said = true));
      await Promise.resolve();
      expect(said).toBe(false);
      try {
        frame('mc:hello', { protocolVersion, widgetId: '7' });
      } catch {
        // The refusal is the test above's.
      }
      await Promise.resolve();
      expect(said).toBe(true);
      host.destroy();
    }
  });

  /** A host whose frame has said hello while the page's other frames are still to start (`started` says they have). */
  function helloBeforeFramesStarted() {
    let started = (): void => undefined;
    const { ctx } = context({ allFramesStarted: new Promise<void>((resolve) => (started = resolve)) });
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    return { host, started };
  }

  it('tells the frame, after its hello, when every frame of the page has started', async () => {
    const { host, started } = helloBeforeFramesStarted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    started();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([['mc:frames-started', {}]]);
    host.destroy();
  });

  it('tells a frame destroyed meanwhile nothing', async () => {
    const { host, started } = helloBeforeFramesStarted();
    host.destroy();
    started();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
  });

  it('sends signals only once the frame has its bootstrap', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    host.deliver('mc:viewport', viewport);
    expect(sent).toEqual([]);
    frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    host.deliver('mc:viewport', viewport);
    expect(sent).toEqual([['mc:viewport', viewport]]);
    host.destroy();
  });
});

describe('widget host: its place on the page', () => {
  it('shows the iframe as the frame asked, follows its size, hides it again', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:layout', layout({ title: 'Spring sale' }));
    expect(host.iframe.getAttribute('title')).toBe('Spring sale');
    expect(host.visible).toBe(true);
    expect(ctx.onVisible).toHaveBeenCalledExactlyOnceWith(host);
    expect(host.iframe.style.getPropertyValue('width')).toBe('300px');
    expect(host.iframe.style.getPropertyPriority('width')).toBe('important');
    frame('mc:resize', { width: 320, height: 240 });
    expect(host.iframe.style.getPropertyValue('height')).toBe('240px');
    expect(ctx.onVisible).toHaveBeenCalledOnce();
    frame('mc:layout', layout({ visible: false }));
    expect(host.visible).toBe(false);
    expect(host.iframe.style.getPropertyValue('visibility')).toBe('hidden');
    host.destroy();
  });

  it('shows the iframe on a hello that carries its painted layout, with no message before it (item 2)', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    const bootstrap = frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7', layout: layout({ title: 'Spring sale' }) });
    expect(bootstrap).toMatchObject({ protocolVersion: PROTOCOL_VERSION, widget: WIDGET });
    expect(host.visible).toBe(true);
    expect(host.iframe.getAttribute('title')).toBe('Spring sale');
    expect(host.iframe.style.getPropertyValue('width')).toBe('300px');
    expect(ctx.onVisible).toHaveBeenCalledExactlyOnceWith(host);
    host.destroy();
  });

  it("shows a hello's layout when only the width changed within its rules since the frame was made (a scrollbar appeared)", () => {
    const { ctx } = context();
    const signals = { ...ctx.signals };
    const host = createWidgetHost(WIDGET, mount, { ...ctx, signals });
    signals.viewport = { ...viewport, width: 1265 };
    frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7', layout: layout() });
    expect(host.visible).toBe(true);
    host.destroy();
    // A view rendered for the exact viewport the address named holds on that one only.
    const phone = { width: 375, height: 740, mobile: true };
    const named = context();
    const phoneSignals = { ...named.ctx.signals, viewport: phone };
    const slideIn = createWidgetHost({ ...WIDGET, frame_viewport: 392 } as Widget, mount, { ...named.ctx, signals: phoneSignals });
    phoneSignals.viewport = { ...phone, width: 360 };
    frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7', layout: layout() });
    expect(slideIn.visible).toBe(false);
    slideIn.destroy();
  });

  it("leaves a hello's layout to the frame app when the window or the route changed since the frame was made", () => {
    for (const change of [{ viewport: { ...viewport, width: 360 } }, { viewport: { ...viewport, mobile: true } }, { route: { url: 'https://shop.test/cart', lastChange: 1 } }]) {
      const { ctx } = context();
      const signals = { ...ctx.signals };
      const host = createWidgetHost(WIDGET, mount, { ...ctx, signals });
      Object.assign(signals, change);
      frame('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7', layout: layout() });
      expect(host.visible, JSON.stringify(change)).toBe(false);
      // The frame app's own layout, from the bootstrap's facts, shows it.
      frame('mc:layout', layout());
      expect(host.visible).toBe(true);
      host.destroy();
    }
  });

  it('ignores a resize before any layout', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:resize', { width: 320, height: 240 });
    expect(host.visible).toBe(false);
    host.destroy();
  });

  it('gives its place up when destroyed: the bridge closed, the iframe gone', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:layout', layout());
    host.destroy();
    expect(closed).toBe(1);
    expect(host.visible).toBe(false);
    expect(host.iframe.isConnected).toBe(false);
  });
});

describe('widget host: widget events and commands', () => {
  it('queues the host page commands until the frame is ready, then sends them in order', () => {
    const { ctx, emitted } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    host.command({ command: 'open' });
    host.command({ command: 'setPayload', payload: 'x' });
    expect(sent).toEqual([]);
    frame('mc:widget-event', { event: 'ready', detail: { messenger: 'none' } });
    host.command({ command: 'close' });
    expect(sent.map(([, payload]) => payload)).toEqual([{ command: 'open' }, { command: 'setPayload', payload: 'x' }, { command: 'close' }]);
    expect(emitted).toEqual([['ready', { widgetId: '7', widgetType: 'slide_in', messenger: 'none' }]]);
    host.destroy();
  });

  it('keeps the checkbox state the frame reported, before the event goes out', () => {
    let seen: unknown = null;
    const { ctx } = context({ emit: () => (seen = host.checkbox) });
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:widget-event', { event: 'checked', detail: { checked: true, ref: 'w7.s', userRef: 'u' } });
    expect(seen).toEqual({ checked: true, ref: 'w7.s', userRef: 'u' });
    host.destroy();
  });
});

describe('widget host: what the frame reports or asks of the loader', () => {
  it('passes pixel events, session updates, anchors and SDK reports on, naming this widget', () => {
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:pixel-event', { event: 'open' });
    frame('mc:session-update', { manualClose: true });
    frame('mc:watch-anchors', { anchors: ['a'] });
    frame('mc:sdk', { sdk: 'fbsdk', ready: true });
    expect(ctx.logPixel).toHaveBeenCalledWith('7', 'open', {});
    expect(ctx.session.update).toHaveBeenCalledWith('7', { manualClose: true });
    expect(ctx.signals.watchAnchors).toHaveBeenCalledWith(['a']);
    expect(ctx.sdk).toHaveBeenCalledWith('7', { sdk: 'fbsdk', ready: true });
    host.destroy();
  });

  it('navigates only to the configured redirect and opens only its own m.me link', () => {
    const assign = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ href: 'https://shop.test/', assign } as unknown as Location);
    const { ctx } = context();
    const host = createWidgetHost(WIDGET, mount, ctx);
    frame('mc:navigate', { url: 'https://evil.test/', target: 'same' });
    frame('mc:open-window', { url: 'https://evil.test/' });
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(2);
    frame('mc:navigate', { url: 'https://shop.test/thanks', target: 'new' });
    expect(assign).toHaveBeenCalledWith('https://shop.test/thanks');
    host.destroy();
  });

  it('passes an editor change on only in editing mode', () => {
    const quiet = context();
    const host = createWidgetHost(WIDGET, mount, quiet.ctx);
    frame('mc:editor-change', { field: 'title', value: 'Hi' });
    expect(quiet.emitted).toEqual([]);
    host.destroy();
    const editing = context({ settings: { ...quiet.ctx.settings, editMode: true } });
    const edited = createWidgetHost(WIDGET, mount, editing.ctx);
    frame('mc:editor-change', { field: 'title', value: 'Hi' });
    expect(editing.emitted).toEqual([['editor:change', { widgetId: '7', widgetType: 'slide_in', field: 'title', value: 'Hi' }]]);
    edited.destroy();
  });
});

describe('widget host: an embed anchor\'s reserved space', () => {
  const BOX = { widget_id: 71, widget_type: 'box', channel: 'sms', name: 'Card' } as unknown as Widget;
  const inline = (patch: Partial<LayoutRequest>) => layout({ placement: { kind: 'inline' }, ...patch });

  it('is kept while the frame loads and while it waits for its trigger, given back when it does not display, the site\'s again when it shows', () => {
    const host = createWidgetHost(BOX, mount, context().ctx);
    const reserve = () => [mount.style.getPropertyValue('min-height'), mount.style.getPropertyPriority('min-height')];
    expect(reserve()).toEqual(['', '']);
    frame('mc:layout', inline({ visible: false, waiting: true }));
    expect(reserve()).toEqual(['', '']);
    frame('mc:layout', inline({ visible: true }));
    expect(reserve()).toEqual(['', '']);
    frame('mc:layout', inline({ visible: false }));
    expect(reserve()).toEqual(['0', 'important']);
    frame('mc:layout', inline({ visible: true }));
    expect(reserve()).toEqual(['', '']);
    host.destroy();
  });

  it('is never touched for a floating widget (its mount is the root element, beside the body)', () => {
    const host = createWidgetHost(WIDGET, document.documentElement, context().ctx);
    frame('mc:layout', layout({ visible: false }));
    expect(document.documentElement.style.getPropertyValue('min-height')).toBe('');
    host.destroy();
  });
});
