/**
 * The outbox (issue 48): an event becomes one message and one delivery per endpoint of the page that
 * listens to its type, each with its queue job, all inside the caller's transaction (the opt-in's), so
 * a sign-up and its deliveries commit together. A page without endpoints stores nothing.
 */
import type { Queryable } from '../db/database';
import type { JobQueue } from './jobQueue';
import { messageBody, newMessageId, type WebhookEvent } from './webhookMessage';

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
 * Erases the messages about these subjects with their deliveries and queued jobs (a subject request):
 * the job rows hold only an outbox id, but a job left behind would be a delivery of nothing.
 */
export async function eraseWebhookSubjects(tx: Queryable, queue: JobQueue, subjects: readonly string[]): Promise<number> {
  if (subjects.length === 0) return 0;
  const outbox = await tx.query<{ id: string | number }>(
    'SELECT o.id FROM webhook_outbox o JOIN webhook_messages m ON m.id = o.message_id WHERE m.subject = ANY($1::text[])',
    [subjects],
  );
  await queue.deleteJobs(
    tx,
    outbox.map((o) => String(o.id)),
  );
  const erased = await tx.query('DELETE FROM webhook_messages WHERE subject = ANY($1::text[]) RETURNING id', [subjects]);
  return erased.length;
}
