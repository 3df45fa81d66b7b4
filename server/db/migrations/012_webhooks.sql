-- Outbound webhooks (issue 48, server/webhooks/): the owner's endpoints per page, one message per event,
-- and one delivery per (message, endpoint). A message and its deliveries are written in the same
-- transaction as the opt-in they tell of (the outbox), with one pg-boss job per delivery: a crash between
-- the sign-up and its delivery loses nothing. Delivery attempts retry with exponential backoff for
-- WEBHOOK_RETRY_WINDOW (3 days) from the window's start, then the delivery is marked failed.
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  page_id text NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- The event types it receives (bridge-protocol/webhookEvents.ts), a JSON array of strings.
  events jsonb NOT NULL,
  -- Standard Webhooks signing secret, `whsec_` + base64 of 32 random bytes.
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_page ON webhook_endpoints (page_id);

CREATE TABLE webhook_messages (
  -- The Standard Webhooks `webhook-id` (`msg_…`): the same for every attempt, so receivers can dedupe.
  id text PRIMARY KEY,
  page_id text NOT NULL,
  type text NOT NULL,
  -- The whole body as sent: {"type", "timestamp", "data"}; kept as text so the signed bytes never change.
  body text NOT NULL,
  -- The personal key the message is about (a phone number, a Messenger id), so a subject request finds
  -- and erases it with its deliveries; null for messages about no person.
  subject text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_messages_subject ON webhook_messages (subject) WHERE subject IS NOT NULL;

CREATE TABLE webhook_outbox (
  id bigserial PRIMARY KEY,
  message_id text NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  -- 'pending' (queued or retrying), 'delivered' (a 2xx answer), 'failed' (the retry window ran out).
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  -- Retries stop this long after it (set again by a replay).
  window_started_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  -- The last answer's HTTP status (null: no answer) and its first 1 KB, or the network error.
  last_status integer,
  last_response text,
  delivered_at timestamptz,
  UNIQUE (message_id, endpoint_id)
);
CREATE INDEX webhook_outbox_endpoint ON webhook_outbox (endpoint_id, id DESC);
