/**
 * One delivery attempt (issue 48): the stored body, signed now by the Standard Webhooks scheme with the
 * endpoint's secret (the `standardwebhooks` package, the scheme's reference library), posted, and the
 * answer recorded. A 2xx delivers; anything else is retried while the window lasts, then fails.
 */
import { Webhook } from 'standardwebhooks';
import type { Database } from '../db/database';
import { mayRetry } from './webhookRetry';
import { postWebhook, type PostAnswer } from './webhookPost';
import type { TargetRule } from './targetRule';

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

interface DueDelivery {
  id: string | number;
  status: string;
  window_started_at: Date | string;
  message_id: string;
  body: string;
  url: string;
  secret: string;
  enabled: boolean;
}

/** The headers of one attempt: `webhook-id` is the message's (stable), the timestamp the attempt's. */
export function signedHeaders(secret: string, messageId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
    'user-agent': 'mc-optin-widgets-webhooks/1',
  };
}

async function record(db: Database, id: string | number, answer: PostAnswer, status: 'delivered' | 'pending' | 'failed'): Promise<void> {
  await db.query(
    `UPDATE webhook_outbox SET attempts = attempts + 1, last_attempt_at = now(), last_status = $2, last_response = $3, status = $4,
       delivered_at = CASE WHEN $4 = 'delivered' THEN now() ELSE delivered_at END
     WHERE id = $1`,
    [id, answer.status, answer.text, status],
  );
}

export async function attemptDelivery(db: Database, outboxId: string, rule: TargetRule, retryWindowMs?: number): Promise<AttemptOutcome> {
  const [due] = await db.query<DueDelivery>(
    `SELECT o.id, o.status, o.window_started_at, m.id AS message_id, m.body, e.url, e.secret, e.enabled
     FROM webhook_outbox o JOIN webhook_messages m ON m.id = o.message_id JOIN webhook_endpoints e ON e.id = o.endpoint_id
     WHERE o.id = $1`,
    [outboxId],
  );
  // Erased, its endpoint deleted, or delivered by an earlier run of this job: nothing to send.
  if (!due || due.status !== 'pending') return 'gone';
  if (!due.enabled) {
    await record(db, due.id, { status: null, text: 'The endpoint is turned off.' }, 'failed');
    return 'failed';
  }
  const now = new Date();
  const answer = await postWebhook(due.url, signedHeaders(due.secret, due.message_id, due.body, now), due.body, rule);
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await record(db, due.id, answer, 'delivered');
    return 'delivered';
  }
  const retry = mayRetry(new Date(due.window_started_at), now.getTime(), retryWindowMs);
  await record(db, due.id, answer, retry ? 'pending' : 'failed');
  return retry ? 'retry' : 'failed';
}
