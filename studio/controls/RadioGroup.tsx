import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { descriptionClass, labelClass } from './controlStyles';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
}

/** A labelled group of radio buttons; arrow keys move the choice, as React Aria implements it. */
export function RadioGroup({ label, options, value, onChange, orientation = 'vertical', isDisabled }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      isDisabled={isDisabled}
      className="flex flex-col gap-2"
    >
      <Label className={labelClass}>{label}</Label>
      <div className={orientation === 'horizontal' ? 'flex flex-wrap gap-4' : 'flex flex-col gap-2'}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="group flex cursor-default items-start gap-2 text-sm text-slate-700 outline-none data-[disabled]:opacity-50"
          >
            <span
              aria-hidden="true"
              className={
                'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 bg-white ' +
                'group-data-[selected]:border-accent-600 group-data-[selected]:after:size-2 group-data-[selected]:after:rounded-full ' +
                'group-data-[selected]:after:bg-accent-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent-600 ' +
                'group-data-[focus-visible]:ring-offset-2'
              }
            />
            <span className="flex flex-col">
              {option.label}
              {/* A plain span: React Aria's Text inside a RadioGroup is claimed by the group's own description slot. */}
              {option.description && <span className={descriptionClass}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
