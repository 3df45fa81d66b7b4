/** Server-side phone normalisation to E.164 (libphonenumber-js metadata "max": validity per number range). */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The E.164 form of an international number ('+' + dial code + digits, SPEC §5), or null when invalid. */
export function normalizePhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  // The client always sends '+' + dial code: a national number would need a guessed country.
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
