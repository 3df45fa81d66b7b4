/**
 * Presses on a painted view before React has taken it over (issue 26: "nothing a visitor does before
 * hydration is lost"). The painted markup has no handlers: a link works as a plain link, but a button (the
 * close ×, the omnichat bubble) does nothing. The first script records which buttons were pressed, once
 * each and in order; the frame app presses them again once it has hydrated the markup and its layout has
 * started (mountFrame.ts), so the visitor's one press opens the panel or closes the widget.
 *
 * Once each: a visitor who pressed a toggle twice because nothing happened meant it once. Recording stops
 * when React starts hydrating: from then on React replays what it receives itself.
 */
const pressed = new Set<HTMLButtonElement>();
let stopRecording = (): void => undefined;

/** Records presses on the buttons inside `root` (a click: also Enter or Space on a focused button). */
export function recordEarlyClicks(root: HTMLElement): void {
  stopRecording();
  const onClick = (event: Event): void => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (button !== null && root.contains(button) && !button.disabled) pressed.add(button);
  };
  root.addEventListener('click', onClick, true);
  stopRecording = () => root.removeEventListener('click', onClick, true);
}

/** Stops recording and hands over what was pressed; React's own handling starts now. */
export function takeEarlyClicks(): HTMLButtonElement[] {
  stopRecording();
  stopRecording = () => undefined;
  const taken = [...pressed];
  pressed.clear();
  return taken;
}

/** Presses again each button still in `root` (hydration kept the server's elements; a fresh render did not). */
export function replayClicks(buttons: readonly HTMLButtonElement[], root: HTMLElement): void {
  for (const button of buttons) if (button.isConnected && root.contains(button)) button.click();
}
