import { useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { NUMBER_INPUT_MAX_SYMBOLS, commitNumber, numberToText, sanitizeNumberText } from '../rules/numberInput';
import { inputClass } from './controlStyles';
import { FieldParts } from './FieldParts';

export interface NumberFieldProps {
  label: string;
  /** The input's id (a form that links to its fields by id, such as a problem summary). */
  id?: string;
  /** The committed number; null only for an optional field left empty. */
  value: number | null;
  /** Called on commit (blur or Enter), never while typing: a half-typed "-" or "3." is not a number. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  integerOnly?: boolean;
  /** Zero and above only: the minus is removed as it is typed. */
  positive?: boolean;
  /** Required by default (SPEC §5): left empty it becomes min (or 0). Optional fields may stay empty. */
  required?: boolean;
  maxSymbols?: number;
  /** Decides the decimal separator shown and accepted; en-US by default. */
  locale?: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  name?: string;
  isDisabled?: boolean;
}

/**
 * SPEC §5 number input, as a plain text input: React Aria's NumberField parses and rounds by its
 * own rules (grouping, steps, locale numerals) where ours strips and clamps, so the text is ours.
 * Every keystroke is sanitised (sanitizeNumberText); blur and Enter commit (commitNumber) and
 * write the committed number back in the locale's form (numberToText).
 */
export function NumberField({
  label,
  id,
  value,
  onChange,
  min,
  max,
  integerOnly = false,
  positive = false,
  required = true,
  maxSymbols = NUMBER_INPUT_MAX_SYMBOLS,
  locale = 'en-US',
  description,
  errorMessage,
  placeholder,
  name,
  isDisabled,
}: NumberFieldProps) {
  const options = { min, max, integerOnly, positive, required, maxSymbols, locale };
  const [text, setText] = useState(() => numberToText(value, locale));
  // A new value from outside (a reset, a loaded form, our own commit accepted) replaces the text;
  // compared with the previous prop, not with the text, so a parent that has not re-rendered yet
  // does not wipe what was just committed.
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    setText(numberToText(value, locale));
  }

  const commit = () => {
    const committed = commitNumber(text, options);
    setText(numberToText(committed, locale));
    if (committed !== value) onChange(committed);
  };

  return (
    <AriaTextField
      value={text}
      onChange={(typed) => setText(sanitizeNumberText(typed, options))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        // Enter still reaches a surrounding form (submit after commit).
        event.continuePropagation();
      }}
      id={id}
      name={name}
      isDisabled={isDisabled}
      isRequired={required}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldParts label={label} required={required} description={description} errorMessage={errorMessage}>
        <Input
          className={`${inputClass} tabular-nums`}
          // Integers never need the separator key, so they get the digits-only keypad.
          inputMode={integerOnly ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={placeholder}
        />
      </FieldParts>
    </AriaTextField>
  );
}
