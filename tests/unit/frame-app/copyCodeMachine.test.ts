import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { copyCodeMachine } from '../../../frame-app/machines/copyCodeMachine';

/** `copy` answers true once the code is on the clipboard, false when it was only selected. */
function actorWith(copy: () => Promise<boolean>) {
  const actor = createActor(copyCodeMachine.provide({ actors: { copy: fromPromise(copy) } }));
  actor.start();
  return actor;
}

describe('copyCodeMachine (the success view\'s Copy button, issue 29)', () => {
  it('idle until pressed; "copied" once the code is on the clipboard', async () => {
    const actor = actorWith(async () => true);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'COPY' });
    expect((await waitFor(actor, (s) => s.value !== 'copying')).value).toBe('copied');
    actor.stop();
  });

  it('"selected" when only the selection could be made, or the copy failed outright', async () => {
    for (const copy of [async () => false, async (): Promise<boolean> => Promise.reject(new Error('NotAllowedError'))]) {
      const actor = actorWith(copy);
      actor.send({ type: 'COPY' });
      expect((await waitFor(actor, (s) => s.value !== 'copying')).value).toBe('selected');
      actor.stop();
    }
  });

  it('a second press copies again', async () => {
    let calls = 0;
    const actor = actorWith(async () => ++calls > 1);
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.value === 'selected');
    actor.send({ type: 'COPY' });
    await waitFor(actor, (s) => s.value === 'copied');
    expect(calls).toBe(2);
    actor.stop();
  });
});
