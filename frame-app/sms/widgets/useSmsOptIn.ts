/**
 * The container of one SMS opt-in: it creates the SMS actor (smsOptInActor.ts wires the machine to the
 * real backend calls), loads the phone data chunk, and turns the machine's emitted events into the widget's callbacks (success marks
 * the widget submitted; the 100 ms render callback reports it rendered). Views read the actor through
 * selectors; this hook holds no opt-in state of its own.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { MergedWidget } from '../../config/mergeWidget';
import { defaultCountry } from '../rules/defaultCountry';
import { loadPhoneData } from '../services/lazyPhoneData';
import type { PhoneData } from '../services/phoneData';
import { storeSmsRef } from '../services/smsRefStore';
import type { SmsEnvironment } from './smsEnvironment';
import { createSmsOptInActor, signOf, type SmsOptInActor } from './smsOptInActor';

export type { SmsOptInActor } from './smsOptInActor';

export interface SmsOptInCallbacks {
  onSubscribed: () => void;
  onRendered: () => void;
}

export function useSmsOptIn(widget: MergedWidget, env: SmsEnvironment, callbacks: SmsOptInCallbacks): { actor: SmsOptInActor; phoneData: PhoneData | null } {
  const [actor] = useState(() => createSmsOptInActor(widget, env));
  const sign = signOf(widget);
  // The widget's sign as rendered last, told to the machine during the commit: a press replayed right
  // after the commit that follows hydration (boot/earlyInteractions.ts) already sends the visitor's sign
  // (the server's copy the frame hydrated from has none). Sent before the actor starts, it waits in its mailbox.
  useLayoutEffect(() => {
    actor.send({ type: 'SIGN', sign });
  }, [actor, sign]);
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
      (error: unknown) => {
        // A widget that has gone (its frame disposed) says nothing more, as frameLayout sends nothing more.
        if (cancelled) return;
        // Not errorText(): importing it into a lazy SMS module makes the bundler move shared code into two more start-up chunks (5 → 7, +0.8 KB).
        console.error(`[MC] widget ${String(widget.widget_id)}: the phone field data did not load: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [actor, env.languages, widget.widget_id]);

  return { actor, phoneData };
}
