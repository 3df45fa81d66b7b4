/**
 * The omnichat bubble's icon animation (SPEC §4 "Omnichat", §9 "Bubble animation": start after 2 s, step
 * 1.5 s, stop after 0.5 s, only if last seen over 24 h ago). Times are in ms from the bubble's start.
 *
 *   START                   the icon shows the first available channel
 *   START + k·STEP          the icon shows channel k (SPEC §2 order, omnichatChannels.ts)
 *   START + n·STEP          the cycle is through: the icon is the bubble's own again
 *   START + n·STEP + STOP   the animation has stopped
 *
 * SPEC gives "stop after 0.5 s" without saying after what. Read here as: after the last step, which takes
 * the icon back home, the animation stops 0.5 s later, so every channel icon is on screen for a whole
 * step and the last swap has time to finish before the view drops its animated styling.
 *
 * The machine (machines/omnichatMachine.ts) runs these as named delays.
 */
import { isFirstVisit } from './firstVisit';

/** SPEC §9 "Bubble animation": start after 2 s. */
export const BUBBLE_ANIMATION_START_MS = 2_000;
/** SPEC §9 "Bubble animation": step 1.5 s. */
export const BUBBLE_ANIMATION_STEP_MS = 1_500;
/** SPEC §9 "Bubble animation": stop after 0.5 s. */
export const BUBBLE_ANIMATION_STOP_MS = 500;
/** SPEC §9 "Bubble animation": only if last seen over 24 h ago. */
export const BUBBLE_ANIMATION_LAST_SEEN_MS = 24 * 60 * 60 * 1000;

/**
 * Strictly over 24 h (SPEC: "over"); a visitor never seen, or whose stored time is not a finite number,
 * gets it. A stored time in the future (the clock moved back) counts as seen just now.
 */
export function isLastSeenOldEnough(lastSeenAt: number | null, now: number): boolean {
  if (lastSeenAt === null || isFirstVisit(lastSeenAt)) return true;
  return now - lastSeenAt > BUBBLE_ANIMATION_LAST_SEEN_MS;
}

/**
 * There must be something to cycle through: a bubble with no channel keeps its own icon, and one with a
 * single channel shows that channel's icon all along (omnichatChannels.ts directChannel).
 */
export function shouldAnimateBubble(channelCount: number, lastSeenAt: number | null, now: number): boolean {
  return channelCount > 1 && isLastSeenOldEnough(lastSeenAt, now);
}
