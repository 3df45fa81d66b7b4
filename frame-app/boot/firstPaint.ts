/**
 * The first paint, one room (issue 46 item 5): everything of a painted document's life before the frame
 * app takes it over lives in the one object `createFirstPaint` makes, which the first script
 * (earlyHello.ts) creates and hands whole to the frame app (main.tsx startFrameApp → bootFrame.ts →
 * frameMachine.ts and mountFrame.ts):
 * - the early handshake (earlyHandshake.ts), whose port and what arrived on it the app takes over;
 * - the painted view shown as soon as the host's bootstrap is here, whichever script holds it first: the
 *   first script when the reply reaches its port, or the frame app when it took the port over before
 *   the reply came (a warm cache loads the app in a few milliseconds). Once per document, and never after
 *   the frame app's own layout has started: from then on the layout is the frame app's (frameLayout.ts);
 * - the instance id its m.me links carry (the widget machine takes the same one), and the visitor's
 *   presses and typing before React (earlyInteractions.ts);
 * - the visitor's close of the shown view, done here before React (earlyClose.ts): the app then starts
 *   its machine closed.
 */
import type { EarlyHandshake } from '../../bridge-protocol/channel';
import type { LayoutRequest } from '../../bridge-protocol/messages';
import { closeControl, closeEarly, isClosable, type PaintedPost, type PaintedShow } from './earlyClose';
import { createSizeReporter } from './sizeReporter';
import { messengerChatLink } from '../../bridge-protocol/messengerChatLink';
import { buildReferenceValue, newInstanceId } from '../../bridge-protocol/referenceValue';
import { isIosUserAgent } from '../sms/rules/smsLink';
import { earlyInteractions, recordEarlyInteractions, type EarlyInteractions, type EarlyRecording } from './earlyInteractions';
import { handOverHello, sendEarlyHello, widgetFrameParams, type EarlyHelloHandlers, type SentHello } from './earlyHandshake';
import { readFirstView, type FirstViewState } from './firstViewState';
import { bootstrapFacts, checkedFacts, paintedLayout } from './paintedLayout';
import { readFrameFacts, type FrameFacts } from '../../bridge-protocol/frameFacts';
import { ROOT_AWAITS_SIZE_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';

export type { PaintedPost } from './earlyClose';

/**
 * The painted m.me links get this visitor's reference value: the server wrote its own (it knows no
 * session), and a click before React has loaded must open the chat as the widget would. The frame app's
 * machine takes the same instance id (FirstPaint.instanceId), so its first render writes the same value.
 * Returns that instance id, or null where the widget has no m.me link to give.
 */
function giveLinksTheVisitorsRef(root: HTMLElement, state: FirstViewState, sessionId: string): string | null {
  const instanceId = newInstanceId();
  const { widget, payload } = state.machine.context;
  const href = messengerChatLink(state.props.fbPageId, buildReferenceValue({ widgetId: widget.widget_id, sessionId, instanceId, payload }).ref);
  if (href === null) return null;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="https://m.me/"]')) link.href = href;
  return instanceId;
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

/** The first paint as the frame app receives it: one object, read and ended by the app. */
export interface FirstPaint {
  /** Sends the early handshake; false when this document is no widget frame's (the app then says why). */
  sayHello(framesStarted: () => void, decided: () => void): boolean;
  /** The handshake sent for that widget and host, with what has arrived on its port so far, once; else null. */
  takeHello(widgetId: string, hostOrigin: string): EarlyHandshake | null;
  /**
   * Asks to be shown (`post`) if the document is painted and the bootstrap's facts let the widget show
   * now; `done` is called once that is decided either way.
   */
  show(widgetId: string, bootstrap: unknown, post: PaintedPost, done?: () => void): void;
  /** Whether the painted view is on screen: only a view on screen is hydrated (bootFrame.ts). */
  readonly shown: boolean;
  /** The instance id the painted links carry, once shown: the widget machine starts with it (frameMachine.ts). */
  readonly instanceId: string | null;
  /** Whether the visitor closed the painted view before the app took it over (final once `end` is called). */
  readonly closed: boolean;
  /** The frame app's layout starts: nothing is shown or closed by this path any more. */
  end(): void;
  /** What the visitor did in `root` before React took over; the recording stops. */
  takeInteractions(root: HTMLElement): EarlyInteractions;
}

/** What the room holds, in one place: the frame app reads it through FirstPaint only. */
interface Room {
  doc: Document;
  hello: SentHello | null;
  /** The frame app took the port (or said its own hello): the first script sends nothing more. */
  handedOver: boolean;
  /** The painted root once shown. */
  root?: HTMLElement;
  decided: boolean;
  shown: boolean;
  instanceId: string | null;
  recording: EarlyRecording | null;
  /** Stops the painted root following its iframe's width (followFrameWidth). */
  stopFollowing: () => void;
  /** The painted view on screen, and where its layout was posted: the close hides the same. */
  shownWith?: { show: PaintedShow; post: PaintedPost };
  /** When the painted view was decided shown (epoch ms), and its placement's exit. */
  shownAt: number;
  exitMs: number;
  closed: boolean;
  /** Undoes what the early close did to the root, for the app (earlyClose.ts); stops listening for Escape. */
  handBack: () => void;
}

/** `win`: the frame's window (its parent, address and fragment); the document's own unless a test gives one. */
export function createFirstPaint(doc: Document, win: Window | null = doc.defaultView): FirstPaint {
  const room: Room = {
    doc,
    hello: null,
    handedOver: false,
    decided: false,
    shown: false,
    instanceId: null,
    recording: null,
    stopFollowing: () => undefined,
    closed: false,
    shownAt: 0,
    exitMs: 0,
    handBack: () => undefined,
  };
  const firstPaint: FirstPaint = {
    sayHello(framesStarted, decided) {
      if (win === null) return false;
      const handlers: EarlyHelloHandlers = { reply: (widgetId, bootstrap, post) => firstPaint.show(widgetId, bootstrap, post, decided), framesStarted };
      const facts = checkedFacts(readFrameFacts(win.location.hash));
      if (facts === null) {
        room.hello = sendEarlyHello(win, handlers);
        return room.hello !== null;
      }
      const params = widgetFrameParams(win);
      if (params === null) return false;
      // The facts are in the address: the painted view is decided as soon as it is styled, and the hello
      // carries its layout, so the host shows it with no round trip (item 2).
      whenStyled(doc, () => sayHelloWithLayout(room, win, params.widgetId, facts, handlers, decided));
      return true;
    },
    takeHello(widgetId, hostOrigin) {
      room.handedOver = true;
      const taken = handOverHello(room.hello, widgetId, hostOrigin);
      room.hello = null;
      return taken;
    },
    show(widgetId, bootstrap, post, done = () => undefined) {
      if (room.decided) return done();
      whenStyled(doc, () => {
        const request = room.decided ? null : decide(room, widgetId, bootstrapFacts(bootstrap, widgetId));
        if (request !== null) showWith(room, request, post);
        done();
      });
    },
    get shown() {
      return room.shown;
    },
    get instanceId() {
      return room.instanceId;
    },
    get closed() {
      return room.closed;
    },
    end() {
      room.decided = true;
      room.stopFollowing();
      room.handBack();
      room.shownWith = undefined;
      // The frame app's layout decides from now on when the root is measured and shown.
      room.root?.removeAttribute(ROOT_AWAITS_SIZE_ATTRIBUTE);
    },
    takeInteractions(root) {
      const presses = room.recording?.stop() ?? [];
      room.recording = null;
      return earlyInteractions(presses, root);
    },
  };
  return firstPaint;
}

/** The facts path: the decision, then the hello with its layout (none when the view does not show now). */
function sayHelloWithLayout(room: Room, win: Window, widgetId: string, facts: FrameFacts, handlers: EarlyHelloHandlers, decided: () => void): void {
  // The frame app took over meanwhile (the first script's limit passed): it said its own hello.
  if (room.handedOver) return;
  const request = room.decided ? null : decide(room, widgetId, facts);
  const hello = sendEarlyHello(win, handlers, request ?? undefined);
  room.hello = hello;
  if (request !== null && hello !== null) shownOn(room, request, (n, p) => hello.port.postMessage({ n, p }));
  decided();
}

/** The painted view, shown through `post` (the hello's port, or the frame app's channel). */
function showWith(room: Room, request: LayoutRequest, post: PaintedPost): void {
  post('mc:layout', request);
  shownOn(room, request, post);
}

/** The painted view is on screen by `request`: it follows its iframe's width, and its visitor may close it. */
function shownOn(room: Room, request: LayoutRequest, post: PaintedPost): void {
  room.shownWith = { show: { request, at: room.shownAt, exitMs: room.exitMs }, post };
  followIfNarrowed(room, post);
  const view = room.doc.defaultView;
  const root = room.root;
  if (view === null || root === undefined || !isClosable(root)) return;
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') closeNow(room);
  };
  view.addEventListener('keydown', onKey, true);
  room.handBack = () => view.removeEventListener('keydown', onKey, true);
}

/** The visitor closed the shown view (its ×, "No thanks", Escape): true when this path took the close. */
function closeNow(room: Room): boolean {
  const { shownWith, root } = room;
  if (shownWith === undefined || root === undefined || room.closed) return false;
  room.closed = true;
  const stopListening = room.handBack;
  const handBack = closeEarly(root, shownWith.show, shownWith.post);
  room.handBack = () => {
    stopListening();
    handBack();
  };
  return true;
}

/**
 * Decides the painted view for these facts, once: the layout that shows it (its links given this visitor's
 * reference value, the visitor's presses recorded from now on), or null when it does not show now.
 */
function decide(room: Room, widgetId: string, facts: FrameFacts | null): LayoutRequest | null {
  const { doc } = room;
  const painted = readFirstView(doc, widgetId);
  if (painted === null || facts === null) return null;
  room.decided = true;
  const nav = doc.defaultView?.navigator;
  room.shownAt = Date.now();
  const request = paintedLayout(painted.root, painted.state, facts, room.shownAt, { ios: nav !== undefined && isIosUserAgent(nav.userAgent, nav.maxTouchPoints) });
  if (request === null) return null;
  if (typeof facts.session.sessionId === 'string') room.instanceId = giveLinksTheVisitorsRef(painted.root, painted.state, facts.session.sessionId);
  performance.mark?.('mc:frame-painted-layout');
  room.shown = true;
  room.root = painted.root;
  room.exitMs = painted.state.layout?.exitMs ?? 0;
  const root = painted.root;
  // A close is this path's own while it shows the view (a second press on the leaving view is the same
  // close); any other press waits for React.
  room.recording = recordEarlyInteractions(root, (button) => closeControl(root, button) !== null && (room.closed || closeNow(room)));
  return request;
}

/** A root measured at a planned width follows its iframe's actual width from now on (followFrameWidth). */
function followIfNarrowed(room: Room, post: PaintedPost): void {
  if (room.root !== undefined && room.root.style.width !== '') room.stopFollowing = followFrameWidth(room.root, post);
}

/**
 * The painted root was measured at the width its iframe was expected to get (hiddenWidth.ts): an inline
 * widget's anchor may be narrower. Once the host has shown and sized the iframe, the root follows the
 * iframe's width, and a size that changed with it is sent by the frame app's own size reporter (one
 * message per animation frame, beyond its tolerance), the size the layout carried as its baseline.
 * Without it a landing section stayed as wide as the viewport, cut off at its anchor's edge, until
 * React had loaded. Returns how to stop following.
 */
function followFrameWidth(root: HTMLElement, post: PaintedPost): () => void {
  const view = root.ownerDocument.defaultView;
  if (view === null) return () => undefined;
  const reporter = createSizeReporter({
    measure: () => root.getBoundingClientRect(),
    send: (size) => post('mc:resize', size),
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
  return () => {
    view.removeEventListener('resize', follow);
    reporter.dispose();
  };
}
