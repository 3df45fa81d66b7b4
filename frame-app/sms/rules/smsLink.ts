/**
 * The link that opens the visitor's text app (SPEC §4 "SMS", §7): `sms:{phone}` with the opt-in text
 * and the reference as the body. iOS reads the body after `&`, every other platform after `?`.
 */

/** iPhone, iPad and iPod, also iPadOS in desktop mode (which says "Macintosh" but has touch). */
export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** The message body: opt_in_text plus the ref, or the sms_keyword when no ref could be generated (SPEC §8). */
export function smsBody(optInText: string, ref: string | null, smsKeyword: string | null): string {
  if (ref !== null && ref !== '') return `${optInText} ${ref}`.trim();
  return (smsKeyword ?? '').trim() || optInText.trim();
}

export function smsLink(phone: string, body: string, ios: boolean): string {
  // Only '+' and digits reach the scheme's address part: the phone comes from the configuration.
  const address = phone.replace(/[^\d+]/g, '');
  return `sms:${address}${ios ? '&' : '?'}body=${encodeURIComponent(body)}`;
}
