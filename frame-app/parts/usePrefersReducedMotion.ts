/**
 * Whether the visitor asked for reduced motion: background videos then do not autoplay, and closed
 * widgets hide without an exit (rules/motion.ts). CSS transitions are turned off by styles.css.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The answer now, outside React (boot reads it at each close). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The server paints with motion; a hydrating frame starts from that and then reads the visitor's setting. */
const serverAnswer = (): boolean => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, serverAnswer);
}
