-- Idempotent Messenger webhook deliveries: a captured, correctly signed body posted again is recognised
-- by the SHA-256 of its raw bytes and stores nothing twice (Meta also retries deliveries it thinks failed).
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  body_sha256 text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
