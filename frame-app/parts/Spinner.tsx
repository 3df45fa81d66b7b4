/**
 * The loader of the frame app, in the two sizes of SPEC §9 "Loader sizes | 40 and 24": 24 beside a
 * word in a button or inside a play button; 40 for a wait that holds a whole view. No view waits so in
 * the frame today: boot loads a layout's chunk before its first render (widgets/layoutViews.ts), and
 * every other lazy part has a stand-in (a poster, a grey flag box), so 40 is here for the next one.
 *
 * Decorative (aria-hidden): the text beside it ("Subscribing…") or a live region says what is going
 * on, so a screen reader hears the state once, not an unnamed image. Drawn in currentColor, so it
 * takes the colour of the button or text it sits in.
 *
 * Under prefers-reduced-motion it does not turn: the faint ring with its one solid arc is already a
 * still "in progress" mark (styles.css also stops every animation then; motion-safe keeps the spin
 * from being declared at all, for a Spinner rendered outside that stylesheet).
 */

/** SPEC §9 "Loader sizes": the only sizes a loader comes in, in CSS pixels. */
export const LOADER_SIZES_PX = [40, 24] as const;
export type LoaderSize = (typeof LOADER_SIZES_PX)[number];

export interface SpinnerProps {
  size: LoaderSize;
  className?: string;
}

export function Spinner({ size, className = '' }: SpinnerProps) {
  // One 24-unit drawing scaled to either size: the stroke is 2.5 px at 24 and about 4 px at 40.
  return (
    <svg
      data-testid="spinner"
      data-size={size}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 motion-safe:animate-spin ${className}`}
    >
      <circle cx="12" cy="12" r="9.75" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
      <path d="M12 2.25a9.75 9.75 0 0 1 9.75 9.75" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
