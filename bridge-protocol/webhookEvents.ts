/**
 * The outbound webhook events (issue 48): one row per event type, for the server that queues them, the
 * studio that lets an owner pick them, and the docs. A delivery's body is
 *   {"type": <type>, "timestamp": <ISO time>, "data": {...}}
 * signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature).
 */
export const WEBHOOK_EVENTS = {
  'optin.sms.created': 'A visitor subscribed by SMS',
  'optin.messenger.created': 'A visitor opted in on Messenger',
  'subscriber.sms.confirmed': 'An SMS subscriber confirmed (double opt-in)',
  'subscriber.unsubscribed': 'A subscriber unsubscribed',
  'subscriber.erased': 'A subscriber was erased (a subject request)',
  'experiment.promoted': 'A split test\u2019s winner was promoted',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && Object.hasOwn(WEBHOOK_EVENTS, value);

/** A test event the studio sends to one endpoint; never queued for other endpoints. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
