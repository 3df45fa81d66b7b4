-- Issue 47, item 5: the funnel by traffic source. Every widget event now carries the visit's source in one
-- word (`payload.source`: its utm_source, else the site that linked to it, else "direct"; the loader's
-- loader/growth/visitorRecord.ts visitSource), so the funnel's roll-up of migration 009 takes it as one
-- more dimension, and an opt-in takes the source of its session's first impression of the widget.
--
-- A source is whatever the visit's address said: it is lowercased and kept only up to 64 characters (a
-- longer one is null: "unknown"), so a crowd of made-up sources costs a row each at most, never more than
-- the events themselves. Events stored before this migration have no source (null), so there is nothing
-- to backfill.

CREATE OR REPLACE FUNCTION rolled_up_source(body jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(body->'payload'->'source') = 'string' AND length(body->'payload'->>'source') BETWEEN 1 AND 64
    THEN lower(body->'payload'->>'source') END
$$;

ALTER TABLE widget_funnel_quarters ADD COLUMN IF NOT EXISTS source text;
ALTER TABLE widget_funnel_quarters DROP CONSTRAINT IF EXISTS widget_funnel_quarters_key;
ALTER TABLE widget_funnel_quarters ADD CONSTRAINT widget_funnel_quarters_key UNIQUE NULLS NOT DISTINCT (page_id, widget_id, starts_at, event, arm, device, source);

-- The source of each session that saw the widget, from its first impression: an opt-in (stored in its own
-- table, without the visit's address) is counted under it. Rows stay when events are removed: a session's
-- source does not change, and an opt-in of a session whose events were deleted keeps its label.
CREATE TABLE IF NOT EXISTS widget_session_sources (
  page_id text NOT NULL,
  widget_id text NOT NULL,
  session_id text NOT NULL,
  source text,
  PRIMARY KEY (page_id, widget_id, session_id)
);

CREATE OR REPLACE FUNCTION pixel_events_roll_up_funnel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO widget_funnel_quarters AS r (page_id, widget_id, starts_at, event, arm, device, source, n)
      SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, rolled_up_arm(body),
          device_of(left(body->'payload'->>'user_agent', 1024)), rolled_up_source(body), -count(*)
        FROM removed WHERE rolls_up(account_id, kind, widget_id, event, body, received_at) AND funnel_step(event)
        GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT widget_funnel_quarters_key DO UPDATE SET n = r.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO widget_funnel_quarters AS r (page_id, widget_id, starts_at, event, arm, device, source, n)
      SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, rolled_up_arm(body),
          device_of(left(body->'payload'->>'user_agent', 1024)), rolled_up_source(body), count(*)
        FROM added WHERE rolls_up(account_id, kind, widget_id, event, body, received_at) AND funnel_step(event)
        GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT widget_funnel_quarters_key DO UPDATE SET n = r.n + excluded.n;
    INSERT INTO widget_session_sources (page_id, widget_id, session_id, source)
      SELECT DISTINCT ON (account_id, widget_id, session_id) account_id, widget_id, session_id, rolled_up_source(body)
        FROM added
        WHERE event = 'impression' AND session_id IS NOT NULL AND length(session_id) <= 128
          AND rolls_up(account_id, kind, widget_id, event, body, received_at)
        ORDER BY account_id, widget_id, session_id, received_at
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION pixel_events_roll_up_funnel_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE widget_funnel_quarters;
  TRUNCATE widget_session_sources;
  RETURN NULL;
END
$$;
