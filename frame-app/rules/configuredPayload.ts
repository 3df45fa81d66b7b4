/**
 * SPEC §3 `data.setup.ref`: the operator's own payload of the reference value (SPEC §3 "Reference value …
 * plus an optional payload"), e.g. the campaign a widget belongs to. It is the payload from the start;
 * the host page's `setPayload(s)` replaces it (the page knows more about the visitor than the
 * configuration does). The same SPEC §5 rule as for `setPayload` applies: stripped to a-z A-Z 0-9 + / = -
 * . _ and cut to MAX_PAYLOAD_LENGTH, each with a warning, because the platform refuses anything else.
 */
import { MAX_PAYLOAD_LENGTH } from '../../bridge-protocol/referenceValue';
import { stripPayload } from '../../bridge-protocol/stripPayload';

export interface ConfiguredPayload {
  payload: string | null;
  /** Set when the configured value lost characters or length; boot logs it once. */
  warning: string | null;
}

export function configuredPayload(setup: { ref?: unknown }): ConfiguredPayload {
  const raw = setup.ref;
  if (typeof raw !== 'string' && typeof raw !== 'number') return { payload: null, warning: null };
  const stripped = stripPayload(String(raw));
  const warnings: string[] = [];
  if (stripped.changed) warnings.push('data.setup.ref was stripped to the characters a-z A-Z 0-9 + / = - . _');
  if (stripped.value.length > MAX_PAYLOAD_LENGTH) warnings.push(`data.setup.ref was cut to ${String(MAX_PAYLOAD_LENGTH)} characters`);
  const payload = stripped.value.slice(0, MAX_PAYLOAD_LENGTH);
  return { payload: payload === '' ? null : payload, warning: warnings.length > 0 ? warnings.join('; ') : null };
}
