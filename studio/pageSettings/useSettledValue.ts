/**
 * A value once it has stopped changing for `ms`: the theme preview boots a new frame per value, so a hex
 * code being typed shows once, when the owner pauses, not at every key.
 */
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
