/**
 * SPEC §5 "Phone input": the full number is '+' + dial code + the digits typed, or null when nothing
 * was typed; the pattern hint groups digits 3-3-4 (a US/NANP national number, the default country).
 * Pure: no country data and no validation library, so the initial frame bundle stays small.
 */

/** Keeps digits only: what visitors type also contains spaces, dashes, dots and brackets. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D+/g, '');
}

/**
 * '+' + dial + digits, or null when no digit was typed. A visitor who types the international form
 * ("+44 20…", "0044…") of the selected country is not charged the dial code twice.
 */
export function fullPhoneNumber(dialCode: string, typed: string): string | null {
  const dial = phoneDigits(dialCode);
  let digits = phoneDigits(typed);
  if (digits === '') return null;
  const international = typed.trim().startsWith('+') || digits.startsWith('00');
  if (international) {
    const withoutPrefix = digits.startsWith('00') ? digits.slice(2) : digits;
    if (withoutPrefix.startsWith(dial)) digits = withoutPrefix.slice(dial.length);
  }
  return `+${dial}${digits}`;
}

/** The 3-3-4 placeholder of SPEC §5. */
export const PHONE_HINT = '555-123-4567';
