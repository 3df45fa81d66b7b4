/**
 * The Copy button's actor (machines/copyCodeMachine.ts), with the clipboard service provided: the one
 * place that joins the machine to the DOM (services/copyText.ts), as boot/widgetActor.ts does for the
 * widget machine.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { copyCodeMachine } from '../machines/copyCodeMachine';
import { copyText } from '../services/copyText';

export type CopyCodeActor = Actor<typeof copyCodeMachine>;

/** `code`: what to copy; `target()`: the element showing it, selected when the clipboard refuses. */
export function createCopyCodeActor(code: string, target: () => HTMLElement | null): CopyCodeActor {
  return createActor(copyCodeMachine.provide({ actors: { copy: fromPromise<boolean>(() => copyText(code, target())) } }));
}
