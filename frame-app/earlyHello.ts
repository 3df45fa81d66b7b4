/**
 * The frame's first script: an entry of its own in the frame build, an `async` module first in the
 * frame document (vite.frame.config.ts), small, importing nothing of React or the machines. It
 * 1. sends the handshake the moment the document can run a script. The host answers while the frame
 *    app is still loading; its reply waits here for main.tsx, which takes the port and what arrived on
 *    it (issue 12: the bootstrap used to be asked for only after React and XState had been evaluated);
 * 2. shows a painted document at once (issue 26 item 2): when the server painted the widget's first view
 *    (serverView/), the bootstrap's facts pass the machine's own display rules (boot/paintedLayout.ts) and
 *    the markup has its stylesheet, it asks the host to show the frame at the painted root's size.
 *    React hydrates that markup later, from the same state, without a visible change.
 *
 * The same checks as main.tsx come first: only inside an iframe, with the URL's page, widget and host
 * origin, and never to a parent the browser says is another origin than the URL's.
 */
import type { EarlyHandshake } from '../bridge-protocol/channel';
import { parseFrameParams } from '../bridge-protocol/frameUrl';
import { HELLO_REQUEST_ID, postHello } from '../bridge-protocol/handshake';
import { verifyHostOrigin } from './boot/verifyHostOrigin';
import { showPaintedFirstView } from './boot/firstPaint';

interface SentHello extends EarlyHandshake {
  widgetId: string;
  hostOrigin: string;
}

let sent: SentHello | null = null;

function sendEarly(): void {
  if (window.parent === window) return;
  const params = parseFrameParams(location.search);
  // main.tsx reports these refusals; here the handshake is simply not sent.
  if (!params || verifyHostOrigin(params.hostOrigin, location.ancestorOrigins) !== null) return;
  performance.mark?.('mc:frame-hello');
  const hello: SentHello = { port: postHello(window.parent, params.hostOrigin, params.widgetId), received: [], widgetId: params.widgetId, hostOrigin: params.hostOrigin };
  sent = hello;
  hello.port.onmessage = (event: MessageEvent<unknown>) => {
    hello.received.push(event.data);
    const data = event.data as { r?: unknown; p?: unknown } | null;
    if (data !== null && typeof data === 'object' && data.r === HELLO_REQUEST_ID) {
      showPaintedFirstView(document, hello.widgetId, data.p, (request) => hello.port.postMessage({ n: 'mc:layout', p: request }));
    }
  };
}

/**
 * The handshake this script sent for that widget and host, with what has arrived on its port so far,
 * once; null when it sent none (the frame app then sends its own).
 */
export function takeEarlyHello(widgetId: string, hostOrigin: string): EarlyHandshake | null {
  const taken = sent;
  sent = null;
  if (!taken || taken.widgetId !== widgetId || taken.hostOrigin !== hostOrigin) return null;
  taken.port.onmessage = null;
  return { port: taken.port, received: taken.received };
}

try {
  sendEarly();
} catch (error) {
  // The frame app sends its own handshake; this one only saves time.
  console.warn('[MC] frame: the early handshake failed; the frame app sends its own.', error);
}
