import { Input, TextField as AriaTextField } from 'react-aria-components';
import { inputClass } from './controlStyles';
import { FieldParts } from './FieldParts';

export interface TextFieldProps {
  label: string;
  /** The input's id (a form that links to its fields by id, such as a problem summary). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Required by default (SPEC §5); a field that may stay empty shows "Optional" by its label. */
  required?: boolean;
  description?: string;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string;
  placeholder?: string;
  name?: string;
  type?: 'text' | 'email' | 'url' | 'tel' | 'search' | 'password';
  maxLength?: number;
  isDisabled?: boolean;
  onBlur?: () => void;
}

/** SPEC §5 text input: a labelled single-line field with description and error slots. */
export function TextField({ label, required = true, description, errorMessage, placeholder, onBlur, ...field }: TextFieldProps) {
  return (
    <AriaTextField
      {...field}
      isRequired={required}
      isInvalid={Boolean(errorMessage)}
      onBlur={onBlur}
      // The error is ours to show (server or form rules), not the browser's native bubble.
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldParts label={label} required={required} description={description} errorMessage={errorMessage}>
        <Input className={inputClass} placeholder={placeholder} />
      </FieldParts>
    </AriaTextField>
  );
}
