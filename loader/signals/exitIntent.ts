/**
 * SPEC §9: exit intent is the pointer leaving the document at a y of at most 20 px. The 20 is written
 * here, not as a module constant: the bundler inlines only imported constants, and a local one costs
 * the loader a `var` of its own.
 */
export function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 20;
}

export function watchExitIntent(doc: Document, onExit: () => void): void {
  const listener = (event: MouseEvent): void => {
    if (isExitIntent(event)) onExit();
  };
  // For the page's lifetime, like every page signal.
  doc.addEventListener('mouseout', listener);
}
