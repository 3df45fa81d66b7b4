/**
 * iframe-resizer style size reporting, as a factory with every browser dependency injected so it is
 * unit-testable in node.
 *
 * - `notify()` (from a ResizeObserver) coalesces into ONE measurement per animation frame: a burst of
 *   observer callbacks during an animation or a reflow costs one bridge message, not dozens.
 * - A size is sent only when width or height moved by MORE than `tolerance` from the last size sent
 *   (or flushed). The baseline only moves when something is sent, so sub-tolerance jitter can never
 *   accumulate into a creeping height.
 * - `flushNow()` measures synchronously and makes that the baseline; the caller puts it into
 *   `mc:layout` (the host sizes the frame from the layout message, not from a resize).
 * - `hold(true)` keeps sizes back while the visitor presses inside the frame; `hold(false)` sends what
 *   changed meanwhile. An iframe that grows leftwards or upwards under a pressed pointer moves its
 *   origin, and Chromium delivered the release to an out-of-process frame at the old origin's
 *   coordinates: the press on the omnichat bubble as its popup message came ended on the message, and
 *   opened nothing.
 */
import type { Size } from '../../bridge-protocol/messages';

export interface SizeReporterOptions {
  /** The content root's border box; the document's size would include the iframe's own height. */
  measure: () => Size;
  send: (size: Size) => void;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  /** Pixels a dimension may move without a report. */
  tolerance?: number;
}

export interface SizeReporter {
  notify(): void;
  flushNow(): Size;
  hold(held: boolean): void;
  dispose(): void;
}

const DEFAULT_SIZE_TOLERANCE = 1;

function roundUp(size: Size): Size {
  // Rounding up: a fractional 40.2 px bar needs a 41 px iframe, or its last line is clipped.
  return { width: Math.max(0, Math.ceil(size.width)), height: Math.max(0, Math.ceil(size.height)) };
}

export function createSizeReporter(options: SizeReporterOptions): SizeReporter {
  const tolerance = options.tolerance ?? DEFAULT_SIZE_TOLERANCE;
  let baseline: Size | null = null;
  let pending: number | null = null;
  let disposed = false;
  let held = false;

  const movedBeyondTolerance = (next: Size): boolean =>
    baseline === null ||
    Math.abs(next.width - baseline.width) > tolerance ||
    Math.abs(next.height - baseline.height) > tolerance;

  const onFrame = (): void => {
    pending = null;
    if (disposed || held) return;
    const size = roundUp(options.measure());
    if (!movedBeyondTolerance(size)) return;
    baseline = size;
    options.send(size);
  };

  const notify = (): void => {
    if (disposed || pending !== null) return;
    pending = options.requestFrame(onFrame);
  };

  return {
    notify,
    flushNow() {
      if (pending !== null) {
        options.cancelFrame(pending);
        pending = null;
      }
      const size = roundUp(options.measure());
      baseline = size;
      return size;
    },
    hold(next) {
      held = next;
      // Released: what changed under the press goes now (a change that did not is no message).
      if (!held) notify();
    },
    dispose() {
      disposed = true;
      if (pending !== null) options.cancelFrame(pending);
      pending = null;
    },
  };
}
