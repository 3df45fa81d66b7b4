/**
 * What every text-like field of the studio draws around its input, inside React Aria's TextField: the
 * label with its "Optional" marker, then the description and the error under the input. TextField,
 * TextArea and NumberField differ only in the input itself.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { descriptionClass, errorClass, labelClass } from './controlStyles';
import { FieldLabelText } from './FieldLabelText';

export interface FieldPartsProps {
  label: string;
  required: boolean;
  description?: string | undefined;
  errorMessage?: string | undefined;
  /** Words only a screen reader hears after the label, where the label alone is not unique ("colour"). */
  spokenSuffix?: string | undefined;
  /** The input element (Input or TextArea of react-aria-components). */
  children: ReactNode;
}

export function FieldParts({ label, required, description, errorMessage, spokenSuffix, children }: FieldPartsProps) {
  return (
    <>
      <Label className={labelClass}>
        <FieldLabelText label={label} required={required} />
        {spokenSuffix !== undefined && <span className="sr-only"> {spokenSuffix}</span>}
      </Label>
      {children}
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </>
  );
}
