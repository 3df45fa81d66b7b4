/**
 * Gives a console warning once per distinct message for the frame's lifetime: a widget re-renders on
 * every state change and would otherwise repeat it (e.g. an unsupported videoLink).
 */
import { useEffect } from 'react';

const given = new Set<string>();

export function useOnceWarning(message: string | null): void {
  useEffect(() => {
    if (message === null || given.has(message)) return;
    given.add(message);
    console.warn(message);
  }, [message]);
}
