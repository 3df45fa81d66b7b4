import type { CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { DATE_RANGE_MIN } from '../rules/dateRange';
import { labelClass, segmentClass } from './controlStyles';

export interface DateRangeTypedFieldProps {
  label: string;
  value: CalendarDate | null;
  /** The date whose type the empty field's segments take (a CalendarDate, so no time segments). */
  placeholder: CalendarDate;
  onChange: (date: CalendarDate | null) => void;
}

/**
 * One end of the range, typed. React Aria's DateField orders and labels the segments by the
 * locale (MM/DD/YYYY in en-US, DD/MM/YYYY in en-GB) and reports a value only once every segment is
 * filled: typed dates need no parser of ours.
 */
export function DateRangeTypedField({ label, value, placeholder, onChange }: DateRangeTypedFieldProps) {
  return (
    <DateField
      value={value}
      onChange={onChange}
      placeholderValue={placeholder}
      minValue={DATE_RANGE_MIN}
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{label}</Label>
      <DateInput
        className={
          'flex w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ' +
          'data-[focus-within]:border-accent-600 data-[invalid]:border-red-500'
        }
      >
        {(segment) => (
          <DateSegment
            segment={segment}
            className={segmentClass}
          />
        )}
      </DateInput>
    </DateField>
  );
}
