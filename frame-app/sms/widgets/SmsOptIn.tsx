/**
 * Connects the SMS form to its machine: reads the actor through selectors and sends the visitor's
 * input, country choice and submit (with the full number and the validator's verdict) to it.
 */
import { useCallback } from 'react';
import type { MergedWidget } from '../../config/mergeWidget';
import { useActorSelector } from '../../parts/useActorSelector';
import {
  selectCountry,
  selectErrorOnField,
  selectIsGeneratingRef,
  selectIsIos,
  selectIsLoading,
  selectLastError,
  selectTextAppLink,
  selectTyped,
} from '../machines/smsOptInMachine';
import { useIsEditing } from '../../parts/editMode';
import { SmsForm } from '../parts/SmsForm';
import { fullPhoneNumber } from '../rules/phoneNumber';
import { displayText } from '../../rules/displayText';
import { widgetColors } from '../../rules/widgetColors';
import { smsColors } from './smsColors';
import type { PhoneData } from '../services/phoneData';
import type { SmsOptInActor } from './useSmsOptIn';

/** SPEC §9 default SMS button text. */
const DEFAULT_SMS_BUTTON_TEXT = 'Subscribe';

export interface SmsOptInProps {
  widget: MergedWidget;
  actor: SmsOptInActor;
  phoneData: PhoneData | null;
  dark: boolean;
}

export function SmsOptIn({ widget, actor, phoneData, dark }: SmsOptInProps) {
  const typed = useActorSelector(actor, selectTyped);
  const countryKey = useActorSelector(actor, selectCountry);
  const error = useActorSelector(actor, selectLastError);
  const errorOnField = useActorSelector(actor, selectErrorOnField);
  const isLoading = useActorSelector(actor, selectIsLoading);
  const isGeneratingRef = useActorSelector(actor, selectIsGeneratingRef);
  const textAppLink = useActorSelector(actor, selectTextAppLink);
  const ios = useActorSelector(actor, selectIsIos);
  const editing = useIsEditing();
  const main = widget.data.main;
  const country = phoneData?.options.find((o) => o.key === countryKey) ?? null;

  const onInput = useCallback((value: string) => actor.send({ type: 'INPUT', value }), [actor]);
  const onCountry = useCallback((key: string) => actor.send({ type: 'SELECT_COUNTRY', country: key }), [actor]);
  const onSubmit = useCallback(() => {
    const { typed: current, country: key } = actor.getSnapshot().context;
    const selected = phoneData?.options.find((o) => o.key === key) ?? null;
    // Before the country table has loaded the default US code stands in (SPEC §5 default country).
    const phoneNumber = fullPhoneNumber(selected?.dial ?? '1', current);
    const valid = phoneNumber === null || phoneData === null ? null : phoneData.isValid(phoneNumber);
    actor.send({ type: 'SUBMIT', phoneNumber, valid });
  }, [actor, phoneData]);

  return (
    <SmsForm
      buttonText={displayText(main.smsButtonText) || DEFAULT_SMS_BUTTON_TEXT}
      buttonField={editing ? 'smsButtonText' : null}
      colors={widgetColors(main.colors)}
      typed={typed}
      options={phoneData?.options ?? null}
      country={country}
      error={error}
      errorOnField={errorOnField}
      isLoading={isLoading}
      // iOS posts no number: the text app is the only way, so the form waits for the reference. The
      // omnichannel variant elsewhere keeps the phone form and offers the text app beside it.
      isGeneratingRef={ios && isGeneratingRef}
      textAppLink={ios ? textAppLink : null}
      alternativeTextAppLink={ios ? null : textAppLink}
      dark={dark}
      legalColor={smsColors(main.colors).legalText}
      onInput={onInput}
      onCountry={onCountry}
      onSubmit={onSubmit}
      editing={editing}
    />
  );
}
