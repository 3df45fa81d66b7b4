/**
 * The checkbox controller host-side (SPEC §3 "Checkbox controller holds checked, ref, userRef"): the
 * frame owns the plugin, the host page only reads what the frame last reported through widget events
 * (`checked` with {checked, ref, userRef}; `submitted` and `optedin` may carry ref and userRef too).
 */
export interface CheckboxState {
  /** null until the frame reports the plugin's state. */
  readonly checked: boolean | null;
  readonly ref: string | null;
  readonly userRef: string | null;
}

// Never mutated: each report makes a new state ({ ...state, ...report }); the type is readonly.
export const NO_CHECKBOX_STATE: CheckboxState = { checked: null, ref: null, userRef: null };

const REPORTING_EVENTS: ReadonlySet<string> = new Set(['checked', 'submitted', 'optedin']);

/** The fields one widget event changes; a field of the wrong type is ignored, not coerced. */
export function checkboxReport(event: string, detail: Record<string, unknown> | undefined): Partial<CheckboxState> {
  if (!REPORTING_EVENTS.has(event) || !detail) return {};
  const change: { checked?: boolean; ref?: string; userRef?: string } = {};
  if (event === 'checked' && typeof detail.checked === 'boolean') change.checked = detail.checked;
  if (typeof detail.ref === 'string') change.ref = detail.ref;
  if (typeof detail.userRef === 'string') change.userRef = detail.userRef;
  return change;
}
