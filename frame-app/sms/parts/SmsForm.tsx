/**
 * The SMS opt-in form (SPEC §2 "SMS card and SMS modal"), presentational: the phone field, the submit
 * button (smsButtonText, default "Subscribe", white on blue), the progress state and the legal text.
 * On iOS with a widget phone it is a link that opens the text app instead (SPEC §4), while the ref is
 * being generated a disabled button.
 *
 * Progress: the button is disabled and reads "Subscribing…" after a 24 px spinner (parts/Spinner.tsx),
 * and a polite live region announces it. The spinner is no taller than the text's line, so the button
 * keeps its height between idle and loading ("Preparing…" likewise).
 */
import type { FormEvent } from 'react';
import type { EditableField } from '../../../bridge-protocol/messages';
import type { CountryOption } from '../rules/countrySearch';
import type { WidgetColors } from '../../rules/widgetColors';
import { ActionButton } from '../../parts/ActionButton';
import { EditableText } from '../../parts/EditableText';
import { FOCUS_RING, MOTION, optionalStyle } from '../../parts/embedStyles';
import { Spinner } from '../../parts/Spinner';
import { PhoneField } from './PhoneField';
import { SmsLegalText } from './SmsLegalText';

export const SUBSCRIBING_TEXT = 'Subscribing…';
const PREPARING_TEXT = 'Preparing…';
const TEXT_US_INSTEAD = 'Or text us from your phone';

export interface SmsFormProps {
  buttonText: string;
  /** 'smsButtonText' in editing mode, else null. */
  buttonField: EditableField | null;
  colors: WidgetColors;
  typed: string;
  options: readonly CountryOption[] | null;
  country: CountryOption | null;
  error: string | null;
  /** Whether the error is about the number typed (marks the field invalid); else a neutral notice. */
  errorOnField?: boolean;
  isLoading: boolean;
  isGeneratingRef: boolean;
  /** iOS: the text-app link; null → the phone form. */
  textAppLink: string | null;
  /** The omnichannel variant off iOS: the text-app link offered under the phone form. */
  alternativeTextAppLink?: string | null;
  dark?: boolean;
  legalColor?: string | undefined;
  onInput: (value: string) => void;
  onCountry: (key: string) => void;
  onSubmit: () => void;
  /** Editing mode: a click on the button edits its label, it does not submit. */
  editing?: boolean;
}

// #0073E0: "blue" with white text at 4.9:1 (Messenger's #0084FF is 3.7:1, under WCAG AA).
const BUTTON = `inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-control bg-accent px-5 py-3 text-base font-semibold text-on-accent no-underline shadow-sm hover:bg-accent-hover active:bg-accent-active disabled:cursor-wait disabled:opacity-70 ${FOCUS_RING} ${MOTION}`;

export function SmsForm(props: SmsFormProps) {
  const { buttonText, buttonField, colors, isLoading, isGeneratingRef, textAppLink, dark = false, editing = false } = props;
  const buttonStyle = optionalStyle({ backgroundColor: colors.buttonBackground, color: colors.buttonText });
  const label = <EditableText field={buttonField} text={buttonText} />;
  const legal = <SmsLegalText className={dark ? 'text-slate-400' : 'text-slate-500'} color={props.legalColor} />;

  if (isGeneratingRef) {
    return (
      <div className="flex w-full flex-col gap-3">
        <button type="button" disabled aria-busy="true" className={BUTTON} style={buttonStyle}>
          <Spinner size={24} />
          {PREPARING_TEXT}
        </button>
        {legal}
      </div>
    );
  }
  if (textAppLink !== null) {
    return (
      <div className="flex w-full flex-col gap-3">
        <a
          href={textAppLink}
          data-testid="sms-text-app-link"
          className={BUTTON}
          style={buttonStyle}
          onClick={editing ? (event) => event.preventDefault() : undefined}
        >
          {label}
        </a>
        {legal}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!editing && !isLoading) props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-col gap-3">
      <PhoneField
        value={props.typed}
        onInput={props.onInput}
        options={props.options}
        country={props.country}
        onCountry={props.onCountry}
        error={props.error}
        errorOnField={props.errorOnField ?? true}
        labelClassName={dark ? 'text-slate-200' : 'text-slate-700'}
        errorClassName={dark ? 'text-red-300' : 'text-red-700'}
        noticeClassName={dark ? 'text-slate-200' : 'text-slate-700'}
      />
      <ActionButton type="submit" disabled={isLoading} aria-disabled={isLoading} className={BUTTON} style={buttonStyle}>
        {isLoading ? (
          <>
            <Spinner size={24} />
            {SUBSCRIBING_TEXT}
          </>
        ) : (
          label
        )}
      </ActionButton>
      <p role="status" aria-live="polite" className="sr-only">
        {isLoading ? SUBSCRIBING_TEXT : ''}
      </p>
      {props.alternativeTextAppLink && (
        <a
          href={props.alternativeTextAppLink}
          data-testid="sms-text-app-alternative"
          className={`self-center rounded text-sm font-medium underline underline-offset-2 ${dark ? 'text-sky-300' : 'text-accent-text'} ${FOCUS_RING}`}
        >
          {TEXT_US_INSTEAD}
        </a>
      )}
      {legal}
    </form>
  );
}
