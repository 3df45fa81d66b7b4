/**
 * The SMS opt-in of one SMS widget (SPEC §4 "SMS", §7, §8). Overlay state (SPEC §3): isLoading,
 * isGeneratingRef, errors.
 *
 *   starting ──needsRef (iOS, omnichannel)──▶ generatingRef ──▶ (ref | sms_keyword fallback) ──▶ ready
 *   starting ──▶ ready
 *   ready: after smsRenderDelay (100 ms, SPEC §9) emits `rendered` once
 *   ready.idle ──SUBMIT (no number)──▶ idle with a local error
 *   ready.idle ──SUBMIT (invalid)──▶ idle with a local error
 *   ready.idle ──SUBMIT──▶ submitting ──state true──▶ success (emits `subscribed`; keeps the answer's unique `code`)
 *                                     ──state false──▶ idle, errors from the answer (the last one is shown)
 *                                     ──no answer / server error──▶ idle, the visitor's message for it
 *   Each error is either about the number typed (errorOnField: the field is marked invalid) or not;
 *   sms/rules/phoneFieldError.ts decides for the server's answers.
 *   INPUT (in every state but success) stores the typed text and clears the errors; while submitting,
 *   the number already sent is kept in submittedNumber, so typing on does not change the request.
 *
 * The typed number lives in the context and nothing but INPUT changes it, so it survives every error.
 * Backend calls are injected actors (fromPromise), replaced in tests; no React, no DOM, no wall clock.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { apiErrorOf, type CreateSubscriberResponse, type GenerateSmsRefResponse } from '../../../bridge-protocol/api';
import { networkVisitorMessage } from '../rules/networkVisitorMessage';
import { isPhoneFieldError } from '../rules/phoneFieldError';
import { smsBody, smsLink } from '../rules/smsLink';

/** SPEC §9 "SMS render callback delay". */
const SMS_RENDER_DELAY_MS = 100;

export const MISSING_NUMBER_MESSAGE = 'Enter your mobile number.';
export const INVALID_NUMBER_MESSAGE = 'This doesn’t look like a valid mobile number for the selected country.';
/** A refusal that came without any message (SPEC §8 does not show the server's texts). */
export const REFUSED_MESSAGE = 'We couldn’t subscribe this number. Please check it and try again.';

export interface SmsOptInInput {
  /** iOS opens the text app with a generated ref instead of posting a number (SPEC §4). */
  ios: boolean;
  /** The omnichannel variant also generates a ref (SPEC §4). */
  omnichannel?: boolean;
  /** SPEC §3 app widgetPhone: the number the text app writes to. */
  widgetPhone: string | null;
  /** data.actions.opt_in_text (default "Subscribe"). */
  optInText: string;
  /** widget.sms_keyword (or data.main.sms_keyword): the body when no ref could be generated (SPEC §8). */
  smsKeyword: string | null;
  /**
   * The widget's `widget_sign` (issued per visitor by /widget/config; the server refuses both calls
   * without it), until a SIGN event brings a newer one: a painted frame hydrates from the server's copy
   * of the widget, which has none, and the visitor's arrives with the render after it.
   */
  widgetSign: string;
}

interface SubmitNumber {
  /** '+' + dial + digits, or null when nothing was typed (sms/rules/phoneNumber.ts). */
  phoneNumber: string | null;
  /** The validator's verdict (libphonenumber-js); null while the validator has not loaded. */
  valid: boolean | null;
}

/** What the sign-up call answered for the visitor: its status (200, or the 4xx of a refusal) and body. */
export interface SubscriberReply {
  status: number;
  answer: CreateSubscriberResponse;
}

type SmsOptInEvent =
  | { type: 'SIGN'; sign: string }
  | { type: 'INPUT'; value: string }
  | { type: 'SELECT_COUNTRY'; country: string }
  | ({ type: 'SUBMIT' } & SubmitNumber);

export type SmsOptInEmitted =
  | { type: 'rendered' }
  | { type: 'subscribed'; phoneNumber: string }
  | { type: 'refStored'; ref: string }
  | { type: 'failed'; reason: 'refused' | 'network'; detail: string };

interface SmsOptInContext extends SmsOptInInput {
  /** The text in the field, exactly as typed. */
  typed: string;
  /** The picker's selection (CountryOption key); null until the visitor or the default chooses. */
  country: string | null;
  isLoading: boolean;
  isGeneratingRef: boolean;
  errors: string[];
  /** Whether the error shown (the last) is about the number typed: only then is the field marked. */
  errorOnField: boolean;
  ref: string | null;
  /** The sms: link once known (iOS / omnichannel). */
  textAppLink: string | null;
  submittedNumber: string | null;
  /**
   * The unique coupon code the accepted sign-up was given (issue 48): a code, null when none was left,
   * undefined when the answer carried none (the widget shows one code to everyone, or none).
   */
  givenCode: string | null | undefined;
}


function refusal({ status, answer }: SubscriberReply): Pick<SmsOptInContext, 'errors' | 'errorOnField'> {
  const errors = (answer.errors ?? []).map(apiErrorOf).filter((e) => e.message.trim() !== '');
  const shown = errors.at(-1);
  return {
    errors: errors.length > 0 ? errors.map((e) => e.message) : [REFUSED_MESSAGE],
    errorOnField: isPhoneFieldError({ status, field: shown?.field }),
  };
}

export const smsOptInMachine = setup({
  types: {
    context: {} as SmsOptInContext,
    events: {} as SmsOptInEvent,
    input: {} as SmsOptInInput,
    emitted: {} as SmsOptInEmitted,
  },
  actors: {
    // Replaced with machine.provide() by sms/widgets/smsOptInActor.ts (the real backend) and by the tests (fakes).
    createSubscriber: fromPromise<SubscriberReply, { phoneNumber: string; widgetSign: string }>(() => Promise.reject(new Error('createSubscriber was not provided'))),
    generateRef: fromPromise<GenerateSmsRefResponse, { widgetSign: string }>(() => Promise.reject(new Error('generateRef was not provided'))),
  },
  delays: {
    smsRenderDelay: SMS_RENDER_DELAY_MS,
  },
  guards: {
    needsRef: ({ context }) => context.ios || context.omnichannel === true,
    hasNoNumber: ({ event }) => event.type === 'SUBMIT' && event.phoneNumber === null,
    // Only a verdict of the validator blocks: before it has loaded, the server decides.
    isInvalidNumber: ({ event }) => event.type === 'SUBMIT' && event.valid === false,
    isAccepted: (_, reply: SubscriberReply) => reply.answer.state === true,
    hasRef: (_, answer: GenerateSmsRefResponse) => answer.state === true && typeof answer.ref === 'string' && answer.ref !== '',
  },
  actions: {
    assignSign: assign(({ event }) => {
      assertEvent(event, 'SIGN');
      return { widgetSign: event.sign };
    }),
    assignTyped: assign(({ event }) => {
      assertEvent(event, 'INPUT');
      return { typed: event.value };
    }),
    assignCountry: assign(({ event }) => {
      assertEvent(event, 'SELECT_COUNTRY');
      return { country: event.country };
    }),
    // SPEC §4: any input clears validation errors.
    clearErrors: assign({ errors: [] as string[], errorOnField: false }),
    setMissingNumberError: assign({ errors: [MISSING_NUMBER_MESSAGE], errorOnField: true }),
    setInvalidNumberError: assign({ errors: [INVALID_NUMBER_MESSAGE], errorOnField: true }),
    assignSubmittedNumber: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { submittedNumber: event.phoneNumber };
    }),
    startLoading: assign({ isLoading: true, errors: [] as string[], errorOnField: false }),
    stopLoading: assign({ isLoading: false }),
    startGeneratingRef: assign({ isGeneratingRef: true }),
    stopGeneratingRef: assign({ isGeneratingRef: false }),
    assignRefusal: assign((_, reply: SubscriberReply) => refusal(reply)),
    assignGivenCode: assign((_, reply: SubscriberReply) => ({ givenCode: reply.answer.code })),
    // No answer, or a server error: what happened, never a mark on the number (it may be fine).
    assignNetworkError: assign((_, failure: { error: unknown }) => ({ errors: [networkVisitorMessage(failure.error)], errorOnField: false })),
    // The developer-level text ("Newtwork POST error 503", SPEC §8) goes to the console, not the visitor.
    emitNetworkFailure: emit((_, failure: { error: unknown }) => ({
      type: 'failed' as const,
      reason: 'network' as const,
      detail: failure.error instanceof Error ? failure.error.message : String(failure.error),
    })),
    emitRefused: emit(({ context }) => ({ type: 'failed' as const, reason: 'refused' as const, detail: context.errors.join(' | ') })),
    emitSubscribed: emit(({ context }) => ({ type: 'subscribed' as const, phoneNumber: context.submittedNumber ?? '' })),
    emitRendered: emit({ type: 'rendered' as const }),
    assignRefLink: assign(({ context }, answer: GenerateSmsRefResponse) => {
      const ref = answer.ref ?? null;
      return { ref, textAppLink: textAppLink(context, ref) };
    }),
    assignKeywordLink: assign(({ context }) => ({ ref: null, textAppLink: textAppLink(context, null) })),
    emitRefStored: emit(({ context }) => ({ type: 'refStored' as const, ref: context.ref ?? '' })),
  },
}).createMachine({
  id: 'smsOptIn',
  initial: 'starting',
  context: ({ input }) => ({
    ...input,
    typed: '',
    country: null,
    isLoading: false,
    isGeneratingRef: false,
    errors: [],
    errorOnField: false,
    ref: null,
    textAppLink: null,
    submittedNumber: null,
    givenCode: undefined,
  }),
  on: {
    SELECT_COUNTRY: { actions: ['assignCountry', 'clearErrors'] },
    SIGN: { actions: 'assignSign' },
  },
  states: {
    starting: {
      always: [{ guard: 'needsRef', target: 'generatingRef' }, { target: 'ready' }],
    },
    generatingRef: {
      entry: 'startGeneratingRef',
      exit: 'stopGeneratingRef',
      invoke: {
        src: 'generateRef',
        input: ({ context }) => ({ widgetSign: context.widgetSign }),
        onDone: [
          {
            guard: { type: 'hasRef', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'assignRefLink', params: ({ event }) => event.output }, 'emitRefStored'],
          },
          // SPEC §8: without a ref the link carries the configured sms_keyword.
          { target: 'ready', actions: 'assignKeywordLink' },
        ],
        onError: { target: 'ready', actions: 'assignKeywordLink' },
      },
      on: { INPUT: { actions: ['assignTyped', 'clearErrors'] } },
    },
    ready: {
      initial: 'idle',
      // SPEC §4/§9: the SMS widget's render callback comes 100 ms after it is ready.
      after: { smsRenderDelay: { actions: 'emitRendered' } },
      states: {
        idle: {
          on: {
            INPUT: { actions: ['assignTyped', 'clearErrors'] },
            SUBMIT: [
              { guard: 'hasNoNumber', actions: 'setMissingNumberError' },
              { guard: 'isInvalidNumber', actions: 'setInvalidNumberError' },
              { target: 'submitting', actions: 'assignSubmittedNumber' },
            ],
          },
        },
        submitting: {
          entry: 'startLoading',
          exit: 'stopLoading',
          on: { INPUT: { actions: ['assignTyped', 'clearErrors'] } },
          invoke: {
            src: 'createSubscriber',
            input: ({ context }) => ({ phoneNumber: context.submittedNumber ?? '', widgetSign: context.widgetSign }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => event.output },
                target: 'success',
                actions: { type: 'assignGivenCode', params: ({ event }) => event.output },
              },
              { target: 'idle', actions: [{ type: 'assignRefusal', params: ({ event }) => event.output }, 'emitRefused'] },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'assignNetworkError', params: ({ event }) => ({ error: event.error }) },
                { type: 'emitNetworkFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        success: {
          entry: 'emitSubscribed',
        },
      },
    },
  },
});

function textAppLink(context: SmsOptInContext, ref: string | null): string | null {
  if (context.widgetPhone === null || context.widgetPhone.trim() === '') return null;
  return smsLink(context.widgetPhone, smsBody(context.optInText, ref, context.smsKeyword), context.ios);
}

export type SmsOptInSnapshot = SnapshotFrom<typeof smsOptInMachine>;

// ---------- selectors (primitives, safe for useActorSelector) ----------

export const selectTyped = (s: SmsOptInSnapshot): string => s.context.typed;
export const selectCountry = (s: SmsOptInSnapshot): string | null => s.context.country;
export const selectIsLoading = (s: SmsOptInSnapshot): boolean => s.context.isLoading;
export const selectIsGeneratingRef = (s: SmsOptInSnapshot): boolean => s.context.isGeneratingRef;
/** SPEC §5: only the last error is shown under the field. */
export const selectLastError = (s: SmsOptInSnapshot): string | null => s.context.errors.at(-1) ?? null;
/** Whether that error is about the number typed (the field is then marked invalid). */
export const selectErrorOnField = (s: SmsOptInSnapshot): boolean => s.context.errorOnField;
export const selectTextAppLink = (s: SmsOptInSnapshot): string | null => s.context.textAppLink;
/** iOS: the text-app link replaces the phone form; elsewhere (the omnichannel variant) it is offered beside it. */
export const selectIsIos = (s: SmsOptInSnapshot): boolean => s.context.ios;
export const selectIsSuccess = (s: SmsOptInSnapshot): boolean => s.matches({ ready: 'success' });
/** The unique coupon code the sign-up was given (null: none left; undefined: none asked for). */
export const selectGivenCode = (s: SmsOptInSnapshot): string | null | undefined => s.context.givenCode;
