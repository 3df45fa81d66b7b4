/**
 * The field the visitor types in stays in sight when the phone's keyboard opens (issue 49 item 3): the
 * keyboard shrinks the viewport, the loader keeps the frame inside what is left (loader/frames/
 * keyboardLift.ts), the frame's card shrinks with it and scrolls; this scrolls the focused field back
 * into the card's view, which the browser does for the top document's fields only.
 */
import { useEffect } from 'react';

const isTextField = (el: Element | null): el is HTMLElement => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

export function useFocusedFieldInView(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const keepInView = (): void => {
      const field = document.activeElement;
      if (isTextField(field)) field.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    window.addEventListener('resize', keepInView);
    return () => window.removeEventListener('resize', keepInView);
  }, [active]);
}
