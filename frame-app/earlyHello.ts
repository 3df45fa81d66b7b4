/**
 * The frame's first script and the frame document's only entry (index.html): an `async` module first
 * in the head, small, importing nothing of React or the machines. It
 * 1. sends the handshake the moment the document can run a script. The host answers while the frame
 *    app is still loading; its reply waits here for main.tsx, which takes the port and what arrived on
 *    it (issue 12: the bootstrap used to be asked for only after React and XState had been evaluated);
 * 2. shows a painted document at once (issue 26 item 2): when the server painted the widget's first view
 *    (serverView/), the bootstrap's facts pass the machine's own display rules (boot/paintedLayout.ts)
 *    and the markup has its stylesheet, it asks the host to show the frame at the painted root's size
 *    (boot/firstPaint.ts). React hydrates that markup later, from the same state, without a change;
 * 3. starts the frame app (main.tsx, a chunk the document preloads). In a painted document only once the
 *    first paint is decided: evaluating React and XState holds this thread for a few hundred
 *    milliseconds on a slow phone, and the host's reply would wait behind it (profiled: the reply
 *    arrived during that evaluation, and the painted view was shown only after it).
 *
 * The same checks as main.tsx come first: only inside an iframe, with the URL's page, widget and host
 * origin, and never to a parent the browser says is another origin than the URL's.
 */
import './styles.css';
import type { EarlyHandshake } from '../bridge-protocol/channel';
import { parseFrameParams } from '../bridge-protocol/frameUrl';
import { HELLO_REQUEST_ID, postHello } from '../bridge-protocol/handshake';
import { FIRST_VIEW_STATE_ID } from '../bridge-protocol/paintedDocument';
import { verifyHostOrigin } from './boot/verifyHostOrigin';
import { showPaintedFirstView, whenParsed } from './boot/firstPaint';

/**
 * How long a painted document waits for the host's reply before it starts the frame app anyway: a host
 * that never answers must still get the frame app's own report of it.
 */
const APP_START_LIMIT_MS = 1_000;

interface SentHello extends EarlyHandshake {
  widgetId: string;
  hostOrigin: string;
}

let sent: SentHello | null = null;
let appStarted = false;

function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  import('./main').catch((error: unknown) => console.error('[MC] frame: the frame app failed to load.', error));
}

function sendEarly(): boolean {
  if (window.parent === window) return false;
  const params = parseFrameParams(location.search);
  // main.tsx reports these refusals; here the handshake is simply not sent.
  if (!params || verifyHostOrigin(params.hostOrigin, location.ancestorOrigins) !== null) return false;
  performance.mark?.('mc:frame-hello');
  const hello: SentHello = { port: postHello(window.parent, params.hostOrigin, params.widgetId), received: [], widgetId: params.widgetId, hostOrigin: params.hostOrigin };
  sent = hello;
  hello.port.onmessage = (event: MessageEvent<unknown>) => {
    hello.received.push(event.data);
    const data = event.data as { r?: unknown; p?: unknown } | null;
    if (data !== null && typeof data === 'object' && data.r === HELLO_REQUEST_ID) {
      showPaintedFirstView(document, hello.widgetId, data.p, (request) => hello.port.postMessage({ n: 'mc:layout', p: request }), startApp);
    }
  };
  return true;
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

let helloSent = false;
try {
  helloSent = sendEarly();
} catch (error) {
  // The frame app sends its own handshake; this one only saves time.
  console.warn('[MC] frame: the early handshake failed; the frame app sends its own.', error);
}
if (!helloSent) startApp();
else {
  whenParsed(document, () => {
    // A plain document (browser-painted kinds, an older version's address) has nothing to show first.
    if (document.getElementById(FIRST_VIEW_STATE_ID) === null) startApp();
    else setTimeout(startApp, APP_START_LIMIT_MS);
  });
}
