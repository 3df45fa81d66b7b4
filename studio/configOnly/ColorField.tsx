/**
 * A colour of the messenger code: the browser's colour picker beside the hex text, both editing the same
 * value. The picker reports every move at once; the text is committed on blur and Enter (a half-typed
 * "#1a" is not a colour) and, when it is not a hex colour, says so at the field and keeps what was typed.
 */
import { useId, useState } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { descriptionClass, errorClass, inputClass, labelClass } from '../controls/controlStyles';
import { normalizeHexColor } from '../rules/hexColor';

export interface ColorFieldProps {
  label: string;
  /** `#rrggbb`. */
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string;
}

export function ColorField({ label, value, onChange, description, errorMessage }: ColorFieldProps) {
  const [text, setText] = useState(value);
  const [previous, setPrevious] = useState(value);
  const [typedError, setTypedError] = useState<string | null>(null);
  const pickerId = useId();
  if (value !== previous) {
    setPrevious(value);
    setText(value);
    setTypedError(null);
  }

  const commit = () => {
    const hex = normalizeHexColor(text);
    if (hex === null) {
      setTypedError('Use a hex colour such as #1a2b3c.');
      return;
    }
    setTypedError(null);
    setText(hex);
    if (hex !== value) onChange(hex);
  };

  const error = typedError ?? errorMessage;
  return (
    <AriaTextField
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          id={pickerId}
          type="color"
          value={value}
          aria-label={`${label}, colour picker`}
          onChange={(event) => onChange(normalizeHexColor(event.target.value) ?? value)}
          className={
            'h-9 w-11 shrink-0 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white p-1 outline-none ' +
            'focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-1 ' +
            '[&::-webkit-color-swatch]:rounded-md [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0 [&::-moz-color-swatch]:rounded-md [&::-moz-color-swatch]:border-0'
          }
        />
        <Input className={`${inputClass} font-mono tabular-nums`} spellCheck={false} autoComplete="off" maxLength={7} />
      </div>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{error}</FieldError>
    </AriaTextField>
  );
}
