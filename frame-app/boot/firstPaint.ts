/**
 * Shows a painted first view as soon as the host's bootstrap is here (issue 26 item 2), whichever
 * script holds it first: the first script (earlyHello.ts) when the reply reaches its port, or the frame
 * app (main.tsx) when the app took the port over before the reply came (a warm cache loads the app in
 * a few milliseconds). Once per document, and never after the frame app's own layout has started: from
 * then on the layout is the frame app's (frameLayout.ts).
 */
import type { LayoutRequest, Size } from '../../bridge-protocol/messages';
import { createSizeReporter } from './sizeReporter';
import { messengerChatLink } from '../../bridge-protocol/messengerChatLink';
import { buildReferenceValue, newInstanceId } from '../../bridge-protocol/referenceValue';
import { isIosUserAgent } from '../sms/rules/smsLink';
import { recordEarlyInteractions } from './earlyInteractions';
import { readFirstView, type FirstViewState } from './firstViewState';
import { bootstrapFacts, paintedLayout } from './paintedLayout';

/** Where the first paint's messages go: the handshake's port, or the frame app's channel. */
export interface PaintedPost {
  layout(request: LayoutRequest): void;
  resize(size: Size): void;
}

let decided = false;
let shown = false;
/** Stops the painted root following its iframe's width (followFrameWidth): the frame app's layout does from then on. */
let stopFollowing = (): void => undefined;
/** The instance id the painted links carry, once shown: the widget machine starts with it (frameMachine.ts). */
let shownInstanceId: string | null = null;

/**
 * The painted m.me links get this visitor's reference value: the server wrote its own (it knows no
 * session), and a click before React has loaded must open the chat as the widget would. The frame app's
 * machine takes the same instance id (paintedInstanceId), so its first render writes the same value.
 */
function giveLinksTheVisitorsRef(root: HTMLElement, state: FirstViewState, sessionId: string): void {
  const instanceId = newInstanceId();
  const { widget, payload } = state.machine.context;
  const href = messengerChatLink(state.props.fbPageId, buildReferenceValue({ widgetId: widget.widget_id, sessionId, instanceId, payload }).ref);
  if (href === null) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="https://m.me/"]')) link.href = href;
  shownInstanceId = instanceId;
}

/** The instance id of a painted view this page has shown, or null. */
export function paintedInstanceId(): string | null {
  return shownInstanceId;
}

/** Runs `then` once the document is parsed (not DOMContentLoaded: that would wait for deferred scripts). */
export function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState !== 'loading') return then();
  doc.addEventListener('readystatechange', () => whenParsed(doc, then), { once: true });
}

/** Runs `then` once the document is parsed and its stylesheets have loaded (the painted root's size). */
export function whenStyled(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') return whenParsed(doc, () => whenStyled(doc, then));
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

/**
 * Asks to be shown (`post`) if the document is painted and the bootstrap's facts let the widget show now;
 * `done` is called once that is decided either way.
 */
export function showPaintedFirstView(doc: Document, widgetId: string, bootstrap: unknown, post: PaintedPost, done: () => void = () => undefined): void {
  if (decided) return done();
  whenStyled(doc, () => {
    if (!decided) decide(doc, widgetId, bootstrap, post);
    done();
  });
}

function decide(doc: Document, widgetId: string, bootstrap: unknown, post: PaintedPost): void {
  const painted = readFirstView(doc, widgetId);
  const facts = bootstrapFacts(bootstrap, widgetId);
  if (painted === null || facts === null) return;
  decided = true;
  const nav = doc.defaultView?.navigator;
  const request = paintedLayout(painted.root, painted.state, facts, Date.now(), { ios: nav !== undefined && isIosUserAgent(nav.userAgent, nav.maxTouchPoints) });
  if (request === null) return;
  if (typeof facts.session.sessionId === 'string') giveLinksTheVisitorsRef(painted.root, painted.state, facts.session.sessionId);
  performance.mark?.('mc:frame-painted-layout');
  shown = true;
  recordEarlyInteractions(painted.root);
  post.layout(request);
  if (painted.root.style.width !== '') followFrameWidth(painted.root, post);
}

/**
 * The painted root was measured at the width its iframe was expected to get (hiddenWidth.ts): an inline
 * widget's anchor may be narrower. Once the host has shown and sized the iframe, the root follows the
 * iframe's width, and a size that changed with it is sent by the frame app's own size reporter (one
 * message per animation frame, beyond its tolerance), the size the layout carried as its baseline.
 * Without it a landing section stayed as wide as the viewport, cut off at its anchor's edge, until
 * React had loaded.
 */
function followFrameWidth(root: HTMLElement, post: PaintedPost): void {
  const view = root.ownerDocument.defaultView;
  if (view === null) return;
  const reporter = createSizeReporter({
    measure: () => root.getBoundingClientRect(),
    send: post.resize,
    requestFrame: (callback) => view.requestAnimationFrame(callback),
    cancelFrame: (handle) => view.cancelAnimationFrame(handle),
  });
  reporter.flushNow();
  const follow = (): void => {
    if (view.innerWidth === 0) return;
    root.style.width = '100%';
    reporter.notify();
  };
  view.addEventListener('resize', follow);
  stopFollowing = () => {
    view.removeEventListener('resize', follow);
    reporter.dispose();
  };
}

/** Whether this path showed the painted view: only a view on screen is hydrated (bootFrame.ts). */
export function paintedViewShown(): boolean {
  return shown;
}

/** The frame app's layout starts: nothing is shown by this path any more. */
export function endFirstPaint(): void {
  decided = true;
  stopFollowing();
}
