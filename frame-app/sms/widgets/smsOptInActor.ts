/**
 * The SMS opt-in machine wired to its services, the way every machine is wired (boot/widgetActor.ts):
 * this module is the only place that provides the SMS machine's backend calls (`machine.provide`) and
 * creates its actor. The React container (useSmsOptIn.ts) only starts, stops and listens to it.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { optInRouting } from '../../../bridge-protocol/optInRouting';
import { HOLDOUT } from '../../../bridge-protocol/experiment';
import type { MergedWidget } from '../../config/mergeWidget';
import { smsOptInMachine } from '../machines/smsOptInMachine';
import { isIosUserAgent } from '../rules/smsLink';
import { createSubscriberByPhoneNumber, generateSmsRef } from '../services/smsApi';
import type { SmsEnvironment } from './smsEnvironment';

export type SmsOptInActor = Actor<typeof smsOptInMachine>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The widget's `widget_sign` as the SMS calls send it: text, or none. */
export const signOf = (widget: MergedWidget): string => text(widget.widget_sign) ?? '';

export function createSmsOptInActor(widget: MergedWidget, env: SmsEnvironment): SmsOptInActor {
  const ids = { account_id: env.accountId, widget_id: widget.widget_id, session_id: env.sessionId };
  // SPEC §3 data.actions: the sequence and keywords travel with the sign-up, for the server to route it.
  const routing = optInRouting(widget.data.actions);
  // The split test's arm this frame shows (the bootstrap's widget names it, loader/growth/splitTest.ts):
  // the consent record keeps it (issue 48). A holdout visitor has no frame, so never sends "holdout".
  const arm = typeof widget.variant === 'string' && widget.variant !== HOLDOUT ? { arm: widget.variant } : {};
  // The sign each call carries is the machine's, at the moment of the call (its SIGN event keeps it current).
  const machine = smsOptInMachine.provide({
    actors: {
      createSubscriber: fromPromise(({ input }: { input: { phoneNumber: string; widgetSign: string } }) =>
        createSubscriberByPhoneNumber(env.api, {
          ...ids,
          phone_number: input.phoneNumber,
          widget_sign: input.widgetSign,
          ...routing,
          ...arm,
        }),
      ),
      generateRef: fromPromise(({ input }: { input: { widgetSign: string } }) => generateSmsRef(env.api, { ...ids, widget_sign: input.widgetSign })),
    },
  });
  return createActor(machine, {
    input: {
      ios: isIosUserAgent(env.userAgent, env.maxTouchPoints),
      // The omnichat bubble's SMS channel is the variant that generates a reference first.
      omnichannel: env.variant === 'omnichannel',
      widgetPhone: env.widgetPhone,
      optInText: text(widget.data.actions.opt_in_text) ?? 'Subscribe',
      smsKeyword: text(widget.sms_keyword) ?? text(widget.data.main.sms_keyword),
      widgetSign: signOf(widget),
    },
  });
}
