/**
 * SPEC §4 "Submit flow by buttonType", the flows that wait (machines/submitFlowMachine.ts), alone, under a
 * SimulatedClock with fake services: its outcome is what the widget machine turns into after-submit or
 * back into its form. The flow through the widget is in widgetMachineMessenger.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  OPTIN_FIRST_CHECK_MS,
  OPTIN_MAX_CHECKS,
  OPTIN_POLL_INTERVAL_MS,
  submitFlowMachine,
  type CheckOptinInput,
  type ConfirmCheckboxInput,
  type SubmitFlow,
  type SubmitFlowOutput,
} from '../../../frame-app/machines/submitFlowMachine';
import { stopAfterEachTest } from './actors';

const stopped = stopAfterEachTest();

// Lets the invoked promise actors settle (they resolve on the microtask queue, not on the clock).
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Fakes {
  flow?: SubmitFlow;
  checked?: boolean;
  /** The answers of successive checks; past the end, not opted in. A rejection is a failed check. */
  answers?: (() => Promise<boolean>)[];
  confirm?: () => Promise<void>;
}

function start({ flow = 'button', checked = true, answers = [], confirm = () => Promise.resolve() }: Fakes = {}) {
  const clock = new SimulatedClock();
  const checks: { at: number; input: CheckOptinInput }[] = [];
  const confirms: ConfirmCheckboxInput[] = [];
  const machine = submitFlowMachine.provide({
    actors: {
      checkOptin: fromPromise<boolean, CheckOptinInput>(({ input }) => {
        const answer = answers[checks.length] ?? (() => Promise.resolve(false));
        checks.push({ at: clock.now(), input });
        return answer();
      }),
      confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(({ input }) => {
        confirms.push(input);
        return confirm();
      }),
    },
  });
  const actor = createActor(machine, { input: { flow, sessionId: 'sess1', ref: 'w1.sess1.inst1', userRef: 'u-inst1', checked }, clock });
  stopped(actor).start();
  const output = (): SubmitFlowOutput | undefined => actor.getSnapshot().output;
  const at = () => checks.map((check) => check.at);
  return { actor, clock, checks, at, confirms, output };
}

/** Moves the clock on by `ms`, then lets the check that fired settle. */
async function advance(clock: SimulatedClock, ms: number): Promise<void> {
  clock.increment(ms);
  await settle();
}

describe('submitFlowMachine: button (the opt-in poll)', () => {
  it('checks after 1 s, then every 3 s, with the session id, and ends opted in', async () => {
    const { clock, checks, at, output } = start({ answers: [() => Promise.resolve(false), () => Promise.resolve(false), () => Promise.resolve(true)] });
    await advance(clock, OPTIN_FIRST_CHECK_MS - 1);
    expect(at()).toEqual([]);
    await advance(clock, 1);
    expect(at()).toEqual([1000]);
    await advance(clock, OPTIN_POLL_INTERVAL_MS - 1);
    expect(at()).toEqual([1000]);
    await advance(clock, 1);
    expect(at()).toEqual([1000, 4000]);
    expect(output()).toBeUndefined();
    await advance(clock, OPTIN_POLL_INTERVAL_MS);
    expect(at()).toEqual([1000, 4000, 7000]);
    expect(checks.map((check) => check.input)).toEqual([{ sessionId: 'sess1' }, { sessionId: 'sess1' }, { sessionId: 'sess1' }]);
    expect(output()).toEqual({ outcome: 'optedIn' });
    // Done: no check after the opt-in.
    await advance(clock, OPTIN_POLL_INTERVAL_MS * 3);
    expect(at()).toHaveLength(3);
  });

  it('retries a failed check on the same schedule', async () => {
    const { actor, clock, at, output } = start({ answers: [() => Promise.reject(new Error('Network GET error 500')), () => Promise.resolve(true)] });
    await advance(clock, OPTIN_FIRST_CHECK_MS);
    expect(at()).toEqual([1000]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    await advance(clock, OPTIN_POLL_INTERVAL_MS);
    expect(at()).toEqual([1000, 4000]);
    expect(output()).toEqual({ outcome: 'optedIn' });
  });

  it('gives up after OPTIN_MAX_CHECKS checks, with the warning, and checks no more', async () => {
    const { actor, clock, at, output } = start();
    await advance(clock, OPTIN_FIRST_CHECK_MS);
    for (let i = 1; i < OPTIN_MAX_CHECKS - 1; i++) await advance(clock, OPTIN_POLL_INTERVAL_MS);
    expect(at()).toHaveLength(OPTIN_MAX_CHECKS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await advance(clock, OPTIN_POLL_INTERVAL_MS);
    expect(at()).toHaveLength(OPTIN_MAX_CHECKS);
    expect(at().at(-1)).toBe(OPTIN_FIRST_CHECK_MS + (OPTIN_MAX_CHECKS - 1) * OPTIN_POLL_INTERVAL_MS);
    expect(output()).toEqual({
      outcome: 'formShown',
      notice: { type: 'warning', message: 'no opt-in arrived after 200 checks; stopped asking (the visitor may submit again)' },
    });
    await advance(clock, OPTIN_POLL_INTERVAL_MS * 3);
    expect(at()).toHaveLength(OPTIN_MAX_CHECKS);
  });

  it('gives up the same way when the last check fails', async () => {
    const answers = Array.from({ length: OPTIN_MAX_CHECKS }, () => () => Promise.reject(new Error('offline')));
    const { clock, at, output } = start({ answers });
    await advance(clock, OPTIN_FIRST_CHECK_MS);
    for (let i = 1; i < OPTIN_MAX_CHECKS; i++) await advance(clock, OPTIN_POLL_INTERVAL_MS);
    expect(at()).toHaveLength(OPTIN_MAX_CHECKS);
    expect(output()).toMatchObject({ outcome: 'formShown', notice: { type: 'warning' } });
  });

  it('polls whatever the checkbox says (the tick is the checkbox flow’s)', async () => {
    const { clock, at, confirms } = start({ checked: false });
    await advance(clock, OPTIN_FIRST_CHECK_MS);
    expect(at()).toEqual([1000]);
    expect(confirms).toEqual([]);
  });
});

describe('submitFlowMachine: checkbox (the plugin confirm)', () => {
  it('an unticked checkbox confirms nothing: the form stays, with the warning', () => {
    const { output, confirms, checks } = start({ flow: 'checkbox', checked: false });
    expect(output()).toEqual({
      outcome: 'formShown',
      notice: { type: 'warning', message: 'the messenger checkbox is not ticked, so there is no opt-in to confirm' },
    });
    expect(confirms).toEqual([]);
    expect(checks).toEqual([]);
  });

  it('a ticked checkbox confirms with the ref and user_ref, then is confirmed', async () => {
    const { output, confirms, checks } = start({ flow: 'checkbox' });
    expect(confirms).toEqual([{ ref: 'w1.sess1.inst1', userRef: 'u-inst1' }]);
    expect(output()).toBeUndefined();
    await settle();
    expect(output()).toEqual({ outcome: 'confirmed' });
    expect(checks).toEqual([]);
  });

  it('a failed confirm keeps the form, and the error says why', async () => {
    const { output } = start({ flow: 'checkbox', confirm: () => Promise.reject(new Error('timeout')) });
    await settle();
    expect(output()).toEqual({ outcome: 'formShown', notice: { type: 'error', message: 'the checkbox confirm failed: timeout' } });
  });

  it('without a provided confirm (the default), the confirm fails', async () => {
    const actor = stopped(createActor(submitFlowMachine, { input: { flow: 'checkbox', sessionId: 's', ref: 'r', userRef: 'u', checked: true } })).start();
    await settle();
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'formShown',
      notice: { type: 'error', message: 'the checkbox confirm failed: no messenger checkbox plugin' },
    });
  });
});
