/**
 * The success view's Copy button for a code (data.submitted.nextStep type "code", issue 29):
 *
 *   idle ──COPY──▶ copying ──copied──▶ copied
 *                          └─only selected──▶ selected   (the visitor copies it with their keys)
 *   copied | selected ──COPY──▶ copying
 *
 * The frame is a cross-origin iframe whose loader grants no `clipboard-write`, so the Clipboard API may
 * refuse; the service (services/copyText.ts) then falls back to selecting the code. The machine only
 * says which of the two happened, for the button's words and the polite announcement.
 *
 * No React, no DOM: the copy is an injected promise service (`copy`), so tests run in node.
 */
import { fromPromise, setup } from 'xstate';

export const copyCodeMachine = setup({
  types: {
    events: {} as { type: 'COPY' },
  },
  actors: {
    // Provided by widgets/copyCodeActor.ts: true once the code is on the clipboard, false when it could
    // only be selected. A machine without it cannot copy anything.
    copy: fromPromise<boolean>(async () => false),
  },
}).createMachine({
  id: 'copyCode',
  initial: 'idle',
  states: {
    idle: { on: { COPY: 'copying' } },
    copying: {
      invoke: {
        src: 'copy',
        onDone: [{ guard: ({ event }) => event.output, target: 'copied' }, { target: 'selected' }],
        onError: 'selected',
      },
    },
    copied: { on: { COPY: 'copying' } },
    selected: { on: { COPY: 'copying' } },
  },
});
