/**
 * Keeps a layout on screen while its exit plays: true while `shown`, and for `exitMs` after it turns
 * false (0: false at once). A layout that unmounts its content when hidden (the omnichat bubble) would
 * otherwise vanish at the first frame of its exit. A show during the exit ends it at once; unmounting
 * clears the timer.
 */
import { useEffect, useState } from 'react';

export function usePresence(shown: boolean, exitMs: number): boolean {
  const [leaving, setLeaving] = useState(false);
  const [previous, setPrevious] = useState(shown);
  if (shown !== previous) {
    // Adjusting state during render (React's pattern for "state derived from a prop change").
    setPrevious(shown);
    setLeaving(!shown && exitMs > 0);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);
  return shown || leaving;
}
