/**
 * The SMS layouts' container (DESIGN: type + channel pairs; channel sms with box → SMS card, modal →
 * SMS modal: the row's smsVariant, which boot hands down in the SMS environment). It owns the SMS
 * actor for the widget's lifetime (useSmsOptIn) and hands the layout a read-only actor; a successful
 * opt-in marks the widget submitted through `onSubmit`.
 */
import type { MergedWidget } from '../../config/mergeWidget';
import { SmsCard } from './SmsCard';
import { SmsModal } from './SmsModal';
import type { SmsEnvironment } from './smsEnvironment';
import { useSmsOptIn } from './useSmsOptIn';
import type { NextStep } from '../../rules/nextStep';
import { withGivenCode } from '../../rules/givenCode';
import { useActorSelector } from '../../parts/useActorSelector';
import { selectGivenCode } from '../machines/smsOptInMachine';

export interface SmsWidgetProps {
  widget: MergedWidget;
  env: SmsEnvironment;
  isSubmitted: boolean;
  isDisplayed: boolean;
  label: string;
  defaultSize: boolean;
  /** The widget machine's SUBMIT: only called after the backend answered state true. */
  onSubmit: () => void;
  onClose: () => void;
  /** The widget machine's RENDERED (SPEC §4: 100 ms after the SMS widget is ready). */
  onRendered: () => void;
  /** The success view's next step (rules/nextStep.ts), resolved by the view. */
  nextStep: NextStep | null;
}

export function SmsWidget({ widget, env, isSubmitted, isDisplayed, label, defaultSize, onSubmit, onClose, onRendered, nextStep }: SmsWidgetProps) {
  const { actor, phoneData } = useSmsOptIn(widget, env, { onSubscribed: onSubmit, onRendered });
  // A unique coupon code's step shows the code this sign-up was given, else the owner's fallback text.
  const givenCode = useActorSelector(actor, selectGivenCode);
  const layout = { widget, isSubmitted, label, actor, phoneData, nextStep: withGivenCode(nextStep, givenCode) };
  return env.variant === 'modal' ? (
    <SmsModal {...layout} isDisplayed={isDisplayed} onClose={onClose} />
  ) : (
    <SmsCard {...layout} defaultSize={defaultSize} />
  );
}
