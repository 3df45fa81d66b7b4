/**
 * Asks the host to show, hide, place and size the iframe (`mc:layout`, `mc:resize`).
 *
 * The content root is measured, never the document, so the iframe's own height cannot feed back into
 * the size it reports. While the iframe is hidden (the loader keeps it 0×0 and invisible, so the
 * viewport has no width and animation frames are throttled) the root gets an explicit width, the one
 * the placement will have, and the size for the first visible
 * `mc:layout` is measured synchronously at that width. Once visible the root is `width:100%` and a
 * ResizeObserver + the once-per-frame size reporter keep the host in step.
 *
 * The switch to `width:100%` waits until the host has given the iframe its width: between our
 * `mc:layout` and the host applying it the iframe is still 0 px wide, and content measured then wraps
 * word by word (a 73 px bar once reported 301 px and flashed at that height).
 *
 * Exit: when the content hides, the iframe stays shown until the moving element's exit transition has
 * ended (its `transitionend`; parts/watchExit.ts, rules/motion.ts), so the visitor sees the whole exit
 * however late a busy machine paints it, and only then is `visible:false` sent. A transition that never
 * runs or never ends falls back to its duration plus a margin, counted from the exit's first frame; no
 * exit (reduced motion) hides at once. A show during the exit cancels it (the iframe never hid), and so
 * does dispose (a frame torn down sends nothing more). A pushPage bar gives the host page its room
 * back at the START of its exit: the frame re-sends its layout, still visible, with `pushPage:false`,
 * so the loader's padding shrinks while the bar slides out, in step. That costs the loader nothing: it
 * already un-pads when a layout stops asking for the push.
 */
import type { LayoutRequest, Placement, Size, Viewport } from '../../bridge-protocol/messages';
import { ROOT_SIZED_ATTRIBUTE } from '../../bridge-protocol/paintedDocument';
import { hiddenWidth, type HiddenWidthRule } from '../rules/hiddenWidth';
import { EXIT_MOTION_ATTRIBUTE } from '../rules/motion';
import { hasAttribute, watchExit } from '../parts/watchExit';
import { createSizeReporter, type SizeReporter } from './sizeReporter';

export interface FrameLayoutOptions {
  root: HTMLElement;
  placement: Placement;
  /** The kind's hidden-width rule (widgets/kinds.ts). */
  hiddenWidth: HiddenWidthRule;
  title: string;
  viewport: Viewport;
  sendLayout: (request: LayoutRequest) => void;
  sendResize: (size: Size) => void;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  /** Absent in very old browsers: sizes are then only sent with layout changes. */
  ResizeObserver?: typeof ResizeObserver | undefined;
  tolerance?: number;
  /** The width of the frame's own viewport: 0 until the host has sized the iframe. */
  frameWidth?: () => number;
  /**
   * How long (ms) the kind's exit transition lasts, read at each close; 0 or absent: there is none
   * (reduced motion), hidden at once. Its element, inside `root`, carries EXIT_MOTION_ATTRIBUTE.
   */
  exitDuration?: () => number;
}

export interface FrameLayout {
  /**
   * Sends the first `mc:layout`; visibility changes committed before this are not reported twice.
   * `waiting`: hidden, the widget may still show on its own (LayoutRequest's `waiting`).
   */
  start(visible: boolean, waiting?: boolean): void;
  /** A change of visibility has reached the DOM. */
  displayCommitted(visible: boolean): void;
  setViewport(viewport: Viewport): void;
  /**
   * The content now needs another placement (the omnichat panel as a full-screen sheet, then back to
   * the bubble): sent at once with the size measured now, so call it after the DOM change is committed.
   */
  setPlacement(placement: Placement): void;
  dispose(): void;
}

/** Gives the root its width: a painted root is laid out from then on (styles.css). */
function sizeRoot(root: HTMLElement, width: string): void {
  root.style.width = width;
  root.setAttribute(ROOT_SIZED_ATTRIBUTE, '');
}

export function createFrameLayout(options: FrameLayoutOptions): FrameLayout {
  const { root, title } = options;
  let placement = options.placement;
  const view = root.ownerDocument.defaultView;
  const frameWidth = options.frameWidth ?? (() => view?.innerWidth ?? 0);
  let viewport = options.viewport;
  let started = false;
  let visible = false;
  let observer: ResizeObserver | null = null;
  let releasePress = (): void => undefined;
  const exit = contentExit(options);

  // Hidden frames are sized by their next mc:layout, so a resize while hidden would be noise.
  const reporter = rootSizeReporter(options, () => visible);

  const applyWidth = (): void => {
    const planned = hiddenWidth(options.hiddenWidth, placement, viewport);
    sizeRoot(root, visible && frameWidth() > 0 ? '100%' : planned === null ? '' : `${planned}px`);
  };

  const report = (nextVisible: boolean, waiting = false): void => {
    // Measured at the hidden width: the width the host is about to give the iframe.
    const size = reporter.flushNow();
    visible = nextVisible;
    options.sendLayout({ visible, placement, size, title, ...(waiting && !visible ? { waiting } : {}) });
    applyWidth();
  };

  applyWidth();

  return {
    start(initiallyVisible, waiting) {
      if (started) return;
      started = true;
      report(initiallyVisible, waiting);
      observer = observeSizes(options.ResizeObserver, root, () => {
        // The host has sized the iframe: a visible root may now follow its width.
        if (visible) applyWidth();
        reporter.notify();
      });
      releasePress = holdWhilePressed(root.ownerDocument, reporter);
    },
    displayCommitted(nextVisible) {
      if (!started) return;
      if (nextVisible) {
        // Shown again during its exit: the iframe never hid; the layout restores a push the exit gave up.
        if (exit.cancel()) report(true);
        else if (!visible) report(true);
        return;
      }
      if (!visible || exit.playing()) return;
      const duration = options.exitDuration?.() ?? 0;
      if (duration <= 0) return report(false);
      if (placement.pushPage) {
        // The page's room goes back while the bar slides out, not after (see the header).
        options.sendLayout({ visible: true, placement: { ...placement, pushPage: false }, size: reporter.flushNow(), title });
      }
      exit.start(duration, () => report(false));
    },
    setViewport(next) {
      viewport = next;
      if (!visible) applyWidth();
    },
    setPlacement(next) {
      if (JSON.stringify(next) === JSON.stringify(placement)) return;
      placement = next;
      // During an exit only the final `visible:false` is still to come; it carries the new placement.
      if (started && !exit.playing()) report(visible);
    },
    dispose() {
      exit.cancel();
      observer?.disconnect();
      observer = null;
      releasePress();
      reporter.dispose();
      started = false;
    },
  };
}

/** The content root's size, measured once per animation frame at most and sent while `visible()`. */
function rootSizeReporter(options: FrameLayoutOptions, visible: () => boolean): SizeReporter {
  return createSizeReporter({
    measure: () => {
      const rect = options.root.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    },
    send: (size) => {
      if (visible()) options.sendResize(size);
    },
    requestFrame: options.requestFrame,
    cancelFrame: options.cancelFrame,
    ...(options.tolerance !== undefined ? { tolerance: options.tolerance } : {}),
  });
}

/** No `mc:resize` while a pointer is pressed in the frame (sizeReporter.ts `hold`); the listeners' removal. */
function holdWhilePressed(doc: Document, reporter: SizeReporter): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const press = (): void => reporter.hold(true);
  const release = (): void => reporter.hold(false);
  const ends = ['pointerup', 'pointercancel', 'blur'] as const;
  view.addEventListener('pointerdown', press, true);
  for (const name of ends) view.addEventListener(name, release, true);
  return () => {
    view.removeEventListener('pointerdown', press, true);
    for (const name of ends) view.removeEventListener(name, release, true);
  };
}

/** Calls `onChange` when the root or the document element (the host resizing the iframe) changes size. */
function observeSizes(Observer: typeof ResizeObserver | undefined, root: HTMLElement, onChange: () => void): ResizeObserver | null {
  if (!Observer) return null;
  const observer = new Observer(onChange);
  observer.observe(root);
  observer.observe(root.ownerDocument.documentElement);
  return observer;
}

/**
 * The exit of the content: the element inside the root that carries the exit's attribute (see the
 * header). At most one plays; `cancel` says whether one did.
 */
function contentExit(options: FrameLayoutOptions): { start(durationMs: number, onDone: () => void): void; playing(): boolean; cancel(): boolean } {
  let stop: (() => void) | null = null;
  return {
    start(durationMs, onDone) {
      stop = watchExit({
        target: options.root,
        isMoving: (element) => hasAttribute(element, EXIT_MOTION_ATTRIBUTE),
        durationMs,
        requestFrame: options.requestFrame,
        cancelFrame: options.cancelFrame,
        onDone: () => {
          stop = null;
          onDone();
        },
      });
    },
    playing: () => stop !== null,
    cancel() {
      if (stop === null) return false;
      stop();
      stop = null;
      return true;
    },
  };
}
