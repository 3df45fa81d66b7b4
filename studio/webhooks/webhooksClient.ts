/** The studio's calls of a page's webhooks (server/api/webhookRoutes.ts), each answer checked. */
import {
  webhookDeletedResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookQueuedResponseSchema,
  type WebhookEndpointFields,
} from '../../bridge-protocol/studio/webhooksApi';
import { studioCall } from '../api/client';

const seg = encodeURIComponent;
const base = (pageId: string) => `/pages/${seg(pageId)}/webhooks`;

export const webhooksClient = {
  list: (pageId: string) => studioCall('GET', base(pageId), webhookEndpointsResponseSchema),
  add: (pageId: string, fields: WebhookEndpointFields) => studioCall('POST', base(pageId), webhookEndpointResponseSchema, fields),
  update: (pageId: string, id: string, fields: WebhookEndpointFields) => studioCall('PUT', `${base(pageId)}/${seg(id)}`, webhookEndpointResponseSchema, fields),
  remove: (pageId: string, id: string) => studioCall('DELETE', `${base(pageId)}/${seg(id)}`, webhookDeletedResponseSchema),
  deliveries: (pageId: string, id: string) => studioCall('GET', `${base(pageId)}/${seg(id)}/deliveries`, webhookDeliveriesResponseSchema),
  sendTest: (pageId: string, id: string) => studioCall('POST', `${base(pageId)}/${seg(id)}/test`, webhookQueuedResponseSchema, {}),
  /** Replays one failed delivery, or every failed one of the endpoint (`deliveryId` null). */
  replay: (pageId: string, id: string, deliveryId: string | null) =>
    studioCall('POST', `${base(pageId)}/${seg(id)}/replay`, webhookQueuedResponseSchema, deliveryId === null ? {} : { delivery_id: deliveryId }),
};
