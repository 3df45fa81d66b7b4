/**
 * What a visitor does on a painted view before React has taken it over (issue 26: "nothing a visitor
 * does before hydration is lost"). The painted markup has no handlers: a link works as a plain link and
 * a text field takes what is typed, but a button (the close ×, the omnichat bubble, Subscribe) does
 * nothing (a form's would send the form as a page request), and React, which keeps the typed text while it hydrates, would set the field back to its
 * state's value (empty) at its next render. So the first script records which buttons were pressed, once
 * each and in order, and the frame app, once it has hydrated the markup and its layout has started
 * (mountFrame.ts), gives each field's text to React as typing (so the state holds it) and then presses
 * the buttons again: the visitor's one press opens the panel, closes the widget or sends the number.
 *
 * Once each: a visitor who pressed a toggle twice because nothing happened meant it once. Recording stops
 * when React starts hydrating: from then on React replays what it receives itself. The recording is the
 * first paint's (firstPaint.ts), which hands it to the app with everything else of the painted view.
 */
export interface EarlyInteractions {
  presses: HTMLButtonElement[];
  /** Text fields whose text is no longer what the server wrote, with that text. */
  typed: Array<{ field: HTMLInputElement | HTMLTextAreaElement; text: string }>;
}

/** The recording of a painted view's presses: `stop` ends it and gives the buttons pressed, once each, in order. */
export interface EarlyRecording {
  stop(): HTMLButtonElement[];
}

/**
 * Records presses on the buttons inside `root` (a click: also Enter or Space on a focused button, and
 * Enter in a field, which presses the form's submit button), but those `handled` says it carried out. A form is not submitted meanwhile: without
 * React's handler the browser would send it as a page request and reload the frame.
 */
export function recordEarlyInteractions(root: HTMLElement, handled: (button: HTMLButtonElement) => boolean = () => false): EarlyRecording {
  const pressed = new Set<HTMLButtonElement>();
  const onClick = (event: Event): void => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (button === null || !root.contains(button) || button.disabled) return;
    // A press the first script carried out itself (the close: earlyClose.ts) is not React's to repeat.
    if (!handled(button)) pressed.add(button);
  };
  const onSubmit = (event: Event): void => event.preventDefault();
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return {
    stop() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      const presses = [...pressed];
      pressed.clear();
      return presses;
    },
  };
}

const isTextField = (field: HTMLInputElement | HTMLTextAreaElement): boolean =>
  field instanceof HTMLTextAreaElement || !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'file', 'image'].includes(field.type);

/** What was done in `root`: the presses a recording kept (none without one) and the text typed into its fields. */
export function earlyInteractions(presses: HTMLButtonElement[], root: HTMLElement): EarlyInteractions {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  const typed = fields.filter((field) => isTextField(field) && field.value !== field.defaultValue).map((field) => ({ field, text: field.value }));
  return { presses, typed };
}

/**
 * Gives React the typed text, then presses the buttons again, for the elements still in `root`
 * (hydration kept the server's elements; a fresh render did not).
 */
export function replayEarlyInteractions({ presses, typed }: EarlyInteractions, root: HTMLElement): void {
  const inRoot = (element: Element): boolean => element.isConnected && root.contains(element);
  for (const { field, text } of typed) if (inRoot(field)) typeInto(field, text);
  for (const button of presses) if (inRoot(button)) button.click();
}

/**
 * React learns of typing from an `input` event whose value differs from the last one it saw: the field is
 * emptied through its own setter (which React watches), then given the text through the prototype's
 * (which it does not), so that the event always carries a change.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setValue === undefined) return;
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
