/**
 * The container of one SMS opt-in: it creates the SMS machine with the real backend calls, loads the
 * phone data chunk, and turns the machine's emitted events into the widget's callbacks (success marks
 * the widget submitted; the 100 ms render callback reports it rendered). Views read the actor through
 * selectors; this hook holds no opt-in state of its own.
 */
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { MergedWidget } from '../../config/mergeWidget';
import { smsOptInMachine } from '../../machines/smsOptInMachine';
import { defaultCountry } from '../../rules/defaultCountry';
import { isIosUserAgent } from '../../rules/smsLink';
import { loadPhoneData } from '../../services/lazyPhoneData';
import type { PhoneData } from '../../services/phoneData';
import { createSubscriberByPhoneNumber, generateSmsRef } from '../../services/smsApi';
import { storeSmsRef } from '../../services/smsRefStore';
import type { SmsEnvironment } from './smsEnvironment';

export type SmsOptInActor = Actor<typeof smsOptInMachine>;

export interface SmsOptInCallbacks {
  onSubscribed: () => void;
  onRendered: () => void;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function createSmsOptInActor(widget: MergedWidget, env: SmsEnvironment): SmsOptInActor {
  const ids = { account_id: env.accountId, widget_id: widget.widget_id, session_id: env.sessionId };
  // Issued per widget by /widget/config; the server refuses both calls without a valid one.
  const widgetSign = text(widget.widget_sign) ?? '';
  const machine = smsOptInMachine.provide({
    actors: {
      createSubscriber: fromPromise(({ input }: { input: { phoneNumber: string } }) =>
        createSubscriberByPhoneNumber(env.api, {
          ...ids,
          phone_number: input.phoneNumber,
          widget_sign: widgetSign,
        }),
      ),
      generateRef: fromPromise(() => generateSmsRef(env.api, { ...ids, widget_sign: widgetSign })),
    },
  });
  return createActor(machine, {
    input: {
      ios: isIosUserAgent(env.userAgent, env.maxTouchPoints),
      // The omnichat bubble (the omni channel) is not built yet; its SMS channel will pass true here.
      omnichannel: widget.channel === 'omni',
      widgetPhone: env.widgetPhone,
      optInText: text(widget.data.actions.opt_in_text) ?? 'Subscribe',
      smsKeyword: text(widget.sms_keyword) ?? text(widget.data.main.sms_keyword),
    },
  });
}

export function useSmsOptIn(widget: MergedWidget, env: SmsEnvironment, callbacks: SmsOptInCallbacks): { actor: SmsOptInActor; phoneData: PhoneData | null } {
  const [actor] = useState(() => createSmsOptInActor(widget, env));
  const [phoneData, setPhoneData] = useState<PhoneData | null>(null);
  const { onSubscribed, onRendered } = callbacks;

  useEffect(() => {
    const subscriptions = [
      actor.on('subscribed', () => onSubscribed()),
      actor.on('rendered', () => onRendered()),
      actor.on('refStored', ({ ref }) => storeSmsRef(ref)),
      actor.on('failed', ({ reason, detail }) => {
        if (reason === 'network') console.warn(`[MC] widget ${String(widget.widget_id)}: ${detail}`);
      }),
    ];
    actor.start();
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, onSubscribed, onRendered, widget.widget_id]);

  useEffect(
    () => () => {
      actor.stop();
    },
    [actor],
  );

  useEffect(() => {
    let cancelled = false;
    loadPhoneData().then(
      (data) => {
        if (cancelled) return;
        setPhoneData(data);
        if (actor.getSnapshot().context.country === null) {
          const iso = defaultCountry(env.languages, (code) => data.options.some((o) => o.key === code));
          actor.send({ type: 'SELECT_COUNTRY', country: iso });
        }
      },
      (error: unknown) => console.error(`[MC] widget ${String(widget.widget_id)}: the phone field data did not load: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      cancelled = true;
    };
  }, [actor, env.languages, widget.widget_id]);

  return { actor, phoneData };
}
