/**
 * Pure part of the Messenger webhook (messengerWebhook.ts does the I/O): which opt-ins a Meta webhook
 * payload carries. Payload: `{object: 'page', entry: [{id: <fb page id>, time, messaging: [item, …]}]}`.
 * The ref of an item comes from, in this order:
 *   optin.ref              checkbox plugin / send-to-messenger button   → source 'optin'
 *   referral.ref           m.me link with ?ref= in an existing thread    → source 'referral'
 *   postback.referral.ref  get-started button of a new thread via m.me   → source 'postback'
 *   message.quick_reply.payload  the quick reply of a click-to-Messenger ad's welcome message, whose
 *                          payload the studio sets to the ads_json widget's reference value
 *                          (studio/rules/adsJson.ts)                    → source 'quick_reply'
 * and is one of our reference values (bridge-protocol/referenceValue.ts) or not ours at all.
 */
import { parseReferenceValue, type ReferenceParts } from '../../bridge-protocol/referenceValue';
import { isPlainObject } from '../../bridge-protocol/validate';

export type MessengerOptinSource = 'optin' | 'referral' | 'postback' | 'quick_reply';

/** The ref of one messaging item, where it was found, and who sent it. */
interface MessagingRef {
  ref: string;
  source: MessengerOptinSource;
  /** sender.id, the page-scoped user id; null for the checkbox plugin (no sender yet). */
  psid: string | null;
  /** optin.user_ref (checkbox plugin). */
  userRef: string | null;
}

/** One opt-in of ours, found in a webhook payload; the page is still to be found by `fbPageId`. */
export interface MessengerOptinEvent extends MessagingRef {
  fbPageId: string;
  parts: ReferenceParts;
}

type SkipReason = 'no-ref' | 'foreign-ref' | 'no-page-id';

interface ExtractedOptins {
  optins: MessengerOptinEvent[];
  /** Messaging items that are not opt-ins of ours (plain messages, other apps' refs, …). */
  skipped: { reason: SkipReason; item: unknown }[];
}

/** Ids arrive as strings; a number (hand-written test payloads) is accepted as its decimal text. */
const idText = (v: unknown): string | null => {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  return null;
};

const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The ref carried by one messaging item, or null when it has none (a plain message, a delivery receipt…). */
export function refFromMessaging(item: unknown): MessagingRef | null {
  if (!isPlainObject(item)) return null;
  const psid = isPlainObject(item.sender) ? idText(item.sender.id) : null;
  const optin = isPlainObject(item.optin) ? item.optin : null;
  const userRef = optin ? nonEmpty(optin.user_ref) : null;
  const found = (ref: unknown, source: MessengerOptinSource): MessagingRef | null => {
    const text = nonEmpty(ref);
    return text === null ? null : { ref: text, source, psid, userRef };
  };
  if (optin) {
    const r = found(optin.ref, 'optin');
    if (r) return r;
  }
  if (isPlainObject(item.referral)) {
    const r = found(item.referral.ref, 'referral');
    if (r) return r;
  }
  if (isPlainObject(item.postback) && isPlainObject(item.postback.referral)) {
    const r = found(item.postback.referral.ref, 'postback');
    if (r) return r;
  }
  if (isPlainObject(item.message) && isPlainObject(item.message.quick_reply)) {
    const r = found(item.message.quick_reply.payload, 'quick_reply');
    if (r) return r;
  }
  return null;
}

/**
 * Every opt-in of ours in a webhook payload, with the items that are not (counted by the caller).
 * An `object` other than `page` (e.g. `instagram`) carries nothing of ours: all its items are skipped.
 */
export function extractOptins(payload: unknown): ExtractedOptins {
  const result: ExtractedOptins = { optins: [], skipped: [] };
  if (!isPlainObject(payload) || !Array.isArray(payload.entry)) return result;
  const isPage = payload.object === 'page';
  for (const entry of payload.entry) {
    if (!isPlainObject(entry) || !Array.isArray(entry.messaging)) continue;
    const entryPageId = idText(entry.id);
    for (const item of entry.messaging as unknown[]) {
      const found = isPage ? refFromMessaging(item) : null;
      if (found === null) {
        result.skipped.push({ reason: 'no-ref', item });
        continue;
      }
      const parts = parseReferenceValue(found.ref);
      if (parts === null) {
        result.skipped.push({ reason: 'foreign-ref', item });
        continue;
      }
      // entry.id is the page; recipient.id names it too and stands in when entry.id is missing.
      const fbPageId = entryPageId ?? (isPlainObject(item) && isPlainObject(item.recipient) ? idText(item.recipient.id) : null);
      if (fbPageId === null) {
        result.skipped.push({ reason: 'no-page-id', item });
        continue;
      }
      result.optins.push({ ...found, fbPageId, parts });
    }
  }
  return result;
}
