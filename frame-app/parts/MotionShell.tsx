/**
 * The outer shell that moves a layout in and out (rules/motion.ts): a bar slides from its edge, an
 * inline embed fades, a bubble scales from its corner and fades. The layout inside keeps its own look;
 * only this wrapper's opacity and transform change, so the frame's measured size never moves with it.
 *
 * - Entrance: when `shown` turns true, and also on the very first render (`starting:`, CSS
 *   @starting-style), since a widget that opens at once is displayed in its first commit.
 * - Exit: when `shown` turns false the shell moves out while the frame keeps the iframe shown until
 *   this movement's `transitionend` (boot/frameLayout.ts: the shell carries the exit's attribute);
 *   meanwhile it is inert and lets clicks through, so a leaving widget cannot be clicked or focused.
 *   `onExited` hears of the same end (parts/watchExit.ts), so the content stays until then.
 * - Reduced motion: styles.css zeroes every transition, so both are instant.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { MOTION, motionTiming, type PlacementKind } from '../rules/motion';
import { watchExit } from './watchExit';

export type ShellMovement = 'slide-down' | 'slide-up' | 'fade' | 'pop';

/** [while hidden and on the first frame, once shown]; the `starting:` classes are literal for Tailwind. */
const MOVEMENTS: Record<ShellMovement, { hidden: string; starting: string; shown: string }> = {
  // A top bar comes down from above the viewport; a bottom bar up from below it.
  'slide-down': { hidden: '-translate-y-full', starting: 'starting:-translate-y-full', shown: 'translate-y-0' },
  'slide-up': { hidden: 'translate-y-full', starting: 'starting:translate-y-full', shown: 'translate-y-0' },
  fade: { hidden: 'opacity-0', starting: 'starting:opacity-0', shown: 'opacity-100' },
  // The bubble sits in the bottom-right corner: it grows out of it.
  pop: { hidden: 'scale-75 opacity-0', starting: 'starting:scale-75 starting:opacity-0', shown: 'scale-100 opacity-100' },
};

export interface MotionShellProps {
  placement: PlacementKind;
  movement: ShellMovement;
  shown: boolean;
  /** The content sizes itself (bubbles): the shell shrink-wraps it, as styles.css's frame root does. */
  contentWidth?: boolean;
  /** Given while an exit plays: called once it has ended. */
  onExited?: (() => void) | undefined;
  children: ReactNode;
}

export function MotionShell({ placement, movement, shown, contentWidth = false, onExited, children }: MotionShellProps) {
  const m = MOVEMENTS[movement];
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect: the watch is on before the browser can start the exit's transition.
  useLayoutEffect(() => {
    const shell = ref.current;
    if (shown || onExited === undefined || shell === null) return;
    return watchExit({
      target: shell,
      isMoving: (element) => element === shell,
      durationMs: MOTION[placement].ms,
      requestFrame: (callback) => requestAnimationFrame(callback),
      cancelFrame: (handle) => cancelAnimationFrame(handle),
      onDone: onExited,
    });
  }, [shown, onExited, placement]);
  return (
    <div
      ref={ref}
      data-motion-shell={movement}
      data-exit-motion=""
      {...(contentWidth ? { 'data-content-width': '' } : {})}
      inert={!shown}
      className={`transition-[opacity,translate,scale] ${movement === 'pop' ? 'w-max origin-bottom-right' : ''} ${m.starting} ${shown ? m.shown : `pointer-events-none ${m.hidden}`}`}
      style={motionTiming(placement)}
    >
      {children}
    </div>
  );
}
