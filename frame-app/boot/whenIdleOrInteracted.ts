/**
 * When the frame app takes over a painted view that is on screen (issue 26 item 4): at the frame's
 * first idle period once `ready` has settled (the page's frames have all started), or at the visitor's
 * first interaction with the widget, whichever comes first, and no later than `limitMs`. The painted
 * view already shows the widget and its link works as a plain link; React, XState and hydration can
 * wait until the host page and the other frames have had their turn, and a visitor who reaches for the
 * widget first gets it at once (React replays the event after hydrating).
 */

/**
 * How long a painted view on screen waits for an idle moment before the frame app takes it over anyway
 * (earlyHello.ts): the messenger plugin, the impression and the widget's `ready` event come with the app.
 */
export const HYDRATION_LIMIT_MS = 2_000;

/** Events that mean the visitor is about to use the widget: a pointer on it, a key, a focus inside. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Where the browser has no idle callback (Safari): a short delay, as the loader's pixel queue does. */
const WITHOUT_IDLE_CALLBACK_MS = 200;

export function whenIdleOrInteracted(win: Window, then: () => void, limitMs: number, ready: Promise<void>): void {
  let done = false;
  let idle: number | null = null;
  const timers: number[] = [];
  const run = (): void => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) win.removeEventListener(type, run, true);
    if (idle !== null) win.cancelIdleCallback(idle);
    for (const timer of timers) win.clearTimeout(timer);
    then();
  };
  for (const type of INTERACTIONS) win.addEventListener(type, run, { capture: true, passive: true });
  timers.push(win.setTimeout(run, limitMs));
  void ready.then(() => {
    if (done) return;
    if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(run);
    else timers.push(win.setTimeout(run, WITHOUT_IDLE_CALLBACK_MS));
  });
}
