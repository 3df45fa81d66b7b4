/**
 * The bridge over a MessagePort: the handshake is accepted only from the iframe's own window and the
 * frame origin, payloads are validated on arrival, replies come back, and nothing throws.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToHost, listenForFrame, type Channel } from '../../../bridge-protocol/channel';
import { demoBootstrap, helloReply } from '../frame-app/fixtures';
import { bootstrapSchema, frameToHost, hostToFrame, PROTOCOL_VERSION, type BootstrapMessage } from '../../../bridge-protocol/messages';
import { postHello } from '../../../bridge-protocol/handshake';

const HOST = 'http://host.test';
const FRAME = 'http://frames.test';

/** A message event as the browser builds it (node's MessageEvent accepts only a MessagePort as source). */
function messageEvent(init: { data: unknown; origin: string; source: unknown; ports?: MessagePort[] }): Event {
  const event = new Event('message');
  return Object.defineProperties(event, {
    data: { value: init.data },
    origin: { value: init.origin },
    source: { value: init.source },
    ports: { value: init.ports ?? [] },
  });
}

/** A host window: an EventTarget that receives what the frame posts to its parent. */
function fakeHost() {
  const win = new EventTarget() as EventTarget & Window;
  const frameWindow = {} as Window;
  const iframe = { contentWindow: frameWindow } as HTMLIFrameElement;
  /** What the frame's `parent.postMessage` does: a message event at the host, from `source`. */
  const parentOf = (source: Window, origin: string) =>
    ({
      postMessage(data: unknown, targetOrigin: string, transfer: MessagePort[]) {
        // The browser delivers only when the target origin is the host's.
        if (targetOrigin !== HOST) return;
        win.dispatchEvent(messageEvent({ data, origin, source, ports: transfer }));
      },
    }) as unknown as Window;
  return { win, iframe, frameWindow, parentOf };
}

const bootstrap = (): BootstrapMessage => helloReply(demoBootstrap({ api: FRAME, pixelApi: FRAME }));

const channels: Array<Channel<'host'> | Channel<'frame'>> = [];
const track = <C extends Channel<'host'> | Channel<'frame'>>(c: C): C => (channels.push(c), c);
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
  vi.restoreAllMocks();
});

describe('bridge channel', () => {
  it('hands the port over with hello and answers it with the bootstrap', async () => {
    const { win, iframe, frameWindow, parentOf } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    const hellos: unknown[] = [];
    host.on('mc:hello', (hello) => (hellos.push(hello), bootstrap()));
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema } }));
    const reply = await frame.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    expect(hellos).toEqual([{ protocolVersion: PROTOCOL_VERSION, widgetId: '7' }]);
    expect(reply.widget.widget_id).toBe(bootstrap().widget.widget_id);

    // Later messages use the port, in both directions.
    const viewports: unknown[] = [];
    frame.on('mc:viewport', (v) => void viewports.push(v));
    await host.send('mc:viewport', { width: 375, height: 700, mobile: true });
    await vi.waitFor(() => expect(viewports).toEqual([{ width: 375, height: 700, mobile: true }]));
  });

  it('takes over a handshake sent before the frame app loaded: no second hello, the queued reply resolves it', async () => {
    const { win, iframe, frameWindow, parentOf } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    const hellos: unknown[] = [];
    host.on('mc:hello', (hello) => (hellos.push(hello), bootstrap()));
    const parent = parentOf(frameWindow, FRAME);
    const posted = vi.spyOn(parent, 'postMessage');
    // earlyHello.ts: the handshake goes out first; the host's reply waits in the port meanwhile.
    const port = postHello(parent, HOST, '7');
    // The host replies in the microtask after its handler, so by the time vi.waitFor sees the hello
    // (its checks run on timers) the reply is already waiting in the port.
    await vi.waitFor(() => expect(hellos).toEqual([{ protocolVersion: PROTOCOL_VERSION, widgetId: '7' }]));

    const frame = track(connectToHost(parent, HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema } }, { port, received: [] }));
    const reply = await frame.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    expect(reply.widget.widget_id).toBe(bootstrap().widget.widget_id);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(hellos).toHaveLength(1);

    // And the port carries the rest, both ways.
    const layouts: unknown[] = [];
    host.on('mc:layout', (layout) => void layouts.push(layout));
    const layout = { visible: true, placement: { kind: 'bar', position: 'bottom', push: false, stick: true }, size: { width: 300, height: 60 }, title: 't' } as const;
    await frame.send('mc:layout', layout);
    await vi.waitFor(() => expect(layouts).toHaveLength(1));
  });

  it('takes a reply that the first script received before the frame app asked (issue 26: the first script reads the bootstrap)', async () => {
    const { frameWindow, parentOf } = fakeHost();
    const { port1 } = new MessageChannel();
    const early = bootstrap();
    // What earlyHello.ts's listener took off the port: the reply to request 1, then a host message.
    const received = [{ r: 1, p: early }, { n: 'mc:viewport', p: { width: 400, height: 700, mobile: true } }];
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema }, timeout: 50 }, { port: port1, received }));
    const reply = await frame.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' });
    expect(reply).toEqual(early);
  });

  it('refuses an invalid reply that arrived before the request waited, as it would a late one', async () => {
    const { frameWindow, parentOf } = fakeHost();
    const { port1 } = new MessageChannel();
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema }, timeout: 50 }, { port: port1, received: [{ r: 1, p: { nonsense: true } }] }));
    await expect(frame.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' })).rejects.toThrow(/invalid reply/);
  });

  it('refuses a first message other than mc:hello on a port whose handshake was sent already', async () => {
    const { frameWindow, parentOf } = fakeHost();
    const { port1 } = new MessageChannel();
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, timeout: 50 }, { port: port1, received: [] }));
    await expect(frame.send('mc:resize', { width: 1, height: 1 })).rejects.toThrow(/sent already, as mc:hello/);
  });

  it('ignores a handshake from another window or another origin', async () => {
    const { win, iframe, frameWindow, parentOf } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    const seen = vi.fn(() => bootstrap());
    host.on('mc:hello', seen);
    const options = { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema }, timeout: 50 };
    const hello = { protocolVersion: PROTOCOL_VERSION, widgetId: '7' };
    const stranger = track(connectToHost(parentOf({} as Window, FRAME), HOST, options));
    await expect(stranger.send('mc:hello', hello)).rejects.toThrow(/no reply/);
    const otherOrigin = track(connectToHost(parentOf(frameWindow, 'http://evil.test'), HOST, options));
    await expect(otherOrigin.send('mc:hello', hello)).rejects.toThrow(/no reply/);
    expect(seen).not.toHaveBeenCalled();
  });

  it('drops an invalid payload with one warning and refuses the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, iframe, frameWindow, parentOf } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    const seen = vi.fn(() => bootstrap());
    host.on('mc:hello', seen);
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema } }));
    await expect(frame.send('mc:hello', { protocolVersion: 'one', widgetId: '7' } as never)).rejects.toThrow(/invalid payload: mc:hello.protocolVersion/);
    expect(seen).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('passes a refusal from the handler back to the sender', async () => {
    const { win, iframe, frameWindow, parentOf } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    host.on('mc:hello', () => {
      throw new Error('frame speaks bridge protocol 1, this loader speaks 2');
    });
    const frame = track(connectToHost(parentOf(frameWindow, FRAME), HOST, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema } }));
    await expect(frame.send('mc:hello', { protocolVersion: PROTOCOL_VERSION, widgetId: '7' })).rejects.toThrow('this loader speaks 2');
  });

  it('ignores junk on the window and on the port without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, iframe, frameWindow } = fakeHost();
    const host = track(listenForFrame(win, iframe, FRAME, { incoming: frameToHost }));
    const layouts = vi.fn();
    host.on('mc:layout', layouts);
    const resizes: unknown[] = [];
    host.on('mc:resize', (size) => void resizes.push(size));
    for (const data of [null, 'x', [1], { 'mc:connect': true }, '{"__post_robot_10_0_46__":[null]}'])
      win.dispatchEvent(messageEvent({ data, origin: FRAME, source: frameWindow }));
    // A real handshake, then junk on the port.
    const { port1, port2 } = new MessageChannel();
    win.dispatchEvent(messageEvent({ data: { 'mc:connect': true, n: 'mc:resize', p: { width: 1, height: 2 } }, origin: FRAME, source: frameWindow, ports: [port2] }));
    for (const junk of [null, 42, { n: 'mc:nope' }, { n: 'toString', p: {} }, { r: 99 }]) port1.postMessage(junk);
    // A port delivers in order: once a message sent after the junk has arrived, all the junk was read.
    port1.postMessage({ n: 'mc:resize', p: { width: 3, height: 4 } });
    await vi.waitFor(() => expect(resizes).toContainEqual({ width: 3, height: 4 }));
    expect(layouts).not.toHaveBeenCalled();
    // Foreign shapes are ignored in silence; what the real frame sends wrongly is worth a warning.
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('handshake without its port'),
      expect.stringContaining('unknown message "mc:nope"'),
      expect.stringContaining('unknown message "toString"'),
    ]);
    port1.close();
  });
});
