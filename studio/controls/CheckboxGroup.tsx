import { Checkbox, CheckboxGroup as AriaCheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { descriptionClass, errorClass, labelClass } from './controlStyles';
import { FieldLabelText } from './FieldLabelText';

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface CheckboxGroupProps {
  label: string;
  /** The group's id (a form that links to its fields by id, such as a problem summary). */
  id?: string;
  options: readonly CheckboxOption[];
  /** The ticked options' values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Required by default (SPEC §5); a group that may stay unticked shows "Optional" by its label. */
  required?: boolean;
  description?: string | undefined;
  /** Shown under the options, and the group marked invalid, when set. */
  errorMessage?: string | undefined;
}

/**
 * A labelled group of checkboxes, any number ticked (React Aria's CheckboxGroup: Tab moves from box to
 * box, Space ticks), laid out in as many columns as fit, so seven weekdays take two rows on a phone.
 */
export function CheckboxGroup({ label, id, options, value, onChange, required = true, description, errorMessage }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      id={id}
      value={[...value]}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-2"
    >
      <Label className={labelClass}>
        <FieldLabelText label={label} required={required} />
      </Label>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-x-4 gap-y-2">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className="group flex cursor-default items-center gap-2 text-sm text-slate-700 outline-none">
            <span
              aria-hidden="true"
              className={
                'flex size-4 shrink-0 items-center justify-center rounded border-2 border-slate-400 bg-white text-white ' +
                'group-data-[selected]:border-accent-600 group-data-[selected]:bg-accent-600 group-data-[invalid]:border-red-500 ' +
                'group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent-600 group-data-[focus-visible]:ring-offset-2'
              }
            >
              <svg viewBox="0 0 12 12" className="hidden size-3 group-data-[selected]:block" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M2.5 6.5 5 9l4.5-6" />
              </svg>
            </span>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
