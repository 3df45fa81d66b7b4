/**
 * The webhook events of new opt-ins (issue 48), built from what was stored: what an owner's CRM or
 * automation needs to file the subscriber (docs/WEBHOOKS.md shows a sample of each). `subject` is the
 * person's key, so a subject request finds and erases the message.
 */
import type { WebhookEvent } from './webhookMessage';

export interface SmsOptin {
  pageId: string;
  widgetId: string;
  subscriberId: string;
  phone: string;
  sessionId: string;
  pageUrl: string | null;
  sequence: string | null;
  optInKeywords: readonly string[];
  /** The split test arm the visitor saw; null without a test. */
  arm?: string | null;
  /** The unique coupon code given with the opt-in; null: none. */
  code?: string | null;
  /** 'confirmed', or 'pending' until a double opt-in is confirmed. */
  status?: string;
}

export const smsOptinCreated = (o: SmsOptin): WebhookEvent => ({
  pageId: o.pageId,
  type: 'optin.sms.created',
  subject: o.phone,
  data: {
    page_id: o.pageId,
    widget_id: o.widgetId,
    channel: 'sms',
    subscriber_id: o.subscriberId,
    phone: o.phone,
    status: o.status ?? 'confirmed',
    session_id: o.sessionId,
    page_url: o.pageUrl,
    arm: o.arm ?? null,
    code: o.code ?? null,
    sequence: o.sequence,
    opt_in_keywords: o.optInKeywords,
  },
});

export interface MessengerOptin {
  pageId: string;
  widgetId: string;
  optinId: string;
  psid: string | null;
  userRef: string | null;
  sessionId: string;
  source: string;
  payload: string | null;
  payloadFieldId: string | null;
  sequence: string | null;
  optInKeywords: readonly string[];
}

export const messengerOptinCreated = (o: MessengerOptin): WebhookEvent => ({
  pageId: o.pageId,
  type: 'optin.messenger.created',
  subject: o.psid ?? o.userRef,
  data: {
    page_id: o.pageId,
    widget_id: o.widgetId,
    channel: 'messenger',
    optin_id: o.optinId,
    psid: o.psid,
    user_ref: o.userRef,
    session_id: o.sessionId,
    source: o.source,
    payload: o.payload,
    payload_field_id: o.payloadFieldId,
    sequence: o.sequence,
    opt_in_keywords: o.optInKeywords,
  },
});

/** A subscriber's confirmation (double opt-in) or unsubscription, as its webhook event. */
export function subscriberChanged(type: 'subscriber.sms.confirmed' | 'subscriber.unsubscribed', s: { id: string; page_id: string; widget_id: string; phone: string; at: string }): WebhookEvent {
  const when = type === 'subscriber.sms.confirmed' ? { confirmed_at: s.at } : { channel: 'sms', unsubscribed_at: s.at };
  return { pageId: s.page_id, type, subject: s.phone, data: { page_id: s.page_id, widget_id: s.widget_id, subscriber_id: s.id, phone: s.phone, ...when } };
}

/**
 * An erasure, told without personal data (it is gone from our side too): the ids earlier events gave
 * the owner, so their systems can erase what they hold under them.
 */
export const subscriberErased = (pageId: string, subscriberIds: readonly string[], optinIds: readonly string[]): WebhookEvent => ({
  pageId,
  type: 'subscriber.erased',
  subject: null,
  data: { page_id: pageId, subscriber_ids: subscriberIds, optin_ids: optinIds, erased_at: new Date().toISOString() },
});
