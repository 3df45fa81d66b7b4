-- Pages (one per account_id / page_id) with their whole configuration, and one row per widget.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE pages (
  id text PRIMARY KEY,
  -- json, not jsonb: keeps the operator's key order and text as written.
  config json NOT NULL,
  whitelist jsonb,
  -- 'file': seeded from demo/config/<id>.json and kept in step with it; 'admin': edited through the admin API.
  source text NOT NULL DEFAULT 'file',
  seed_hash text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE widgets (
  page_id text NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  widget_id text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (page_id, widget_id)
);

CREATE TABLE subscribers (
  id bigserial PRIMARY KEY,
  page_id text NOT NULL,
  widget_id text NOT NULL,
  phone text NOT NULL,
  session_id text NOT NULL,
  legal_text text NOT NULL,
  consented_at timestamptz NOT NULL DEFAULT now(),
  page_url text,
  user_agent text,
  UNIQUE (page_id, widget_id, phone)
);
CREATE INDEX subscribers_session ON subscribers (page_id, session_id);

CREATE TABLE sms_refs (
  ref text PRIMARY KEY,
  page_id text NOT NULL,
  widget_id text NOT NULL,
  session_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- kind: 'event' (logEvent), 'conversion' (logConversionEvent), 'money' (logMoneyEvent).
CREATE TABLE pixel_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  account_id text NOT NULL,
  event text NOT NULL,
  session_id text,
  weight double precision,
  currency text,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pixel_events_account ON pixel_events (account_id, kind);
