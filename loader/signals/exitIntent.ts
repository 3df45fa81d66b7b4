/** SPEC §9: exit intent is the pointer leaving the document at a y of at most 20 px. */
const EXIT_INTENT_MAX_Y = 20;

export function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_INTENT_MAX_Y;
}

export function watchExitIntent(doc: Document, onExit: () => void): void {
  const listener = (event: MouseEvent): void => {
    if (isExitIntent(event)) onExit();
  };
  // For the page's lifetime, like every page signal.
  doc.addEventListener('mouseout', listener);
}
