import { VisuallyHidden } from 'react-aria-components';
import { fieldLabel } from '../rules/fieldLabel';

export interface FieldLabelTextProps {
  label: string;
  required?: boolean;
}

/**
 * A field label's text with the muted "Optional" marker when the field may stay empty. The
 * brackets are visually hidden so the marker looks like a tag while the accessible name reads
 * "Label (Optional)".
 */
export function FieldLabelText({ label, required = true }: FieldLabelTextProps) {
  const field = fieldLabel(label, required);
  return (
    <>
      {field.label}
      {field.marker && (
        <span className="ml-1.5 font-normal text-slate-500">
          <VisuallyHidden>(</VisuallyHidden>
          {field.marker}
          <VisuallyHidden>)</VisuallyHidden>
        </span>
      )}
    </>
  );
}
