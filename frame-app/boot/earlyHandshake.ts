/**
 * The handshake the first script sends before the frame app has loaded (earlyHello.ts, through the
 * first paint: firstPaint.ts), and what arrives on its port until the frame app takes it over
 * (main.tsx, FirstPaint.takeHello). The host's reply is also the painted view's bootstrap: it goes to
 * the first paint at once.
 */
import type { EarlyHandshake } from '../../bridge-protocol/channel';
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { parseFrameParams } from '../../bridge-protocol/frameUrl';
import { HELLO_REQUEST_ID, postHello } from '../../bridge-protocol/handshake';
import { verifyHostOrigin } from './verifyHostOrigin';
import type { PaintedPost } from './earlyClose';

/** A handshake sent: its port, what arrived on it so far, and the widget and host it was for. */
export interface SentHello extends EarlyHandshake {
  widgetId: string;
  hostOrigin: string;
}

/** What the first script does with what arrives before the frame app takes the port. */
export interface EarlyHelloHandlers {
  /** The host's reply for this widget: the bootstrap, and how to post on the port meanwhile. */
  reply(widgetId: string, bootstrap: unknown, post: PaintedPost): void;
  /** The host says every frame of the page has started (mc:frames-started). */
  framesStarted(): void;
}

/**
 * The frame's mark for the host's mc:frames-started. Only the first script waits for it: once the frame
 * app holds the port, it has started and the message changes nothing (no handler takes it).
 */
const FRAMES_STARTED_MARK = 'mc:frame-frames-started';

/** The widget and host of this document, if it is a widget's frame that may say hello to its parent; else null. */
export function widgetFrameParams(win: Window): { widgetId: string; hostOrigin: string } | null {
  if (win.parent === win) return null;
  const params = parseFrameParams(win.location.search);
  return params && verifyHostOrigin(params.hostOrigin, win.location.ancestorOrigins) === null ? params : null;
}

/**
 * Sends the handshake (with the painted view's first layout, where the first script decided it from the
 * facts in the frame's address) if this document is a widget's frame (inside an iframe, with the URL's page, widget
 * and host origin, and never to a parent the browser says is another origin); null when it sent none
 * (main.tsx reports why).
 */
export function sendEarlyHello(win: Window, handlers: EarlyHelloHandlers, layout?: LayoutRequest): SentHello | null {
  const params = widgetFrameParams(win);
  if (params === null) return null;
  performance.mark?.('mc:frame-hello');
  const port = postHello(win.parent, params.hostOrigin, params.widgetId, layout);
  const hello: SentHello = { port, received: [], widgetId: params.widgetId, hostOrigin: params.hostOrigin };
  hello.port.onmessage = (event: MessageEvent<unknown>) => {
    hello.received.push(event.data);
    const data = event.data as { r?: unknown; n?: unknown; p?: unknown } | null;
    if (data === null || typeof data !== 'object') return;
    if (data.r === HELLO_REQUEST_ID) handlers.reply(hello.widgetId, data.p, (n, p) => hello.port.postMessage({ n, p }));
    else if (data.n === 'mc:frames-started') {
      performance.mark?.(FRAMES_STARTED_MARK);
      handlers.framesStarted();
    }
  };
  return hello;
}

/** `sent` handed over to the frame app for that widget and host (its listener removed), or null. */
export function handOverHello(sent: SentHello | null, widgetId: string, hostOrigin: string): EarlyHandshake | null {
  if (!sent || sent.widgetId !== widgetId || sent.hostOrigin !== hostOrigin) return null;
  sent.port.onmessage = null;
  return { port: sent.port, received: sent.received };
}
