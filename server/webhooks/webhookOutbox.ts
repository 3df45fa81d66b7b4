/**
 * The outbox (issue 48): an event becomes one message and one delivery per endpoint of the page that
 * listens to its type, each with its queue job, all inside the caller's transaction (the opt-in's), so
 * a sign-up and its deliveries commit together. A page without endpoints stores nothing.
 */
import type { Queryable } from '../db/database';
import type { JobQueue } from './jobQueue';
import { messageBody, newMessageId, type WebhookEvent } from './webhookMessage';
import { subscriberErased } from './optinEvents';

/** Stores a message for the given endpoints and queues one delivery each; returns how many. */
export async function queueForEndpoints(tx: Queryable, queue: JobQueue, event: WebhookEvent, endpointIds: readonly string[]): Promise<number> {
  if (endpointIds.length === 0) return 0;
  const id = newMessageId();
  await tx.query('INSERT INTO webhook_messages (id, page_id, type, body, subject) VALUES ($1, $2, $3, $4, $5)', [
    id,
    event.pageId,
    event.type,
    messageBody(event.type, event.data, new Date()),
    event.subject,
  ]);
  const rows = await tx.query<{ id: string | number }>(
    'INSERT INTO webhook_outbox (message_id, endpoint_id) SELECT $1, unnest($2::text[]) RETURNING id',
    [id, endpointIds],
  );
  for (const row of rows) await queue.send(tx, { outboxId: String(row.id) });
  return rows.length;
}

/** Queues `event` for every enabled endpoint of its page that listens to its type. */
export async function queueWebhookEvent(tx: Queryable, queue: JobQueue, event: WebhookEvent): Promise<number> {
  const endpoints = await tx.query<{ id: string }>(
    'SELECT id FROM webhook_endpoints WHERE page_id = $1 AND enabled AND events @> jsonb_build_array($2::text) ORDER BY created_at',
    [event.pageId, event.type],
  );
  return queueForEndpoints(
    tx,
    queue,
    event,
    endpoints.map((e) => e.id),
  );
}

/**
 * Before a subject's erasure (subject requests): drops the queued jobs of deliveries about them (the
 * holders then delete the messages and, with them, the deliveries), and tells every page's endpoints
 * which subscriber and opt-in ids were erased, without the personal data.
 */
export async function beforeSubjectErasure(tx: Queryable, queue: JobQueue, subjects: readonly (string | null)[]): Promise<void> {
  const keys = subjects.filter((s): s is string => s !== null);
  if (keys.length === 0) return;
  const outbox = await tx.query<{ id: string | number }>(
    'SELECT o.id FROM webhook_outbox o JOIN webhook_messages m ON m.id = o.message_id WHERE m.subject = ANY($1::text[])',
    [keys],
  );
  await queue.deleteJobs(
    tx,
    outbox.map((o) => String(o.id)),
  );
  const ids = await tx.query<{ page_id: string; kind: string; id: string }>(
    `SELECT page_id, 'subscriber' AS kind, id::text AS id FROM subscribers WHERE phone = ANY($1::text[])
     UNION ALL SELECT page_id, 'optin', id::text FROM messenger_optins WHERE psid = ANY($1::text[]) OR user_ref = ANY($1::text[])
     ORDER BY 1, 2, 3`,
    [keys],
  );
  for (const pageId of new Set(ids.map((r) => r.page_id))) {
    const of = (kind: string) => ids.filter((r) => r.page_id === pageId && r.kind === kind).map((r) => r.id);
    await queueWebhookEvent(tx, queue, subscriberErased(pageId, of('subscriber'), of('optin')));
  }
}
