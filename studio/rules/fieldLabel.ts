/**
 * SPEC §5: a text input's label shows "Optional" when the field is not required; fields are required
 * by default.
 *
 * Decision where the spec is silent: "Optional" is a separate marker beside the label, not glued
 * into the label text, so the component can style it (muted) and the accessible name stays
 * "Label (Optional)" (FieldLabelText.tsx hides the brackets visually).
 */

export const OPTIONAL_LABEL = 'Optional';

export interface FieldLabel {
  label: string;
  /** "Optional" for a field that may stay empty, else null. */
  marker: typeof OPTIONAL_LABEL | null;
}

export function fieldLabel(label: string, required = true): FieldLabel {
  return { label, marker: required ? null : OPTIONAL_LABEL };
}
