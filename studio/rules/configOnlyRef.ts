/**
 * The `ref` a configuration-only kind hands to Messenger (SPEC §1: messenger_ref_url, messenger_code,
 * ads_json / ads have no visitor layout, so no frame builds a reference value for them).
 *
 * Meta's webhook brings back only the ref, and the reference server files an opt-in only when the ref
 * parses as a reference value, `w{widgetId}.{sessionId}.{instanceId}[.{payload}]`
 * (bridge-protocol/referenceValue.ts, server/rules/messengerOptinEvents.ts): the omnichat's bare `w{id}` is
 * skipped there as a foreign ref. A link that is printed, posted or put in an ad has no visitor session,
 * so the session part is the constant `static` (a real session id is a 40-digit SHA-1 hex, so it never
 * collides) and the instance part says where the opt-in came from: `link` (the m.me link), `code` (the
 * scanned code), `ad` (the click-to-Messenger ad). The payload is the widget's `data.setup.ref` (SPEC §3),
 * stripped to a-z A-Z 0-9 + / = - . _ and cut to 200 characters as every reference value's payload is.
 */
import { buildReferenceValue, type BuiltReference } from '../../bridge-protocol/referenceValue';

export const STATIC_SESSION_ID = 'static';

export type ConfigOnlySource = 'link' | 'code' | 'ad';

/** `data.setup.ref` as text: a number is taken as its digits, anything else as no payload. */
export function refPayloadOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function configOnlyRef(widgetId: string | number, source: ConfigOnlySource, payload: unknown): BuiltReference {
  return buildReferenceValue({ widgetId, sessionId: STATIC_SESSION_ID, instanceId: source, payload: refPayloadOf(payload) });
}
