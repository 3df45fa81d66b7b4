/**
 * SPEC §4 "Modal and popover ... close on click-away, Escape, or an off-screen anchor": while a popover
 * is open, its anchor (the popover's parent, as in usePopoverPlacement.ts) is watched, and once no part
 * of it is on screen the popover is closed. Coming back to the page later, the visitor finds the field,
 * not a list left hanging open over a card they had scrolled away from.
 *
 * The implicit root (root: null) is the top-level viewport even in a cross-origin iframe, so this sees
 * the host page scrolling the frame away, which no event inside the frame reports; it also sees the
 * anchor clipped by a scroll box in the frame (the modal's, the omnichat list).
 *
 * The observer's first report is the anchor's state at opening: intersecting, it is ignored like every
 * later "still visible"; not intersecting (hidden already), it closes at once.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useCloseWhenAnchorHidden(open: boolean, popoverRef: RefObject<HTMLElement | null>, onHidden: () => void): void {
  // The latest callback, so a re-render (a new closure) does not restart the observer.
  const latest = useRef(onHidden);
  useEffect(() => {
    latest.current = onHidden;
  });

  useEffect(() => {
    const anchor = popoverRef.current?.parentElement;
    // Engines without IntersectionObserver keep the other ways to close.
    const Observer = anchor?.ownerDocument.defaultView?.IntersectionObserver;
    if (!open || !anchor || !Observer) return;
    const observer = new Observer((entries) => {
      // One callback may carry several changes; the last is the anchor's state now.
      const now = entries[entries.length - 1];
      if (now && !now.isIntersecting) latest.current();
    });
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [open, popoverRef]);
}
