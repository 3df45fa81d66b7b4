/**
 * The current time, renewed every `everyMs` (a minute by default): relative times ("3 minutes ago") stay
 * true in a tab left open, without every row keeping its own timer.
 */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
