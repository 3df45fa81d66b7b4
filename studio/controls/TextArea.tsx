import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { inputClass } from './controlStyles';
import { FieldParts } from './FieldParts';

export interface TextAreaProps {
  label: string;
  /** The textarea's id (a form that links to its fields by id, such as a problem summary). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Required by default (SPEC §5); a field that may stay empty shows "Optional" by its label. */
  required?: boolean;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  name?: string;
  rows?: number;
  maxLength?: number;
  isDisabled?: boolean;
  onBlur?: () => void;
}

/** The multi-line text field: the same label, "Optional", description and error as TextField. */
export function TextArea({ label, required = true, description, errorMessage, placeholder, rows = 4, onBlur, ...field }: TextAreaProps) {
  return (
    <AriaTextField
      {...field}
      isRequired={required}
      isInvalid={Boolean(errorMessage)}
      onBlur={onBlur}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <FieldParts label={label} required={required} description={description} errorMessage={errorMessage}>
        <AriaTextArea className={`${inputClass} resize-y`} placeholder={placeholder} rows={rows} />
      </FieldParts>
    </AriaTextField>
  );
}
