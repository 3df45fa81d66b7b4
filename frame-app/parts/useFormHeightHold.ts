/**
 * An inline widget's success view keeps the height its form had (issue 29): the iframe of an inline
 * card is exactly the card's size and sits in the host page's flow, so a success view shorter than the
 * form would pull the host's content up under the visitor's eyes (the SMS card lost 202 px, the landing
 * 51, the box 26). The form's height is recorded at every commit while it shows, and becomes the card's
 * minimum height once it is submitted; the success content is centred in it.
 *
 * A minimum, not a height: a success view taller than the form (a long message) still grows. A widget
 * that starts over (a route change reloads an embed: a new mount) starts without a hold.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

export function useFormHeightHold(card: RefObject<HTMLElement | null>, isSubmitted: boolean): CSSProperties | undefined {
  const formHeight = useRef<number | null>(null);
  const [held, setHeld] = useState<number | null>(null);

  // Every commit of the form: its height as laid out (border box, what the frame reports to the host).
  useLayoutEffect(() => {
    if (!isSubmitted && card.current !== null) formHeight.current = card.current.getBoundingClientRect().height;
  });

  // Set in a layout effect, the hold is in place before the success view is first painted or measured
  // by the frame's size reporter (a ResizeObserver, which runs after layout effects).
  useLayoutEffect(() => {
    setHeld(isSubmitted ? formHeight.current : null);
  }, [isSubmitted]);

  return held === null ? undefined : { minHeight: `${held}px` };
}
