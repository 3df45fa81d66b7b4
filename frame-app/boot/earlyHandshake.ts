/**
 * The handshake the first script (earlyHello.ts) sends before the frame app has loaded, and what
 * arrives on its port until the frame app takes it over (main.tsx, takeEarlyHello). The host's reply is
 * also the painted view's bootstrap: it goes to boot/firstPaint.ts at once.
 */
import type { EarlyHandshake } from '../../bridge-protocol/channel';
import { parseFrameParams } from '../../bridge-protocol/frameUrl';
import { HELLO_REQUEST_ID, postHello } from '../../bridge-protocol/handshake';
import { showPaintedFirstView } from './firstPaint';
import { verifyHostOrigin } from './verifyHostOrigin';

interface SentHello extends EarlyHandshake {
  widgetId: string;
  hostOrigin: string;
}

let sent: SentHello | null = null;

/**
 * The frame's mark for the host's mc:frames-started. Only the first script waits for it: once the frame
 * app holds the port, it has started and the message changes nothing (no handler takes it).
 */
const FRAMES_STARTED_MARK = 'mc:frame-frames-started';

/**
 * Sends the handshake if this document is a widget's frame (inside an iframe, with the URL's page, widget
 * and host origin, and never to a parent the browser says is another origin); false when it sent none
 * (main.tsx reports why). `decided`: the painted view's first paint is decided once the reply is here;
 * `framesStarted`: the host says every frame of the page has started (mc:frames-started).
 */
export function sendEarlyHello(decided: () => void, framesStarted: () => void): boolean {
  if (window.parent === window) return false;
  const params = parseFrameParams(location.search);
  if (!params || verifyHostOrigin(params.hostOrigin, location.ancestorOrigins) !== null) return false;
  performance.mark?.('mc:frame-hello');
  const hello: SentHello = { port: postHello(window.parent, params.hostOrigin, params.widgetId), received: [], widgetId: params.widgetId, hostOrigin: params.hostOrigin };
  sent = hello;
  hello.port.onmessage = (event: MessageEvent<unknown>) => {
    hello.received.push(event.data);
    const data = event.data as { r?: unknown; n?: unknown; p?: unknown } | null;
    if (data === null || typeof data !== 'object') return;
    if (data.r === HELLO_REQUEST_ID) {
      const post = (n: 'mc:layout' | 'mc:resize', p: unknown): void => hello.port.postMessage({ n, p });
      showPaintedFirstView(document, hello.widgetId, data.p, { layout: (request) => post('mc:layout', request), resize: (size) => post('mc:resize', size) }, decided);
    } else if (data.n === 'mc:frames-started') {
      performance.mark?.(FRAMES_STARTED_MARK);
      framesStarted();
    }
  };
  return true;
}

/**
 * The handshake sent for that widget and host, with what has arrived on its port so far, once; null
 * when none was sent (the frame app then sends its own).
 */
export function takeEarlyHello(widgetId: string, hostOrigin: string): EarlyHandshake | null {
  const taken = sent;
  sent = null;
  if (!taken || taken.widgetId !== widgetId || taken.hostOrigin !== hostOrigin) return null;
  taken.port.onmessage = null;
  return { port: taken.port, received: taken.received };
}
