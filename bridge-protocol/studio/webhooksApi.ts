/**
 * The studio's webhook answers (issue 48; server/api/webhookRoutes.ts), checked before a screen uses them.
 */
import { arrayOf, bool, literal, nullable, num, object, str, type Infer } from '../validate';

const countsSchema = /* @__PURE__ */ object({ pending: num(), delivered: num(), failed: num() });

export const webhookEndpointSchema = /* @__PURE__ */ object({
  id: str(64),
  url: str(2000),
  description: str(200),
  events: arrayOf(str(64), 20),
  secret: str(100),
  enabled: bool(),
  created_at: str(40),
  counts: countsSchema,
});
export type WebhookEndpointView = Infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = /* @__PURE__ */ object({
  id: str(24),
  message_id: str(64),
  type: str(64),
  status: literal('pending', 'delivered', 'failed'),
  attempts: num(),
  created_at: str(40),
  last_attempt_at: nullable(str(40)),
  last_status: nullable(num()),
  last_response: nullable(str(4000)),
  delivered_at: nullable(str(40)),
});
export type WebhookDeliveryView = Infer<typeof webhookDeliverySchema>;

export const webhookEndpointsResponseSchema = /* @__PURE__ */ object({ state: literal(true), endpoints: arrayOf(webhookEndpointSchema, 50) });
export const webhookEndpointResponseSchema = /* @__PURE__ */ object({ state: literal(true), endpoint: webhookEndpointSchema });
export const webhookDeliveriesResponseSchema = /* @__PURE__ */ object({ state: literal(true), deliveries: arrayOf(webhookDeliverySchema, 100) });
export const webhookQueuedResponseSchema = /* @__PURE__ */ object({ state: literal(true), queued: num() });
export const webhookDeletedResponseSchema = /* @__PURE__ */ object({ state: literal(true) });

/** What the studio sends to add or change an endpoint. */
export interface WebhookEndpointFields {
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
}
