/**
 * Measures where an open popover goes (sms/rules/popoverPlacement.ts) and keeps it there while the frame
 * is resized. The popover's containing block is its parent (the anchor, `position: relative`); the
 * area it may use is the visible part of the anchor's nearest clipping ancestor (a box with overflow
 * other than visible: the SMS card, the modal's scroll box, the omnichat list), within the viewport.
 *
 * Measured in a layout effect, so the first open frame is already painted in place. Layout is read
 * only while the popover is open, inside the frame's own document.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { popoverPlacement, type PopoverPlacement, type VerticalSpan } from '../rules/popoverPlacement';

function visibleArea(anchor: HTMLElement): VerticalSpan {
  const view = anchor.ownerDocument.defaultView;
  const viewport: VerticalSpan = { top: 0, bottom: view?.innerHeight ?? 0 };
  for (let el = anchor.parentElement; el !== null && el !== anchor.ownerDocument.documentElement; el = el.parentElement) {
    const style = view?.getComputedStyle(el);
    if (!style || (style.overflowX === 'visible' && style.overflowY === 'visible')) continue;
    const top = el.getBoundingClientRect().top + el.clientTop;
    return { top: Math.max(viewport.top, top), bottom: Math.min(viewport.bottom, top + el.clientHeight) };
  }
  return viewport;
}

/**
 * @param tallest the popover's height at its tallest (measured from the rendered popover).
 * @returns null while closed.
 */
export function usePopoverPlacement(open: boolean, popoverRef: RefObject<HTMLElement | null>, tallest: (popover: HTMLElement) => number): PopoverPlacement | null {
  const [placement, setPlacement] = useState<PopoverPlacement | null>(null);

  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = popover?.parentElement;
    if (!open || !popover || !anchor) {
      setPlacement(null);
      return;
    }
    const place = (): void => {
      const box = anchor.getBoundingClientRect();
      setPlacement(popoverPlacement({ top: box.top, bottom: box.bottom }, visibleArea(anchor), tallest(popover)));
    };
    place();
    const view = anchor.ownerDocument.defaultView;
    view?.addEventListener('resize', place);
    return () => view?.removeEventListener('resize', place);
    // `tallest` is read when the popover opens or the frame resizes, not on every render.
  }, [open, popoverRef]);

  return placement;
}
