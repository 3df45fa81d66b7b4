/**
 * The SMS opt-in machine wired to its services, the way every machine is wired (boot/widgetActor.ts):
 * this module is the only place that provides the SMS machine's backend calls (`machine.provide`) and
 * creates its actor. The React container (useSmsOptIn.ts) only starts, stops and listens to it.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { optInRouting } from '../../../bridge-protocol/optInRouting';
import type { MergedWidget } from '../../config/mergeWidget';
import { smsOptInMachine } from '../machines/smsOptInMachine';
import { isIosUserAgent } from '../rules/smsLink';
import { createSubscriberByPhoneNumber, generateSmsRef } from '../services/smsApi';
import type { SmsEnvironment } from './smsEnvironment';

export type SmsOptInActor = Actor<typeof smsOptInMachine>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * `currentSign`: the widget's `widget_sign` at the moment of each call. A painted frame hydrates from the
 * server's copy of the widget, which has none (/widget/config issues it to the visitor's loader), and
 * this actor is created at that first render; the visitor's copy arrives with the render after it.
 */
export function createSmsOptInActor(widget: MergedWidget, env: SmsEnvironment, currentSign: () => unknown = () => widget.widget_sign): SmsOptInActor {
  const ids = { account_id: env.accountId, widget_id: widget.widget_id, session_id: env.sessionId };
  // Issued per widget by /widget/config; the server refuses both calls without a valid one.
  const widgetSign = (): string => text(currentSign()) ?? '';
  // SPEC §3 data.actions: the sequence and keywords travel with the sign-up, for the server to route it.
  const routing = optInRouting(widget.data.actions);
  const machine = smsOptInMachine.provide({
    actors: {
      createSubscriber: fromPromise(({ input }: { input: { phoneNumber: string } }) =>
        createSubscriberByPhoneNumber(env.api, {
          ...ids,
          phone_number: input.phoneNumber,
          widget_sign: widgetSign(),
          ...routing,
        }),
      ),
      generateRef: fromPromise(() => generateSmsRef(env.api, { ...ids, widget_sign: widgetSign() })),
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
    },
  });
}
