/**
 * SMS double opt-in (issue 48, item 2): an SMS widget's `data.setup.double_opt_in: true` keeps a new
 * subscriber pending until they confirm, by replying YES or by the link of the confirmation message
 * (server/api/smsConfirmation.ts). The rule lives here once: the admin API and the studio check it, the
 * server reads it.
 */
import type { FieldProblem } from './fieldProblem';
import { isPlainObject } from './validate';

/** Whether the widget asks its SMS subscribers to confirm. */
export function isDoubleOptIn(widget: unknown): boolean {
  const data = isPlainObject(widget) && isPlainObject(widget.data) ? widget.data : null;
  return data !== null && isPlainObject(data.setup) && data.setup.double_opt_in === true;
}

/** The problem of a `double_opt_in` value (absent is fine: single opt-in), or null. */
export function doubleOptInProblem(value: unknown, path = 'data.setup.double_opt_in'): FieldProblem | null {
  return value === undefined || typeof value === 'boolean' ? null : { path, message: 'Choose on or off (true or false).' };
}
