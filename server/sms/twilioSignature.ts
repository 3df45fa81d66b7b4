/**
 * Twilio's webhook signature (X-Twilio-Signature), by Twilio's documented algorithm
 * (https://www.twilio.com/docs/usage/security#validating-requests): the base64 HMAC-SHA1, under the auth
 * token, of the full URL Twilio called followed by every POST parameter's name and value, sorted by name.
 * Written with Node's crypto: the maintained library is the whole `twilio` SDK (a REST client with a
 * dozen dependencies) for these few lines, and this server adds no dependency it cannot install offline.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  // A repeated parameter contributes each value, in sorted order (Twilio's SDKs do the same).
  const data = names.reduce((text, name) => text + params.getAll(name).sort().map((value) => name + value).join(''), url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Constant-time check of the header against the expected signature; a missing one is false. */
export function verifyTwilioSignature(authToken: string, url: string, params: URLSearchParams, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
