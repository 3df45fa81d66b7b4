/**
 * The handshake envelope, the only bridge message that travels between windows (channel.ts): the
 * frame's `mc:hello` as request 1, marked with CONNECT, carrying the frame's end of a new
 * MessageChannel. Its own module, and small, because the frame sends it from a script of its own
 * before the frame app has loaded (frame-app/earlyHello.ts).
 */

/** The marker of the handshake envelope. */
export const CONNECT = 'mc:connect';

/** The request id of `mc:hello`: the first message a frame sends. */
export const HELLO_REQUEST_ID = 1;

/**
 * Bridge protocol version, bumped on any incompatible change of a payload of messages.ts; the host
 * refuses a frame that speaks another one (SPEC §8).
 * 2: the bootstrap carries the messenger overrides as stored text (the frame parses them); mc:sdk added.
 * 3: the bootstrap carries the page's configuration (pageId, config, hostFont, sdkReady) instead of its
 *    runtime app state and locale, which the frame builds (bootstrapApp.ts).
 */
export const PROTOCOL_VERSION = 3;

interface HelloPayload {
  protocolVersion: number;
  widgetId: string;
  /**
   * The painted view's first layout, where the first script decided it from the facts in the frame's
   * address (frameFacts.ts): the host shows the frame on the hello itself, with no message on the port
   * before it (issue 46 item 2). Checked by the host as an `mc:layout` is (messages.ts).
   */
  layout?: unknown;
}

/**
 * Posts the handshake to `parent`, to the exact host origin only, and returns the frame's end of the
 * port; the host's reply (the bootstrap) waits in that port until someone listens.
 */
export function postHello(parent: Window, hostOrigin: string, widgetId: string, layout?: unknown): MessagePort {
  const { port1, port2 } = new MessageChannel();
  const hello: HelloPayload = layout === undefined ? { protocolVersion: PROTOCOL_VERSION, widgetId } : { protocolVersion: PROTOCOL_VERSION, widgetId, layout };
  parent.postMessage({ n: 'mc:hello', p: hello, i: HELLO_REQUEST_ID, [CONNECT]: true }, hostOrigin, [port2]);
  return port1;
}
