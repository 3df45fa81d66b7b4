/**
 * The frame app, started by the document's first script (earlyHello.ts, which also carries the
 * stylesheet) with the first paint it holds (boot/firstPaint.ts). Three ways to open the document:
 * - inside an iframe created by loader.js, with page_id, widget_id and host_origin → the widget;
 * - as a top-level page with `?qa=<fixture>` → the QA harness (a lazy chunk, never loaded by widgets);
 * - anything else → a short explanation, because a blank page would look like a bug.
 */
import { connectToHost } from '../bridge-protocol/channel';
import { parseFrameParams } from '../bridge-protocol/frameUrl';
import { yieldToMain } from '../bridge-protocol/yieldToMain';
import { bootstrapSchema, hostToFrame } from '../bridge-protocol/messages';
import { bootFrame } from './boot/bootFrame';
import { prefetchLayoutView } from './boot/resolveKind';
import { verifyHostOrigin } from './boot/verifyHostOrigin';
import type { FirstPaint } from './boot/firstPaint';
import { readFirstView } from './boot/firstViewState';

function explain(root: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.textContent = text;
  p.className = 'm-4 max-w-prose font-sans text-sm text-slate-700';
  root.replaceChildren(p);
}

function start(firstPaint: FirstPaint): void {
  performance.mark?.('mc:frame-start');
  const root = document.getElementById('root');
  if (!root) {
    console.error('[MC] frame: the document has no #root element.');
    return;
  }
  const inFrame = window.parent !== window;
  const search = new URLSearchParams(location.search);

  if (!inFrame && search.has('qa')) {
    import('./qa/startQa')
      .then(({ startQa }) => startQa(root, search.get('qa') ?? ''))
      .catch((error: unknown) => console.error('[MC] frame: the QA harness failed to load.', error));
    return;
  }

  const params = inFrame ? parseFrameParams(location.search) : null;
  if (!params) {
    console.error('[MC] frame: opened without a host (needs an iframe from loader.js with page_id, widget_id and host_origin).');
    explain(
      root,
      'This is the document of a messenger opt-in widget. It runs inside an iframe that loader.js creates on a web page. ' +
        'To look at a widget on its own, add ?qa=bar to this address.',
    );
    return;
  }

  const mismatch = verifyHostOrigin(params.hostOrigin, location.ancestorOrigins);
  if (mismatch) {
    console.error(`[MC] widget ${params.widgetId}: refusing to start: ${mismatch}.`);
    return;
  }

  // The layout chunk travels while the bridge handshake does; boot awaits (and reports) a failure.
  if (params.widgetType) prefetchLayoutView(params.widgetType, params.channel);
  // earlyHello.ts has usually sent the handshake already; the bootstrap may be waiting in its port.
  const early = firstPaint.takeHello(params.widgetId, params.hostOrigin);
  const channel = connectToHost(window.parent, params.hostOrigin, { incoming: hostToFrame, replies: { 'mc:hello': bootstrapSchema } }, early);
  const { widgetId } = params;
  void bootFrame({
    channel,
    widgetId,
    root,
    painted: readFirstView(document, widgetId)?.state ?? null,
    firstPaint,
    // The reply came after this app took the port from earlyHello.ts: the painted view is shown from here.
    onBootstrap: (bootstrap) =>
      firstPaint.show(widgetId, bootstrap, (name, payload) => void channel.send(name, payload).catch(() => undefined)),
  });
}

/**
 * The frame app's start, called by the first script (earlyHello.ts) with its first paint, whole. In a
 * task of its own, apart from evaluating this app's modules: with site isolation off the two were one
 * task of 90 ms on the host's thread under the 4× CPU throttle (issue 26 item 4, profiled).
 */
export function startFrameApp(firstPaint: FirstPaint): void {
  void yieldToMain().then(() => start(firstPaint));
}
