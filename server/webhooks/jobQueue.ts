/**
 * The delivery queue: pg-boss (maintained, on PostgreSQL, `FOR UPDATE SKIP LOCKED`, retries with
 * exponential backoff) running on the server's own database, PGlite included, through the Database's
 * `executeSql` (pg-boss's db contract). A job is sent with the caller's transaction, so it is committed
 * with the opt-in or not at all. Its tables live in their own schema: `pgboss`, or `<DATABASE_SCHEMA>_jobs`
 * when the server's tables live in a schema of their own (each test run has one).
 */
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { WEBHOOK_RETRY_BASE_SECONDS, WEBHOOK_RETRY_LIMIT } from './webhookRetry';

export const DELIVERY_QUEUE = 'webhook-delivery';

/** What a delivery job carries: the outbox row's id only, never the message (it may hold personal data). */
export interface DeliveryJob {
  outboxId: string;
}

export const jobSchemaOf = (db: Database): string => (db.schema ? `${db.schema}_jobs` : 'pgboss');

/** pg-boss's executor over one of our transactions. */
const inTransaction = (tx: Queryable) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values ?? []) }),
});

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
  /** The first retry's delay; each next one doubles (pg-boss retryBackoff). */
  retryBaseSeconds?: number;
}

export async function startJobQueue(db: Database, opts: JobQueueOptions) {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => db.executeSql(text, values) }, schema: jobSchemaOf(db) });
  boss.on('error', (err: Error) => console.error('[webhooks] queue error:', err.message));
  await boss.start();
  // Two instances starting together may both create the queue: the second one's error is not a fault.
  if (!(await boss.getQueue(DELIVERY_QUEUE))) await boss.createQueue(DELIVERY_QUEUE).catch(async (err: unknown) => {
    if (!(await boss.getQueue(DELIVERY_QUEUE))) throw err;
  });
  const retryDelay = opts.retryBaseSeconds ?? WEBHOOK_RETRY_BASE_SECONDS;
  return {
    schema: jobSchemaOf(db),
    /** Queues one delivery inside `tx`. */
    async send(tx: Queryable, job: DeliveryJob): Promise<void> {
      await boss.send(DELIVERY_QUEUE, job, { retryLimit: WEBHOOK_RETRY_LIMIT, retryDelay, retryBackoff: true, expireInSeconds: 120, retentionDays: 30, db: inTransaction(tx) } as PgBoss.SendOptions);
    },
    /** Deletes the jobs of these outbox rows inside `tx` (an erasure). */
    async deleteJobs(tx: Queryable, outboxIds: readonly string[]): Promise<void> {
      if (outboxIds.length === 0) return;
      await tx.query(`DELETE FROM ${jobSchemaOf(db)}.job WHERE name = $1 AND data->>'outboxId' = ANY($2::text[])`, [DELIVERY_QUEUE, outboxIds]);
    },
    /** Runs `handler` for each due job; a throw is a failed attempt, retried later. */
    async work(handler: (job: DeliveryJob) => Promise<void>): Promise<void> {
      await boss.work<DeliveryJob>(DELIVERY_QUEUE, { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;
