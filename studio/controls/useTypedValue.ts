import { useState } from 'react';

interface Comparable<T> {
  compare(other: T): number;
}

const same = <T extends Comparable<T>>(a: T | null, b: T | null): boolean => (a === null || b === null ? a === b : a.compare(b) === 0);

/**
 * What a date or time field shows, held by the field itself. React Aria's segments start again from
 * the value they are given whenever it changes (by identity, so a parent reading a new CalendarDate or
 * Time on every render would wipe a half-typed date), and whenever a change is not taken up (so a field
 * that refuses a date out of bounds would undo the digits typed on the way to a good one: 2, 20, 203,
 * 2031). Here a change is always shown, reported only when `accepts` says so, and a value from outside
 * (compared by value, not identity) replaces what is shown unless it is the one last reported.
 */
export function useTypedValue<T extends Comparable<T>>(
  value: T | null,
  onChange: (value: T | null) => void,
  accepts: (value: T) => boolean = () => true,
): [T | null, (next: T | null) => void] {
  const [shown, setShown] = useState(value);
  const [reported, setReported] = useState(value);
  if (!same(value, reported)) {
    setReported(value);
    setShown(value);
  }
  const change = (next: T | null) => {
    setShown(next);
    if (next !== null && !accepts(next)) return;
    setReported(next);
    if (!same(next, value)) onChange(next);
  };
  return [shown, change];
}
