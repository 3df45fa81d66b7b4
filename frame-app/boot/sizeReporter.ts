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

  const movedBeyondTolerance = (next: Size): boolean =>
    baseline === null ||
    Math.abs(next.width - baseline.width) > tolerance ||
    Math.abs(next.height - baseline.height) > tolerance;

  const onFrame = (): void => {
    pending = null;
    if (disposed) return;
    const size = roundUp(options.measure());
    if (!movedBeyondTolerance(size)) return;
    baseline = size;
    options.send(size);
  };

  return {
    notify() {
      if (disposed || pending !== null) return;
      pending = options.requestFrame(onFrame);
    },
    flushNow() {
      if (pending !== null) {
        options.cancelFrame(pending);
        pending = null;
      }
      const size = roundUp(options.measure());
      baseline = size;
      return size;
    },
    dispose() {
      disposed = true;
      if (pending !== null) options.cancelFrame(pending);
      pending = null;
    },
  };
}
