/**
 * Watches one exit (rules/motion.ts): it is over when the moving element's exit transition ends, the
 * `transitionend` that follows a `transitionrun` seen after the close. A `transitionend` with no
 * `transitionrun` before it belongs to the entrance (it ended just before the close, its event came
 * after): the exit has not been painted yet, so it does not count.
 *
 * The fallback, for a transition that never runs or never ends, is the exit's duration plus a margin,
 * counted from when the exit started: its first animation frame, and again from its `transitionrun`.
 * Not from the close: on a busy machine the first frame of the exit can come long after the close,
 * and a timer started then would hide the iframe before any of it was painted.
 */
import { EXIT_FALLBACK_MARGIN_MS, isMotionProperty } from '../rules/motion';

export interface ExitWatchOptions {
  /** The moving element or an ancestor of it (transition events bubble). */
  target: EventTarget;
  /** Is this the element whose transition is the exit? */
  isMoving: (element: EventTarget | null) => boolean;
  durationMs: number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  onDone: () => void;
}

/** Starts watching; returns the function that stops it (a show during the exit, a dispose). */
export function watchExit(options: ExitWatchOptions): () => void {
  const { target, isMoving, durationMs, onDone } = options;
  let ran = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const startFallback = (): void => {
    clearTimeout(fallback);
    fallback = setTimeout(finish, durationMs + EXIT_FALLBACK_MARGIN_MS);
  };
  const onTransition = (event: Event): void => {
    const { propertyName } = event as TransitionEvent;
    if (!isMoving(event.target) || typeof propertyName !== 'string' || !isMotionProperty(propertyName)) return;
    if (event.type === 'transitionrun') {
      ran = true;
      startFallback();
    } else if (ran) finish();
  };
  const frame = options.requestFrame(startFallback);
  target.addEventListener('transitionrun', onTransition);
  target.addEventListener('transitionend', onTransition);

  function stop(): void {
    options.cancelFrame(frame);
    clearTimeout(fallback);
    target.removeEventListener('transitionrun', onTransition);
    target.removeEventListener('transitionend', onTransition);
  }
  function finish(): void {
    stop();
    onDone();
  }
  return stop;
}

/** Whether `element` carries `attribute`: the exit's mover (rules/motion.ts EXIT_MOTION_ATTRIBUTE). */
export function hasAttribute(element: EventTarget | null, attribute: string): boolean {
  return typeof (element as Element | null)?.hasAttribute === 'function' && (element as Element).hasAttribute(attribute);
}
