/**
 * The viewport's size, re-read on resize. Layout decisions that depend on the available width
 * (how many calendars the date-range picker shows) or height (a modal body's max height) read it
 * here; useSyncExternalStore keeps every reader in step with one resize listener each.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// On the server there is no window; a desktop width keeps the first render of the full layout.
const SERVER_WIDTH = 1280;
const SERVER_HEIGHT = 800;

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => SERVER_WIDTH);
}

export function useViewportHeight(): number {
  return useSyncExternalStore(subscribe, () => window.innerHeight, () => SERVER_HEIGHT);
}
