/**
 * The phone field (SPEC §2, §5): a visible label, the country button beside a `type="tel"` input with
 * the 3-3-4 hint as placeholder, and the last error under it. Text is 16 px, so iOS does not zoom into
 * the field. The country panel is a popover anchored to the field row (CountryPicker.tsx).
 *
 * Only an error about the number (sms/rules/phoneFieldError.ts) marks the field: red border, aria-invalid,
 * and the message as its description. Any other error (the server failed, a refusal for another
 * reason) is announced and shown in the same place in a neutral colour, and the field stays as it was.
 */
import { useId } from 'react';
import type { CountryOption } from '../rules/countrySearch';
import { PHONE_HINT } from '../rules/phoneNumber';
import { CountryButton, CountryPanel, useCountryPicker } from './CountryPicker';

const PHONE_LABEL = 'Mobile number';

export interface PhoneFieldProps {
  value: string;
  onInput: (value: string) => void;
  options: readonly CountryOption[] | null;
  country: CountryOption | null;
  onCountry: (key: string) => void;
  /** The last error (SPEC §5: only the last one is shown); null when there is none. */
  error: string | null;
  /** Whether that error is about the number typed (sms/rules/phoneFieldError.ts). */
  errorOnField?: boolean;
  disabled?: boolean;
  /** Label, field error and other message colour classes (light or dark card). */
  labelClassName?: string;
  errorClassName?: string;
  noticeClassName?: string;
}

export function PhoneField(props: PhoneFieldProps) {
  const { value, onInput, options, country, onCountry, error, errorOnField = true, disabled = false } = props;
  const { labelClassName = 'text-slate-700', errorClassName = 'text-red-700', noticeClassName = 'text-slate-700' } = props;
  const inputId = useId();
  const errorId = useId();
  const picker = useCountryPicker({ options, selected: country, onSelect: onCountry });
  const invalid = error !== null && errorOnField;
  return (
    <div className="w-full text-left">
      <label htmlFor={inputId} className={`mb-1.5 block text-sm font-medium ${labelClassName}`}>
        {PHONE_LABEL}
      </label>
      <div className="relative flex w-full">
        <CountryButton picker={picker} selected={country} disabled={disabled} />
        <CountryPanel picker={picker} selected={country} />
        <input
          id={inputId}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_HINT}
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onInput(event.target.value)}
          className={`h-12 min-w-0 flex-1 rounded-r-control border bg-white px-3 text-base text-slate-900 outline-none placeholder:text-slate-400 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-60 ${
            invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      {error !== null && (
        <p id={errorId} role="alert" data-testid="phone-error" data-field-error={invalid} className={`mt-1.5 text-sm font-medium ${invalid ? errorClassName : noticeClassName}`}>
          {error}
        </p>
      )}
    </div>
  );
}
