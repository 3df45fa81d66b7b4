/**
 * How each placement enters and leaves, in one record: the duration and curve of its transition, and
 * which movement the layout's outer shell makes (widgets/WidgetView.tsx). The same duration is the
 * exit delay: the frame keeps its iframe shown that long after a close, so the exit is seen, then
 * reports it hidden (boot/frameLayout.ts). Under prefers-reduced-motion there is no movement and no
 * delay (styles.css turns every transition off; exitDelayMs returns 0).
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

/** How long a closed widget's iframe stays shown for its exit; 0 (hide at once) under reduced motion. */
export function exitDelayMs(kind: PlacementKind, reducedMotion: boolean): number {
  return reducedMotion ? 0 : MOTION[kind].ms;
}

/** The inline transition timing of a placement's moving parts (durations are the record's, not classes'). */
export function motionTiming(kind: PlacementKind): { transitionDuration: string; transitionTimingFunction: string } {
  const { ms, easing } = MOTION[kind];
  return { transitionDuration: `${ms}ms`, transitionTimingFunction: easing };
}
