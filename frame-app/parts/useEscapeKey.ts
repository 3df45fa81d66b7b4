/**
 * Escape closes a closable dialog (SPEC §4 "Generic UI states"). Listens on the frame's document, so
 * it works wherever focus is inside the iframe, and only while `active`.
 */
import { useEffect, useRef } from 'react';

// `doc` undefined: the frame's own document, read in the effect (the server renders with no document).
export function useEscapeKey(active: boolean, onEscape: () => void, doc?: Document): void {
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      callback.current();
    };
    const target = doc ?? document;
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [active, doc]);
}
