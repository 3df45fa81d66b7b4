/**
 * SPEC §4 "Submit flow by buttonType", the two flows that wait for something, a child of the widget
 * machine (widgetMachine.ts invokes it from `submitting.polling` and `submitting.confirming`):
 *
 *   choosing ──button──▶ polling.waitingFirst ──optinFirstCheck──▶ checking ──opted in──▶ optedIn
 *                        polling.checking ──not yet, or failed──▶ waiting ──optinPollInterval──▶ checking
 *                        polling.checking ──OPTIN_MAX_CHECKS done──▶ gaveUp            (formShown, a warning)
 *   choosing ──checkbox, ticked──▶ confirming ──confirmed──▶ confirmed
 *                                  confirming ──failed──▶ confirmFailed                 (formShown, an error)
 *   choosing ──checkbox, unticked──▶ unticked                                           (formShown, a warning)
 *
 * Why a child: the widget's lifecycle only needs to know that it is submitting and how the submit ended;
 * the poll's schedule, its count and its retries are the flow's own, so they run here and leave the
 * widget's context alone. Its output is one outcome, which the widget maps to SPEC §4 "After-submit"
 * (opted in, confirmed) or back to its form (with the warning or error that says why). The widget
 * stops it by leaving `submitting` (a route change, a close, the plugin's own opt_in).
 *
 * Timers come from the actor's clock, so the whole flow runs in node under a SimulatedClock. The two
 * services are invoked actors, `checkOptin` and `confirmCheckbox`, which boot/widgetActor.ts (or a test)
 * provides with `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../bridge-protocol/errorText';
import type { RefDetail, WidgetEmitted } from './widgetTypes';

/** SPEC §9 "Opt-in poll": first check after 1 s, then every 3 s. */
export const OPTIN_FIRST_CHECK_MS = 1_000;
export const OPTIN_POLL_INTERVAL_MS = 3_000;
/**
 * The poll stops after this many checks (about ten minutes): a visitor who has not sent the message by
 * then has walked away, and a tab left open must not call the backend forever. The form stays usable.
 */
export const OPTIN_MAX_CHECKS = 200;

/** Input of the `checkOptin` actor (GET /pixel/checkOptin); it resolves `has_opted_in`. */
export interface CheckOptinInput {
  sessionId: string;
}
/** Input of the `confirmCheckbox` actor: the SDK's checkbox confirm with this reference value. */
export interface ConfirmCheckboxInput {
  ref: string;
  userRef: string;
}

/** The flows that wait: `button` for the opt-in to arrive, `checkbox` for the plugin's confirm. */
export type SubmitFlow = 'button' | 'checkbox';

export interface SubmitFlowInput extends RefDetail {
  flow: SubmitFlow;
  /** SPEC §3 session id, which checkOptin asks about. */
  sessionId: string;
  /** SPEC §3 checkbox controller `checked`, as it stood when the visitor submitted. */
  checked: boolean;
}

/** Why the form stays: a warning or an error for the site's developer, as the widget emits it. */
export type SubmitFlowNotice = Extract<WidgetEmitted, { type: 'warning' | 'error' }>;

export type SubmitFlowOutput =
  /** The button flow's poll saw the opt-in: after-submit, as an opted-in visitor. */
  | { outcome: 'optedIn' }
  /** The checkbox plugin confirmed: after-submit. */
  | { outcome: 'confirmed' }
  /** Nothing to go on with: the form stays displayed, and the notice says why. */
  | { outcome: 'formShown'; notice: SubmitFlowNotice };

const UNTICKED_CHECKBOX = 'the messenger checkbox is not ticked, so there is no opt-in to confirm';
const POLL_GAVE_UP = `no opt-in arrived after ${String(OPTIN_MAX_CHECKS)} checks; stopped asking (the visitor may submit again)`;

const formShown = (notice: SubmitFlowNotice): SubmitFlowOutput => ({ outcome: 'formShown', notice });

interface SubmitFlowContext extends SubmitFlowInput {
  /** checkOptin calls made so far. */
  checks: number;
  outcome: SubmitFlowOutput | null;
}

export const submitFlowMachine = setup({
  types: {
    context: {} as SubmitFlowContext,
    input: {} as SubmitFlowInput,
    output: {} as SubmitFlowOutput,
  },
  guards: {
    isButtonFlow: ({ context }) => context.flow === 'button',
    isUnticked: ({ context }) => !context.checked,
    hasOptedIn: (_, answer: boolean) => answer,
    hasPolledEnough: ({ context }) => context.checks >= OPTIN_MAX_CHECKS,
  },
  actions: {
    countCheck: assign(({ context }) => ({ checks: context.checks + 1 })),
    settleOptedIn: assign({ outcome: { outcome: 'optedIn' } as SubmitFlowOutput }),
    settleConfirmed: assign({ outcome: { outcome: 'confirmed' } as SubmitFlowOutput }),
    settleGaveUp: assign({ outcome: formShown({ type: 'warning', message: POLL_GAVE_UP }) }),
    settleUnticked: assign({ outcome: formShown({ type: 'warning', message: UNTICKED_CHECKBOX }) }),
    settleConfirmFailed: assign((_, { error }: { error: unknown }) => ({
      outcome: formShown({ type: 'error', message: `the checkbox confirm failed: ${errorText(error)}` }),
    })),
  },
  delays: {
    optinFirstCheck: OPTIN_FIRST_CHECK_MS,
    optinPollInterval: OPTIN_POLL_INTERVAL_MS,
  },
  // Defaults that never opt in; boot/widgetActor.ts (or a test) provides the real ones with `.provide()`.
  actors: {
    checkOptin: fromPromise<boolean, CheckOptinInput>(() => Promise.resolve(false)),
    confirmCheckbox: fromPromise<void, ConfirmCheckboxInput>(() => Promise.reject(new Error('no messenger checkbox plugin'))),
  },
}).createMachine({
  id: 'submitFlow',
  context: ({ input }) => ({ ...input, checks: 0, outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isButtonFlow', target: 'polling' }, { guard: 'isUnticked', target: 'unticked' }, { target: 'confirming' }],
    },
    polling: {
      initial: 'waitingFirst',
      states: {
        waitingFirst: { after: { optinFirstCheck: 'checking' } },
        checking: {
          entry: 'countCheck',
          invoke: {
            src: 'checkOptin',
            input: ({ context }) => ({ sessionId: context.sessionId }),
            onDone: [
              { guard: { type: 'hasOptedIn', params: ({ event }) => event.output }, target: '#submitFlow.optedIn' },
              { guard: 'hasPolledEnough', target: '#submitFlow.gaveUp' },
              { target: 'waiting' },
            ],
            // A failed check is retried on the same schedule: the visitor may still opt in.
            onError: [{ guard: 'hasPolledEnough', target: '#submitFlow.gaveUp' }, { target: 'waiting' }],
          },
        },
        waiting: { after: { optinPollInterval: 'checking' } },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmCheckbox',
        input: ({ context }) => ({ ref: context.ref, userRef: context.userRef }),
        onDone: 'confirmed',
        onError: { target: 'confirmFailed', actions: { type: 'settleConfirmFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    optedIn: { type: 'final', entry: 'settleOptedIn' },
    confirmed: { type: 'final', entry: 'settleConfirmed' },
    gaveUp: { type: 'final', entry: 'settleGaveUp' },
    unticked: { type: 'final', entry: 'settleUnticked' },
    // Its outcome carries the error, so it is set on the way in (settleConfirmFailed).
    confirmFailed: { type: 'final' },
  },
  // Every final state has its outcome by the time it is reached; the default only satisfies the type.
  output: ({ context }) => context.outcome ?? formShown({ type: 'warning', message: POLL_GAVE_UP }),
});
