/**
 * Shows a painted first view as soon as the host's bootstrap is here (issue 26 item 2), whichever
 * script holds it first: the first script (earlyHello.ts) when the reply reaches its port, or the frame
 * app (main.tsx) when the app took the port over before the reply came (a warm cache loads the app in
 * a few milliseconds). Once per document, and never after the frame app's own layout has started: from
 * then on the layout is the frame app's (frameLayout.ts).
 */
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { readFirstView } from './firstViewState';
import { bootstrapFacts, paintedLayout } from './paintedLayout';

let decided = false;

/** Runs `then` once the document is parsed and its stylesheets have loaded (the painted root's size). */
function whenStyled(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') {
    // Not DOMContentLoaded: that waits for the deferred frame app, which the first script must not.
    doc.addEventListener('readystatechange', () => whenStyled(doc, then), { once: true });
    return;
  }
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null);
  if (pending.length === 0) return then();
  let left = pending.length;
  const one = (): void => {
    if (--left === 0) then();
  };
  for (const link of pending) {
    link.addEventListener('load', one, { once: true });
    link.addEventListener('error', one, { once: true });
  }
}

/** Asks to be shown (`post`) if the document is painted and the bootstrap's facts let the widget show now. */
export function showPaintedFirstView(doc: Document, widgetId: string, bootstrap: unknown, post: (request: LayoutRequest) => void): void {
  if (decided) return;
  whenStyled(doc, () => {
    if (decided) return;
    const painted = readFirstView(doc, widgetId);
    const facts = bootstrapFacts(bootstrap, widgetId);
    if (painted === null || facts === null) return;
    decided = true;
    const request = paintedLayout(painted.root, painted.state, facts, Date.now());
    if (request === null) return;
    performance.mark?.('mc:frame-painted-layout');
    post(request);
  });
}

/** The frame app's layout starts: nothing is shown by this path any more. */
export function endFirstPaint(): void {
  decided = true;
}
