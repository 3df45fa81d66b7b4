/**
 * The painted view's close before the frame app has loaded (issue 46 item 3: "the first script handles the
 * painted view's whole quiet life"). A visitor who presses the × (or "No thanks", or Escape where the
 * widget has a ×) on a view the server painted sees it leave at once, as the frame app would close it,
 * whether React is still on its way or never comes (an ad blocker, a failed chunk):
 * 1. the session's impression and manual close and the widget's `close` event are said at once (a reload
 *    meanwhile honours the close, and the host page's listeners hear it as from the machine);
 * 2. the view fades out over its placement's exit time (rules/motion.ts, as the server wrote it into the
 *    first view's state; none under reduced motion), a pushed bar
 *    giving the page back at the exit's start, as boot/frameLayout.ts does;
 * 3. then the iframe is reported hidden.
 * The frame app, when it comes, starts its machine closed (boot/bootFrame.ts) and says the close no
 * second time (boot/frameMachine.ts). The controls that close are marked by the renderer itself
 * (bridge-protocol/paintedDocument.ts CLOSE_ATTRIBUTE): the first script knows no kind's markup.
 */
import type { FrameToHostMap, LayoutRequest } from '../../bridge-protocol/messages';
import { CLOSE_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';

/** The messages the first paint posts, by name, with their payloads. */
export type PaintedMessage = 'mc:layout' | 'mc:resize' | 'mc:session-update' | 'mc:widget-event';
/** Where the first paint's messages go: the handshake's port, or the frame app's channel. */
export type PaintedPost = <N extends PaintedMessage>(name: N, payload: FrameToHostMap[N]) => void;

/** A painted view on screen: the layout that showed it, when (epoch ms), and its placement's exit in ms. */
export interface PaintedShow {
  request: LayoutRequest;
  at: number;
  exitMs: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/**
 * The element whose movement is a layout's exit (rules/motion.ts EXIT_MOTION_ATTRIBUTE, which a test holds
 * equal): named here because importing that module moves its whole table into the first script's chunk.
 */
export const EXIT_MOTION_SELECTOR = '[data-exit-motion]';

/** The control that closes the widget, if `target` is one inside `root` (and not disabled). */
export function closeControl(root: HTMLElement, target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button !== null && root.contains(button) && !button.disabled && button.hasAttribute(CLOSE_ATTRIBUTE) ? button : null;
}

/** Whether the painted view can be closed by its visitor at all (it has a ×): Escape closes it then. */
export const isClosable = (root: HTMLElement): boolean => root.querySelector(`button[${CLOSE_ATTRIBUTE}]`) !== null;

/**
 * Closes the painted view shown by `shown.request` at `shown.at` (epoch ms): said now, hidden once its
 * exit (`shown.exitMs`, none under reduced motion) has played. Its session entry gets the impression the view made as well as the close: without the frame
 * app nothing else records it, and the repeat rules (SPEC §9 showAgainIfClosed) count from it. Returns how to
 * hand the root back to the frame app: the iframe reported hidden now if it is not yet, the exit's end
 * state and the root's inertness undone (the app renders its closed widget into the same root).
 */
export function closeEarly(root: HTMLElement, shown: PaintedShow, post: PaintedPost): () => void {
  const { request, at, exitMs } = shown;
  performance.mark?.('mc:frame-early-close');
  post('mc:session-update', { lastImpression: at, manualClose: true });
  post('mc:widget-event', { event: 'close', detail: { manual: true } });
  const { placement } = request;
  // A pushed bar gives the page back as it starts to leave, as the frame app's exit does.
  if (placement.pushPage === true) post('mc:layout', { ...request, placement: { ...placement, pushPage: false } });
  let hidden = false;
  const hide = (): void => {
    if (hidden) return;
    hidden = true;
    post('mc:layout', { ...request, visible: false });
  };
  // Nothing in the leaving view takes a second press or the focus.
  root.inert = true;
  const doc = root.ownerDocument;
  const reduced = doc.defaultView?.matchMedia?.(REDUCED_MOTION).matches ?? true;
  const ms = doc.hidden || reduced ? 0 : exitMs;
  const moving = root.querySelector<HTMLElement>(EXIT_MOTION_SELECTOR) ?? root;
  // The Web Animations API: no style attribute, so nothing for the document's strict CSP to refuse.
  const exit = ms > 0 && typeof moving.animate === 'function' ? moving.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, easing: 'ease-in', fill: 'forwards' }) : null;
  if (exit === null) hide();
  else exit.finished.then(hide, hide);
  return () => {
    hide();
    exit?.cancel();
    root.inert = false;
  };
}
