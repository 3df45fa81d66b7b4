import type { CSSProperties, ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { descriptionClass, errorClass, labelClass } from './controlStyles';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
  /** The label's own look, where the label shows the choice (a font's name in that font). */
  labelStyle?: CSSProperties;
  /** A small picture of the choice before its label (corners, a colour); decorative, hidden from screen readers. */
  sample?: ReactNode;
}

export interface RadioGroupProps {
  label: string;
  /** The group's id (a form that links to its fields by id, such as a problem summary). */
  id?: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  /**
   * Vertical options in this many columns, filled column by column (places that pair up: the left ones,
   * then the right ones), so the arrow keys still move down a column.
   */
  columns?: 2 | 3;
  isDisabled?: boolean;
  description?: string;
  /** Shown under the options, and the group marked invalid, when set. */
  errorMessage?: string;
}

/** A labelled group of radio buttons; arrow keys move the choice, as React Aria implements it. */
export function RadioGroup({ label, id, options, value, onChange, orientation = 'vertical', columns, isDisabled, description, errorMessage }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      id={id}
      value={value}
      onChange={onChange}
      orientation={orientation}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-2"
    >
      <Label className={labelClass}>{label}</Label>
      <div
        className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-5 gap-y-2' : columns ? 'grid grid-flow-col gap-x-4 gap-y-2' : 'flex flex-col gap-2'}
        style={orientation === 'vertical' && columns ? { gridTemplateRows: `repeat(${Math.ceil(options.length / columns)}, auto)` } : undefined}
      >
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
            {option.sample !== undefined && (
              <span aria-hidden="true" className="flex shrink-0 items-center">
                {option.sample}
              </span>
            )}
            <span className="flex flex-col">
              <span style={option.labelStyle}>{option.label}</span>
              {/* A plain span: React Aria's Text inside a RadioGroup is claimed by the group's own description slot. */}
              {option.description && <span className={descriptionClass}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
