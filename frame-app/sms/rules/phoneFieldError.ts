/**
 * Which SMS sign-up errors are about the number the visitor typed. Only those mark the phone field
 * invalid (red border, aria-invalid, described by the message); any other error is still shown under
 * the field, but as what it is: a server that failed or refused for its own reasons (an expired
 * widget_sign, too many tries) must not look like a wrong number.
 *
 * - The frame's own checks (no number, libphonenumber-js says invalid) are field errors: the machine
 *   decides those itself.
 * - A `state: false` answer: the error shown (SPEC §5: the last one) is a field error when it names
 *   the `phone_number` field, or when it names no field and came with status 200: the SPEC §5 backend
 *   answers its "server-side SMS validation errors" that way, and the form has one field. A 4xx that
 *   names no field (429 too many requests) or another field (403 widget_sign) is not.
 * - No answer, a 5xx or an unreadable body never are (sms/rules/networkVisitorMessage.ts says what happened).
 */

/** The request field of `POST /widget/createSubscriberByPhoneNumber` that carries the number (SPEC §7). */
export const PHONE_NUMBER_FIELD = 'phone_number';

export interface RefusalError {
  /** The HTTP status the refusal came with (200, or the reference server's 4xx). */
  status: number;
  /** The `field` the error names, if any. */
  field: string | undefined;
}

export function isPhoneFieldError({ status, field }: RefusalError): boolean {
  if (field !== undefined) return field === PHONE_NUMBER_FIELD;
  return status === 200;
}
