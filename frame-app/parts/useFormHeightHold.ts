/**
 * A widget's success view keeps the box its form had (issue 29, issue 49 "one success rule on every
 * kind"): an inline card's iframe sits in the host page's flow, so a shorter success view would pull the
 * host's content up under the visitor's eyes (the SMS card lost 202 px, the landing 51, the box 26), and
 * a centred dialog (modal, SMS modal) re-centres when its card changes height (the SMS modal shrank
 * 164 px). The form's height becomes the box's minimum height once it is submitted; the layout centres
 * the success content in it.
 *
 * The height held is the form's LAST LAID-OUT height, not the one of the component's last commit: a
 * picture that decodes, a font that arrives, a child that commits on its own (the phone field's flag,
 * the SMS form's busy state) or a new frame width change the form's height without this component
 * rendering, and a hold from a stale commit let the card shrink under CPU load (the SMS card with a
 * picture lost 18 px, its host's text moved 26 px). So a ResizeObserver follows the form while it shows,
 * and every commit of the form is measured too. The height is the untransformed border box (a modal's
 * card scales in on entrance: its bounding rect is smaller meanwhile), which is what min-height sets.
 *
 * Set in a layout effect, the hold is in place before the success view is first painted or measured by
 * the frame's size reporter (a ResizeObserver, notified after layout effects): no timer, no frame of the
 * wrong size. A minimum, not a height: a success view taller than its form (a long message) still grows,
 * rather than be cut; the success view is designed to be no taller than the form it replaces. A widget
 * that starts over (a route change reloads an embed: a new mount) starts without a hold.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/** The element's border-box height as laid out, transforms ignored (every element is border-box: Tailwind's preflight). */
function layoutHeight(el: HTMLElement): number {
  const height = parseFloat(getComputedStyle(el).height);
  return Number.isFinite(height) ? height : el.offsetHeight;
}

export function useFormHeightHold(card: RefObject<HTMLElement | null>, isSubmitted: boolean): CSSProperties | undefined {
  const formHeight = useRef<number | null>(null);
  const [held, setHeld] = useState<number | null>(null);

  // Every commit of the form.
  useLayoutEffect(() => {
    if (!isSubmitted && card.current !== null) formHeight.current = layoutHeight(card.current);
  });

  // Every layout of the form between commits, until it is replaced (the observer is gone before the
  // success view is laid out: this effect's cleanup runs in the commit that swaps them).
  useLayoutEffect(() => {
    const el = card.current;
    if (isSubmitted || el === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      formHeight.current = layoutHeight(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [card, isSubmitted]);

  useLayoutEffect(() => {
    setHeld(isSubmitted ? formHeight.current : null);
  }, [isSubmitted]);

  return held === null ? undefined : { minHeight: `${held}px` };
}
