/**
 * SMS inside the omnichat panel (SPEC §2 "SMS (starts the SMS flow)", §4 "The omnichannel variant also
 * generates a reference"): mounted when the visitor picks SMS, so the reference is generated for a
 * visitor who asked for it, not on every page view. The phone form posts the number like the SMS card
 * (the subscriber is stored by the backend); the text-app link with the reference is offered beside it.
 * Success replaces the form with the product's one success view and marks the widget submitted (the
 * host page hears `submitted`, as from the SMS card); the bubble stays.
 */
import type { MergedWidget } from '../../config/mergeWidget';
import { selectIsSuccess } from '../../sms/machines/smsOptInMachine';
import { SuccessView } from '../../parts/SuccessView';
import { SMS_SUCCESS_TEXT } from '../../rules/successContent';
import { useActorSelector } from '../../parts/useActorSelector';
import { SmsOptIn } from '../../sms/widgets/SmsOptIn';
import type { SmsEnvironment } from '../../sms/widgets/smsEnvironment';
import { useSmsOptIn } from '../../sms/widgets/useSmsOptIn';

// The panel shows no submitted title: the label and the SMS sentence.
const CONTENT = { title: '', description: SMS_SUCCESS_TEXT } as const;

const noop = (): void => undefined;
const NO_COLORS = {};

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
      <div className="@container py-4">
        <SuccessView layout="stack" scale="embed" tone="light" content={CONTENT} colors={NO_COLORS} />
      </div>
    );
  }
  return <SmsOptIn widget={widget} actor={actor} phoneData={phoneData} dark={false} />;
}
