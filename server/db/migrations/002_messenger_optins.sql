-- Messenger opt-ins learnt from Meta's webhook (POST /webhook/messenger, messengerWebhook.ts): one row per
-- opt-in whose ref is one of our reference values (w{widgetId}.{sessionId}.{instanceId}[.{payload}]).
-- source: 'optin' (checkbox / send-to-messenger, optin.ref), 'referral' (m.me link, referral.ref),
-- 'postback' (get-started button after an m.me link, postback.referral.ref).
CREATE TABLE messenger_optins (
  id bigserial PRIMARY KEY,
  page_id text NOT NULL,
  widget_id text NOT NULL,
  session_id text NOT NULL,
  instance_id text NOT NULL,
  payload text,
  -- The page-scoped id of the Messenger user (sender.id); the checkbox plugin sends only a user_ref.
  psid text,
  user_ref text,
  source text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- checkOptin (subscribers.ts hasOptedIn) looks rows up by page and session.
CREATE INDEX messenger_optins_session ON messenger_optins (page_id, session_id);
