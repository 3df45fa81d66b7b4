/**
 * A labelled choice from a short list in a popover (React Aria's Select: a button that opens a listbox;
 * arrow keys, type-ahead and Escape as React Aria implements them). For a setting whose choices need no
 * explanation each, where a radio group would take more room than the setting deserves.
 */
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { descriptionClass, errorClass, inputClass, labelClass, optionClass, popoverClass } from './controlStyles';

export interface SelectChoice {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  id?: string;
  label: string;
  choices: readonly SelectChoice[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | undefined;
}

export function SelectField({ id, label, choices, value, onChange, description, errorMessage }: SelectFieldProps) {
  return (
    <Select
      id={id}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{label}</Label>
      <Button className={`${inputClass} flex items-center justify-between gap-2 text-left`}>
        <SelectValue className="truncate" />
        <span aria-hidden="true" className="text-slate-500">
          ▾
        </span>
      </Button>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
      <Popover className={`${popoverClass} min-w-(--trigger-width) p-1`}>
        <ListBox items={choices} className="outline-none">
          {(choice) => (
            <ListBoxItem id={choice.id} textValue={choice.label} className={optionClass}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
