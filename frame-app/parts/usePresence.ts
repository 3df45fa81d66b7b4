/**
 * Keeps a layout on screen while its exit plays: true while `shown`, and after it turns false until
 * `exited()` is called (the shell's exit transition has ended, or its fallback passed: MotionShell.tsx
 * and watchExit.ts decide, as the frame does for the iframe). With no exit (`hasExit` false: reduced
 * motion, or a layout that moves itself) false at once. A layout that unmounts its content when hidden
 * (the omnichat bubble) would otherwise vanish at the first frame of its exit. A show during the exit
 * ends it at once.
 */
import { useCallback, useState } from 'react';

export interface Presence {
  present: boolean;
  /** The exit is playing: the shell watches for its end. */
  leaving: boolean;
  /** The exit is over (stable across renders). */
  exited: () => void;
}

export function usePresence(shown: boolean, hasExit: boolean): Presence {
  const [leaving, setLeaving] = useState(false);
  const [previous, setPrevious] = useState(shown);
  if (shown !== previous) {
    // Adjusting state during render (React's pattern for "state derived from a prop change").
    setPrevious(shown);
    setLeaving(!shown && hasExit);
  }
  const exited = useCallback(() => setLeaving(false), []);
  return { present: shown || leaving, leaving, exited };
}
