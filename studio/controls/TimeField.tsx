import type { Time } from '@internationalized/date';
import { DateInput, DateSegment, I18nProvider, TimeField as AriaTimeField } from 'react-aria-components';
import { segmentBoxClass, segmentClass } from './controlStyles';
import { FieldParts } from './FieldParts';
import { useTypedValue } from './useTypedValue';

export interface TimeFieldProps {
  label: string;
  value: Time | null;
  /** Every complete time typed, and null when the field is emptied. */
  onChange: (time: Time | null) => void;
  /** BCP 47 locale for the field's wording; the clock is 24-hour whatever the locale. en-US by default. */
  locale?: string;
  /** Required by default (SPEC §5); a time that may stay empty shows "Optional" by its label. */
  required?: boolean;
  description?: string | undefined;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string | undefined;
  /** Words only a screen reader hears after the label, where the label alone is not unique. */
  spokenSuffix?: string | undefined;
  isDisabled?: boolean;
  /** The id of a note elsewhere that describes the field too (read after the label). */
  describedBy?: string | undefined;
}

/**
 * SPEC §2 "time picker" and §9 "Hours 0-23, minutes 0-59 in pickers": hours and minutes typed as two
 * segments (HH:MM, 24-hour, no AM/PM), or stepped with the arrow keys. React Aria's TimeField reports a
 * time only once both are filled.
 */
export function TimeField({ label, value, onChange, locale = 'en-US', required = true, description, errorMessage, spokenSuffix, isDisabled, describedBy }: TimeFieldProps) {
  const [shown, change] = useTypedValue(value, onChange);
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField
        value={shown}
        onChange={change}
        hourCycle={24}
        granularity="minute"
        // "09:30", not "9:30": the generic format the schedule is written in reads the same.
        shouldForceLeadingZeros
        isRequired={required}
        isDisabled={isDisabled}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        aria-describedby={describedBy}
        className="flex flex-col gap-1"
      >
        <FieldParts label={label} required={required} description={description} errorMessage={errorMessage} spokenSuffix={spokenSuffix}>
          <DateInput className={`${segmentBoxClass} w-22 px-3 py-2`}>{(segment) => <DateSegment segment={segment} className={segmentClass} />}</DateInput>
        </FieldParts>
      </AriaTimeField>
    </I18nProvider>
  );
}
