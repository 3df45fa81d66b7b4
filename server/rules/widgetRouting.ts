/**
 * What a widget's stored configuration says about routing its opt-ins (SPEC §3): the follow-up
 * `sequence`, the `opt_in_keywords` (data.actions) and the subscriber field the reference value's payload
 * is filed under (`data.setup.ref_payload_field_id`). Pure; the routes store the result with each opt-in.
 */
import { optInRouting, type OptInRouting } from '../../bridge-protocol/optInRouting';
import { isPlainObject } from '../../bridge-protocol/validate';

export interface WidgetRouting extends OptInRouting {
  /** Where the payload goes; null when not configured or not an id. */
  payload_field_id: string | null;
}

export function widgetRouting(widget: unknown): WidgetRouting {
  const data = isPlainObject(widget) && isPlainObject(widget.data) ? widget.data : {};
  const setup = isPlainObject(data.setup) ? data.setup : {};
  const field = setup.ref_payload_field_id;
  const payloadField = (typeof field === 'string' && field.trim() !== '' && field.length <= 64) || (typeof field === 'number' && Number.isFinite(field)) ? String(field).trim() : null;
  return { ...optInRouting(data.actions), payload_field_id: payloadField };
}

/** The columns a stored opt-in carries: the sequence as text, the keywords as JSON (null when none). */
export function routingColumns(routing: OptInRouting): [string | null, string | null] {
  return [routing.sequence === null ? null : String(routing.sequence), routing.opt_in_keywords.length > 0 ? JSON.stringify(routing.opt_in_keywords) : null];
}
