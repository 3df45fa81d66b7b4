/**
 * A data subject request's identifiers (issue 48, item 4): `{phone?, psid?, user_ref?, email?}`, at least
 * one, checked and put in the form the tables store them (a phone in E.164, an email in lower case), and
 * the patterns that find the phone number in free text (a pixel event's body) in the ways people write it.
 * Pure.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isPlainObject } from '../../bridge-protocol/validate';
import { normalizePhoneNumber } from './phoneNumber';

export interface SubjectQuery {
  phone: string | null;
  psid: string | null;
  userRef: string | null;
  email: string | null;
}

export type SubjectQueryCheck = { ok: true; query: SubjectQuery } | { ok: false; message: string; field?: string };

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** An address as people type it: something @ a dotted domain; the tables are searched for it as given. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,63}$/;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function checkSubjectQuery(body: unknown): SubjectQueryCheck {
  if (!isPlainObject(body)) return { ok: false, message: 'body: expected a JSON object with phone, psid, user_ref or email' };
  const phoneText = textOf(body.phone);
  const phone = phoneText === null ? null : normalizePhoneNumber(phoneText);
  if (phoneText !== null && phone === null) return { ok: false, message: 'Enter the phone number with its country code (+1 201 555 0123)', field: 'phone' };
  const psid = textOf(body.psid);
  if (psid !== null && !ID.test(psid)) return { ok: false, message: 'A Messenger PSID is up to 128 letters, digits and . _ : -', field: 'psid' };
  const userRef = textOf(body.user_ref);
  if (userRef !== null && !ID.test(userRef)) return { ok: false, message: 'A Messenger user_ref is up to 128 letters, digits and . _ : -', field: 'user_ref' };
  const emailText = textOf(body.email);
  if (emailText !== null && !EMAIL.test(emailText)) return { ok: false, message: 'Enter an email address (name@example.com)', field: 'email' };
  const query = { phone, psid, userRef, email: emailText?.toLowerCase() ?? null };
  if (Object.values(query).every((v) => v === null)) return { ok: false, message: 'Give a phone number, a Messenger id (psid or user_ref) or an email address' };
  return { ok: true, query };
}

/** The identifier kinds a request names ("phone", "psid+email"): the audit line's, with no identifier in it. */
export function subjectKinds(query: SubjectQuery): string {
  const kinds = [['phone', query.phone], ['psid', query.psid], ['user_ref', query.userRef], ['email', query.email]] as const;
  return kinds.filter(([, value]) => value !== null).map(([kind]) => kind).join('+');
}

/** The digits of `digits`, each allowed to be followed by up to two separators ("(201) 555-0123"). */
const spaced = (digits: string): string => digits.split('').join('[ ().-]{0,2}');

/**
 * POSIX patterns (PostgreSQL `~`) that find the number in free text: its national number and its E.164
 * digits, each bounded by non-digits (so a longer number or a timestamp holding those digits is not it),
 * written with or without spaces, dots, dashes and brackets.
 */
export function phonePatterns(e164: string): string[] {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed ? String(parsed.nationalNumber) : e164.slice(1);
  const full = e164.slice(1);
  return [...new Set([national, full])].map((digits) => `(^|[^0-9])${spaced(digits)}([^0-9]|$)`);
}
