-- Issue 48, item 2 ("consent records that stand up"): each SMS opt-in keeps the evidence of its consent.
-- The exact text shown is kept once, by the SHA-256 (hex) of its bytes: a thousand opt-ins under one text
-- store it once, and a changed text is a new row, so every record names the very words the visitor saw.
-- `version` is a short label for people (the hash's first 12 hex characters, or an explicit one).
CREATE TABLE IF NOT EXISTS consent_texts (
  hash text PRIMARY KEY,
  version text NOT NULL,
  text text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now()
);

-- The record of an opt-in: the text's hash, the split test's arm it was painted with, the visitor's IP
-- as the page keeps it (bridge-protocol/consentSettings.ts; server/rules/truncatedIp.ts), and its status:
-- 'subscribed' (single opt-in: the submit was the consent), 'pending' (double opt-in, not confirmed yet)
-- or 'confirmed' (double opt-in, confirmed by the reply keyword or the link, at confirmed_at).
ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS consent_hash text REFERENCES consent_texts (hash);
ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS arm text;
ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS ip text;
ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'subscribed';
ALTER TABLE subscribers ADD COLUMN IF NOT EXISTS confirmed_at timestamptz;
ALTER TABLE subscribers ALTER COLUMN legal_text DROP NOT NULL;

-- Rows stored before: their text moves to consent_texts (the text is read through consent_hash from now on).
INSERT INTO consent_texts (hash, version, text)
  SELECT DISTINCT encode(sha256(convert_to(legal_text, 'UTF8')), 'hex'), left(encode(sha256(convert_to(legal_text, 'UTF8')), 'hex'), 12), legal_text
  FROM subscribers WHERE legal_text IS NOT NULL
  ON CONFLICT (hash) DO NOTHING;
UPDATE subscribers SET consent_hash = encode(sha256(convert_to(legal_text, 'UTF8')), 'hex'), legal_text = NULL WHERE legal_text IS NOT NULL;

-- The inbound keyword ("YES") confirms the pending opt-ins of the number that sent it.
CREATE INDEX IF NOT EXISTS subscribers_pending_phone ON subscribers (phone) WHERE status = 'pending';

-- Double opt-in links (GET /widget/confirm/:token): only the SHA-256 of the random token is kept, so a copy
-- of the database confirms nobody. Erased with the subscriber (server/privacy/personalDataHolders.ts).
CREATE TABLE IF NOT EXISTS subscriber_confirmations (
  token_hash text PRIMARY KEY,
  subscriber_id bigint NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriber_confirmations_subscriber ON subscriber_confirmations (subscriber_id);

-- Issue 48, item 4: every erasure of a data subject leaves this line, with no personal data in it: what
-- kind of identifier was asked for (phone, psid, user_ref, email), when, and how many rows of which tables went.
CREATE TABLE IF NOT EXISTS subject_requests_audit (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  tables_erased jsonb NOT NULL,
  rows_erased int NOT NULL
);
