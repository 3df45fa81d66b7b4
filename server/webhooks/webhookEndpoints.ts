/**
 * A page's webhook endpoints and their deliveries (issue 48), as the studio and the admin API show them.
 * The signing secret is shown to the owner: their receiver needs it to verify each delivery.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../db/isoTimestamp';
import { newEndpointSecret } from './webhookMessage';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  created_at: string;
  /** Deliveries by status, for the list. */
  counts: { pending: number; delivered: number; failed: number };
}

export interface EndpointFields {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

export interface WebhookDelivery {
  id: string;
  message_id: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  created_at: string;
  last_attempt_at: string | null;
  last_status: number | null;
  last_response: string | null;
  delivered_at: string | null;
}

type Row<T> = T & { created_at: Date | string };

const endpointColumns = `e.id, e.url, e.description, e.events, e.secret, e.enabled, e.created_at,
  (SELECT count(*) FROM webhook_outbox o WHERE o.endpoint_id = e.id AND o.status = 'pending')::int AS pending,
  (SELECT count(*) FROM webhook_outbox o WHERE o.endpoint_id = e.id AND o.status = 'delivered')::int AS delivered,
  (SELECT count(*) FROM webhook_outbox o WHERE o.endpoint_id = e.id AND o.status = 'failed')::int AS failed`;

type EndpointRow = Row<Omit<WebhookEndpoint, 'counts' | 'created_at'> & { pending: number; delivered: number; failed: number }>;

const toEndpoint = ({ pending, delivered, failed, created_at, ...e }: EndpointRow): WebhookEndpoint => ({
  ...e,
  created_at: isoTimestamp(created_at),
  counts: { pending, delivered, failed },
});

export async function listEndpoints(db: Queryable, pageId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(`SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.page_id = $1 ORDER BY e.created_at, e.id`, [pageId]);
  return rows.map(toEndpoint);
}

export async function getEndpoint(db: Queryable, pageId: string, id: string): Promise<WebhookEndpoint | null> {
  const [row] = await db.query<EndpointRow>(`SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.page_id = $1 AND e.id = $2`, [pageId, id]);
  return row ? toEndpoint(row) : null;
}

export async function createEndpoint(db: Queryable, pageId: string, fields: EndpointFields): Promise<WebhookEndpoint> {
  const id = `ep_${randomBytes(12).toString('base64url')}`;
  await db.query('INSERT INTO webhook_endpoints (id, page_id, url, description, events, secret, enabled) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)', [
    id,
    pageId,
    fields.url,
    fields.description,
    JSON.stringify(fields.events),
    newEndpointSecret(),
    fields.enabled,
  ]);
  return (await getEndpoint(db, pageId, id)) as WebhookEndpoint;
}

export async function updateEndpoint(db: Queryable, pageId: string, id: string, fields: EndpointFields): Promise<WebhookEndpoint | null> {
  const rows = await db.query('UPDATE webhook_endpoints SET url = $3, description = $4, events = $5::jsonb, enabled = $6 WHERE page_id = $1 AND id = $2 RETURNING id', [
    pageId,
    id,
    fields.url,
    fields.description,
    JSON.stringify(fields.events),
    fields.enabled,
  ]);
  return rows.length > 0 ? getEndpoint(db, pageId, id) : null;
}

/** Deletes an endpoint with its deliveries (their queued jobs then find nothing to send). */
export async function deleteEndpoint(db: Queryable, pageId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM webhook_endpoints WHERE page_id = $1 AND id = $2 RETURNING id', [pageId, id])).length > 0;
}

/** The endpoint's newest deliveries, newest first. */
export async function listDeliveries(db: Queryable, endpointId: string, limit = 100): Promise<WebhookDelivery[]> {
  const rows = await db.query<Row<Omit<WebhookDelivery, 'created_at' | 'last_attempt_at' | 'delivered_at' | 'id'>> & { id: string | number; last_attempt_at: Date | string | null; delivered_at: Date | string | null }>(
    `SELECT o.id, o.message_id, m.type, o.status, o.attempts, m.created_at, o.last_attempt_at, o.last_status, o.last_response, o.delivered_at
     FROM webhook_outbox o JOIN webhook_messages m ON m.id = o.message_id WHERE o.endpoint_id = $1 ORDER BY o.id DESC LIMIT $2`,
    [endpointId, limit],
  );
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    created_at: isoTimestamp(r.created_at),
    last_attempt_at: r.last_attempt_at === null ? null : isoTimestamp(r.last_attempt_at),
    delivered_at: r.delivered_at === null ? null : isoTimestamp(r.delivered_at),
  }));
}
