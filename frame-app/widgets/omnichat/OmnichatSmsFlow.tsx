/**
 * SMS inside the omnichat panel (SPEC §2 "SMS (starts the SMS flow)", §4 "The omnichannel variant also
 * generates a reference"): mounted when the visitor picks SMS, so the reference is generated for a
 * visitor who asked for it, not on every page view. The phone form posts the number like the SMS card
 * (the subscriber is stored by the backend); the text-app link with the reference is offered beside it.
 * Success replaces the form with the product's one success label and marks the widget submitted (the
 * host page hears `submitted`, as from the SMS card); the bubble stays.
 */
import type { MergedWidget } from '../../config/mergeWidget';
import { selectIsSuccess } from '../../machines/smsOptInMachine';
import { SuccessLabel } from '../../parts/SuccessLabel';
import { useActorSelector } from '../../parts/useActorSelector';
import { SmsOptIn } from '../sms/SmsOptIn';
import type { SmsEnvironment } from '../sms/smsEnvironment';
import { useSmsOptIn } from '../sms/useSmsOptIn';

export const SMS_SUCCESS_TEXT = 'Check your phone: we sent you a text.';

const noop = (): void => undefined;

export interface OmnichatSmsFlowProps {
  widget: MergedWidget;
  env: SmsEnvironment;
  /** The backend stored the subscriber: the widget machine's SUBMIT. */
  onSubscribed(): void;
}

export function OmnichatSmsFlow({ widget, env, onSubscribed }: OmnichatSmsFlowProps) {
  // The panel's own `rendered` was reported with the bubble; the SMS render callback has nothing to add.
  const { actor, phoneData } = useSmsOptIn(widget, env, { onSubscribed, onRendered: noop });
  const success = useActorSelector(actor, selectIsSuccess);
  if (success) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <SuccessLabel />
        <p className="text-sm text-slate-600">{SMS_SUCCESS_TEXT}</p>
      </div>
    );
  }
  return <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={false} />;
}
