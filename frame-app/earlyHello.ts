/**
 * The frame's handshake, sent the moment the frame document can run a script: a separate entry of the
 * frame build, an `async` module of its own in the frame document (vite.frame.config.ts), small, and
 * importing nothing of React or the machines.
 *
 * Why: the host's reply (the bootstrap) used to be asked for only after the frame app had evaluated
 * React, XState and the boot code, and the bench's milestones showed the frame then waiting for it
 * (issue 12: 190 ms cold, 94 ms warm between "frame JS evaluated" and "bootstrap received"). Sent from
 * here, the host answers while the frame app is still loading, and the reply waits in the port
 * (a MessagePort queues messages until it is listened to) for main.tsx, which takes the port.
 *
 * The same checks as main.tsx come first: only inside an iframe, with the URL's page, widget and host
 * origin, and never to a parent the browser says is another origin than the URL's.
 */
import { parseFrameParams } from '../bridge-protocol/frameUrl';
import { postHello } from '../bridge-protocol/handshake';
import { verifyHostOrigin } from './boot/verifyHostOrigin';

interface SentHello {
  port: MessagePort;
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
  sent = { port: postHello(window.parent, params.hostOrigin, params.widgetId), widgetId: params.widgetId, hostOrigin: params.hostOrigin };
}

/**
 * The port of the handshake this script sent for that widget and host, once; null when it sent none
 * (the frame app then sends its own).
 */
export function takeEarlyHello(widgetId: string, hostOrigin: string): MessagePort | null {
  const taken = sent;
  sent = null;
  return taken && taken.widgetId === widgetId && taken.hostOrigin === hostOrigin ? taken.port : null;
}

try {
  sendEarly();
} catch (error) {
  // The frame app sends its own handshake; this one only saves time.
  console.warn('[MC] frame: the early handshake failed; the frame app sends its own.', error);
}
