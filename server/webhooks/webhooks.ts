/**
 * The outbound webhooks of a running server (issue 48): the queue, the worker, and what the routes and
 * the opt-in paths call. Every instance behind a load balancer runs a worker; pg-boss hands each job to
 * one of them (`FOR UPDATE SKIP LOCKED`), and a job left by a killed instance is picked up again when it
 * expires: at least once, the receiver deduping by `webhook-id`.
 */
import type { Database, Queryable } from '../db/database';
import { WEBHOOK_TEST_EVENT } from '../../bridge-protocol/webhookEvents';
import { startJobQueue } from './jobQueue';
import { attemptDelivery } from './webhookAttempt';
import type { WebhookEvent } from './webhookMessage';
import type { TargetRule } from './targetRule';
import { beforeSubjectErasure, queueForEndpoints, queueWebhookEvent } from './webhookOutbox';

export interface WebhookSettings {
  /** Which endpoints may be reached: PRODUCTION_TARGETS, or DEVELOPMENT_TARGETS (targetRule.ts). */
  targets: TargetRule;
  /** Whether this instance delivers (false: it only queues; another instance, or a later start, delivers). */
  worker: boolean;
  /** How often an idle worker looks for due deliveries. */
  pollSeconds: number;
  /** The first retry's delay (default WEBHOOK_RETRY_BASE_SECONDS); tests shorten it. */
  retryBaseSeconds?: number;
  /** How long a delivery is retried (default WEBHOOK_RETRY_WINDOW_MS, 3 days); tests shorten it. */
  retryWindowMs?: number;
}

export async function startWebhooks(db: Database, settings: WebhookSettings) {
  const queue = await startJobQueue(db, { pollSeconds: settings.pollSeconds, retryBaseSeconds: settings.retryBaseSeconds });
  if (settings.worker) {
    await queue.work(async ({ outboxId }) => {
      const outcome = await attemptDelivery(db, outboxId, settings.targets, settings.retryWindowMs);
      // pg-boss retries a job whose handler throws, with its exponential backoff.
      if (outcome === 'retry') throw new Error(`delivery ${outboxId} not accepted yet: retried later`);
    });
  }
  return {
    targets: settings.targets,
    /** Queues an event for the page's endpoints inside the caller's transaction (the opt-in's). */
    queue: (tx: Queryable, event: WebhookEvent) => queueWebhookEvent(tx, queue, event),
    /** Before erasing these people: their deliveries' jobs dropped, `subscriber.erased` queued (caller's transaction). */
    beforeErasure: (tx: Queryable, subjects: readonly (string | null)[]) => beforeSubjectErasure(tx, queue, subjects),
    /** Queues a test event to one endpoint. */
    sendTest: (pageId: string, endpointId: string) =>
      db.transaction((tx) =>
        queueForEndpoints(
          tx,
          queue,
          { pageId, type: WEBHOOK_TEST_EVENT, subject: null, data: { page_id: pageId, endpoint_id: endpointId, message: 'A test event from the studio: your endpoint is reachable.' } },
          [endpointId],
        ),
      ),
    /** Queues failed deliveries again with a new retry window: one (`outboxId`) or all of the endpoint's. */
    replay: (endpointId: string, outboxId: string | null) =>
      db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string | number }>(
          `UPDATE webhook_outbox SET status = 'pending', window_started_at = now()
           WHERE endpoint_id = $1 AND status = 'failed' AND ($2::bigint IS NULL OR id = $2::bigint) RETURNING id`,
          [endpointId, outboxId],
        );
        for (const row of rows) await queue.send(tx, { outboxId: String(row.id) });
        return rows.length;
      }),
    stop: () => queue.stop(),
  };
}

export type Webhooks = Awaited<ReturnType<typeof startWebhooks>>;
