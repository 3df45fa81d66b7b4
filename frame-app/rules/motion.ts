/**
 * How each placement enters and leaves, in one record: the duration and curve of its transition, and
 * which movement the layout's outer shell makes (widgets/WidgetView.tsx). The exit ends with the moving
 * element's transition: the frame keeps its iframe shown until that transition's `transitionend`, then
 * reports it hidden (boot/frameLayout.ts, parts/watchExit.ts). The duration bounds the wait for a
 * transition that never runs or never ends. Under prefers-reduced-motion there is no movement and no
 * wait (styles.css turns every transition off; exitDurationMs returns 0).
 *
 * - bar: slides from its own edge (top bar from above, bottom bar from below); the host page's push
 *   uses the same values (bridge-protocol/barSlide.ts);
 * - slide_in, modal, takeover: the layout animates itself ('own'): a slide-in slides from its side, a
 *   modal's backdrop fades while its card fades and scales, a takeover fades and its content scales;
 * - inline embeds fade; bubbles (customer chat, omnichat) scale from their corner and fade.
 */
import type { Placement } from '../../bridge-protocol/messages';
import { BAR_SLIDE_EASING, BAR_SLIDE_MS } from '../../bridge-protocol/barSlide';

export type PlacementKind = Placement['kind'];
/** The outer shell's movement; 'own': the layout's own classes move it. */
export type ShellMotion = 'slide' | 'fade' | 'pop' | 'own';

export interface Motion {
  ms: number;
  easing: string;
  shell: ShellMotion;
}

const EASE_OUT = 'cubic-bezier(0.2, 0, 0, 1)';

export const MOTION: Readonly<Record<PlacementKind, Motion>> = {
  bar: { ms: BAR_SLIDE_MS, easing: BAR_SLIDE_EASING, shell: 'slide' },
  slide_in: { ms: 300, easing: EASE_OUT, shell: 'own' },
  modal: { ms: 200, easing: EASE_OUT, shell: 'own' },
  takeover: { ms: 300, easing: EASE_OUT, shell: 'own' },
  inline: { ms: 200, easing: EASE_OUT, shell: 'fade' },
  bubble: { ms: 200, easing: EASE_OUT, shell: 'pop' },
};

/** How long a closed widget's exit transition lasts; 0 (no exit: hide at once) under reduced motion. */
export function exitDurationMs(kind: PlacementKind, reducedMotion: boolean): number {
  return reducedMotion ? 0 : MOTION[kind].ms;
}

/**
 * The one element of a layout whose transition is its exit carries this attribute: the shell
 * (parts/MotionShell.tsx), or the dialog or card of a layout that moves itself ('own').
 */
export const EXIT_MOTION_ATTRIBUTE = 'data-exit-motion';

/** The properties the entrances and exits move; a transition of any other (a hover colour) is not one. */
export function isMotionProperty(propertyName: string): boolean {
  return propertyName === 'opacity' || propertyName === 'translate' || propertyName === 'scale' || propertyName === 'transform';
}

/**
 * A transition that never runs or never ends (an element removed mid-exit, an old browser without
 * `transitionrun`) still ends the exit, this long after its duration, counted from the exit's start.
 * Longer than a busy renderer delays a `transitionend`: with two test workers, a CPU hog and a unit
 * test loop on two cores, the events came up to 520 ms after the transition's end (250 ms was too
 * short for a takeover twice in ten runs); short enough that an empty iframe is not in the way for long.
 */
export const EXIT_FALLBACK_MARGIN_MS = 1_000;

/** The inline transition timing of a placement's moving parts (durations are the record's, not classes'). */
export function motionTiming(kind: PlacementKind): { transitionDuration: string; transitionTimingFunction: string } {
  const { ms, easing } = MOTION[kind];
  return { transitionDuration: `${ms}ms`, transitionTimingFunction: easing };
}
