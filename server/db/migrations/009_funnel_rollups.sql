-- Issue 47, item 5 ("the funnel and the money, per widget and per arm"): a widget's funnel by day, device
-- and arm (server/stores/widgetFunnel.ts) read from a roll-up, as the results of migration 008 are, so the
-- widget's results screen costs the range's quarter-hours, not its events.
--
-- One table, per UTC quarter-hour: a local day in any zone is a whole number of quarter-hours (every
-- offset since 1972 is), so the chart's days in the browser's zone are exact from it alone, and the device
-- and the arm of 008's tables would otherwise multiply their rows for the page screen, which reads neither.
-- Only the funnel's steps roll up: `impression` (every widget) and `open` and `click` (the frame sends them
-- for omnichat only, bridge-protocol/messages.ts FRAME_PIXEL_EVENTS); submits are not pixel events, the
-- opt-ins stand for them and are read from their own tables.
--
-- Device: from the user agent the loader puts in every widget event's payload (loader/boot.ts logPixel),
-- classified by device_of below, in SQL because the trigger classifies whatever writes the row (the pixel
-- route, a bulk load, a restore) and the opt-ins' stored user agents are classified by the same rule.
-- Rows without a user agent have no device (null: "unknown" on the screen).
--
-- Kept exactly as 008's roll-ups are: statement triggers on pixel_events in the writing statement, added
-- rows counted up, removed rows counted down, and the same rows left out (rolls_up, rolled_up_arm).

-- 'mobile' or 'desktop' from a user agent; null without one. Phones and tablets are 'mobile' (the bar and
-- popup layouts differ by width, and tablets take the narrow ones in portrait). iPadOS sends a desktop
-- Safari agent by default, so an iPad counts as desktop: the agent does not say otherwise.
CREATE OR REPLACE FUNCTION device_of(user_agent text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN user_agent IS NULL OR btrim(user_agent) = '' THEN NULL
    WHEN user_agent ~* '(mobi|android|iphone|ipad|ipod|tablet|kindle|silk/|opera mini|blackberry|iemobile)' THEN 'mobile'
    ELSE 'desktop'
  END
$$;

-- Whether a rolled-up event is one of the funnel's steps.
CREATE OR REPLACE FUNCTION funnel_step(event text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT event IN ('impression', 'open', 'click')
$$;

CREATE TABLE IF NOT EXISTS widget_funnel_quarters (
  page_id text NOT NULL,
  widget_id text NOT NULL,
  starts_at timestamptz NOT NULL,
  event text NOT NULL,
  arm text,
  device text,
  n bigint NOT NULL,
  CONSTRAINT widget_funnel_quarters_key UNIQUE NULLS NOT DISTINCT (page_id, widget_id, starts_at, event, arm, device)
);

CREATE OR REPLACE FUNCTION pixel_events_roll_up_funnel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO widget_funnel_quarters AS r (page_id, widget_id, starts_at, event, arm, device, n)
      SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, rolled_up_arm(body),
          device_of(left(body->'payload'->>'user_agent', 1024)), -count(*)
        FROM removed WHERE rolls_up(account_id, kind, widget_id, event, body, received_at) AND funnel_step(event)
        GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT widget_funnel_quarters_key DO UPDATE SET n = r.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO widget_funnel_quarters AS r (page_id, widget_id, starts_at, event, arm, device, n)
      SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, rolled_up_arm(body),
          device_of(left(body->'payload'->>'user_agent', 1024)), count(*)
        FROM added WHERE rolls_up(account_id, kind, widget_id, event, body, received_at) AND funnel_step(event)
        GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT widget_funnel_quarters_key DO UPDATE SET n = r.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION pixel_events_roll_up_funnel_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE widget_funnel_quarters;
  RETURN NULL;
END
$$;

CREATE TRIGGER pixel_events_roll_up_funnel_insert AFTER INSERT ON pixel_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up_funnel();
CREATE TRIGGER pixel_events_roll_up_funnel_delete AFTER DELETE ON pixel_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up_funnel();
CREATE TRIGGER pixel_events_roll_up_funnel_update AFTER UPDATE ON pixel_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up_funnel();
CREATE TRIGGER pixel_events_roll_up_funnel_truncate AFTER TRUNCATE ON pixel_events
  FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up_funnel_truncate();

-- Backfill: the rows stored before this migration, by the insert branch's statement over the whole table.
INSERT INTO widget_funnel_quarters (page_id, widget_id, starts_at, event, arm, device, n)
  SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, rolled_up_arm(body),
      device_of(left(body->'payload'->>'user_agent', 1024)), count(*)
    FROM pixel_events WHERE rolls_up(account_id, kind, widget_id, event, body, received_at) AND funnel_step(event)
    GROUP BY 1, 2, 3, 4, 5, 6;

-- Revenue (server/stores/widgetRevenue.ts) finds a page's money events by time, then joins them to the
-- opt-ins by session: money events now carry the pixel session (POST /pixel/logMoneyEvent `session_id`).
CREATE INDEX IF NOT EXISTS pixel_events_money_session ON pixel_events (account_id, received_at) WHERE kind = 'money' AND session_id IS NOT NULL;
