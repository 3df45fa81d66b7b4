-- Issue 47, item 7 ("fast at any age"): the studio's results (server/stores/widgetResults.ts) and a split
-- test's exposures (server/stores/experimentResults.ts) read these roll-ups instead of scanning pixel_events,
-- so an answer costs what the range's days cost, not what the page's whole history costs.
--
-- Buckets: UTC days, plus UTC quarter-hours. The studio asks in the browser's zone (`tz`, any IANA name: no
-- owner's zone is stored), so a roll-up by the owner's day would miss every other zone. A range in any zone
-- is one interval of UTC time; its whole UTC days are read from widget_event_days (a few rows a widget a
-- day) and the two partial days at its ends from widget_event_quarters. Quarter-hours, not hours: India,
-- Nepal, Iran, Newfoundland or Adelaide start their days at :30 or :45 UTC; every zone's offset since 1972
-- is a whole quarter-hour, and reports start in 2016. Quarter-hours alone would be exact too, but a 90-day
-- range would then sum hundreds of thousands of rows (measured: over 100 ms on PGlite for that part alone).
--
-- What rolls up: the counted events (a widget_id, rules/countedWidget.ts) of kind 'event' not flagged as a
-- bot's, the only ones any result reads (a bot column would double the rows for nothing). Values that
-- reach an index are bounded to what the API accepts (event 128, session 128, ids 64) and arms and test
-- keys to what a split test may name (32 and 64): a longer one can never match a test, so it is kept as
-- null. A row the API could not have written (infinite time, a 3 kB event name planted by hand) is left
-- out rather than failing the insert, or this migration.
--
-- Kept by the statement triggers below, in the statement that writes pixel_events, so the roll-ups are
-- exact whoever writes: the pixel route, a bulk INSERT … SELECT, a hand-made DELETE. Unique keys treat
-- null as a value (NULLS NOT DISTINCT: PostgreSQL 15 or later) so ON CONFLICT finds the row without an arm.

-- Counted events per page, widget, UTC day, event, arm (payload.variant) and test (payload.experiment).
CREATE TABLE IF NOT EXISTS widget_event_days (
  page_id text NOT NULL,
  widget_id text NOT NULL,
  day date NOT NULL,
  event text NOT NULL,
  arm text,
  experiment text,
  n bigint NOT NULL,
  CONSTRAINT widget_event_days_key UNIQUE NULLS NOT DISTINCT (page_id, event, day, widget_id, arm, experiment)
);

-- The same counts per UTC quarter-hour (starts_at), without arm and test: only a range's edges read them.
CREATE TABLE IF NOT EXISTS widget_event_quarters (
  page_id text NOT NULL,
  widget_id text NOT NULL,
  starts_at timestamptz NOT NULL,
  event text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (page_id, event, starts_at, widget_id)
);

-- One row per session exposed to an arm of a test (its first counted impression): exposures are distinct
-- sessions, which summed buckets cannot give (a session seen on two days would count twice).
CREATE TABLE IF NOT EXISTS experiment_exposures (
  page_id text NOT NULL,
  widget_id text NOT NULL,
  experiment text NOT NULL,
  arm text NOT NULL,
  session_id text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (page_id, widget_id, experiment, arm, session_id)
);

-- Whether a stored pixel event rolls up (inlined by the planner: a one-expression SQL function).
CREATE OR REPLACE FUNCTION rolls_up(account_id text, kind text, widget_id text, event text, body jsonb, received_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT kind = 'event' AND widget_id IS NOT NULL AND length(widget_id) <= 64 AND length(account_id) <= 64
    AND length(event) <= 128 AND (body->>'b') IS DISTINCT FROM 'true' AND isfinite(received_at)
$$;

-- payload.variant as text, null when absent or longer than an arm id.
CREATE OR REPLACE FUNCTION rolled_up_arm(body jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(body->'payload'->>'variant') <= 32 THEN body->'payload'->>'variant' END
$$;

-- payload.experiment as text, null when absent or longer than a test key.
CREATE OR REPLACE FUNCTION rolled_up_experiment(body jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(body->'payload'->>'experiment') <= 64 THEN body->'payload'->>'experiment' END
$$;

-- The roll-ups follow pixel_events: added rows count up (one grouped upsert per table, so a bulk insert
-- costs one statement, not one per row), removed rows count down, and a removed exposure is found again
-- from the rows left (it was maybe not the session's only one). An UPDATE is both. Zero counts stay as
-- rows; the readers ask for n > 0.
CREATE OR REPLACE FUNCTION pixel_events_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH e AS (
      SELECT account_id, widget_id, received_at, event, rolled_up_arm(body) AS arm, rolled_up_experiment(body) AS experiment FROM removed
        WHERE rolls_up(account_id, kind, widget_id, event, body, received_at)
    ), days AS (
      INSERT INTO widget_event_days AS r (page_id, widget_id, day, event, arm, experiment, n)
        SELECT account_id, widget_id, (received_at AT TIME ZONE 'UTC')::date, event, arm, experiment, -count(*) FROM e GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ON CONSTRAINT widget_event_days_key DO UPDATE SET n = r.n + excluded.n
    )
    INSERT INTO widget_event_quarters AS r (page_id, widget_id, starts_at, event, n)
      SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, -count(*) FROM e GROUP BY 1, 2, 3, 4
      ON CONFLICT (page_id, event, starts_at, widget_id) DO UPDATE SET n = r.n + excluded.n;
    DELETE FROM experiment_exposures x USING removed g
      WHERE x.page_id = g.account_id AND x.widget_id = g.widget_id AND x.session_id = g.session_id;
    INSERT INTO experiment_exposures (page_id, widget_id, experiment, arm, session_id, first_at)
      SELECT p.account_id, p.widget_id, rolled_up_experiment(p.body), rolled_up_arm(p.body), p.session_id, min(p.received_at) FROM pixel_events p
        WHERE EXISTS (SELECT 1 FROM removed g WHERE g.account_id = p.account_id AND g.widget_id = p.widget_id AND g.session_id = p.session_id)
          AND p.event = 'impression' AND rolls_up(p.account_id, p.kind, p.widget_id, p.event, p.body, p.received_at)
          AND length(p.session_id) <= 128 AND rolled_up_arm(p.body) IS NOT NULL AND rolled_up_experiment(p.body) IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    WITH e AS (
      SELECT account_id, widget_id, received_at, event, session_id, rolled_up_arm(body) AS arm, rolled_up_experiment(body) AS experiment FROM added
        WHERE rolls_up(account_id, kind, widget_id, event, body, received_at)
    ), days AS (
      INSERT INTO widget_event_days AS r (page_id, widget_id, day, event, arm, experiment, n)
        SELECT account_id, widget_id, (received_at AT TIME ZONE 'UTC')::date, event, arm, experiment, count(*) FROM e GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ON CONSTRAINT widget_event_days_key DO UPDATE SET n = r.n + excluded.n
    ), quarters AS (
      INSERT INTO widget_event_quarters AS r (page_id, widget_id, starts_at, event, n)
        SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, count(*) FROM e GROUP BY 1, 2, 3, 4
        ON CONFLICT (page_id, event, starts_at, widget_id) DO UPDATE SET n = r.n + excluded.n
    )
    INSERT INTO experiment_exposures AS r (page_id, widget_id, experiment, arm, session_id, first_at)
      SELECT account_id, widget_id, experiment, arm, session_id, min(received_at) FROM e
        WHERE event = 'impression' AND session_id IS NOT NULL AND length(session_id) <= 128 AND arm IS NOT NULL AND experiment IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (page_id, widget_id, experiment, arm, session_id) DO UPDATE SET first_at = least(r.first_at, excluded.first_at);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION pixel_events_roll_up_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE widget_event_days, widget_event_quarters, experiment_exposures;
  RETURN NULL;
END
$$;

-- PostgreSQL takes transition tables on one-event triggers only: one trigger each, one function.
CREATE TRIGGER pixel_events_roll_up_insert AFTER INSERT ON pixel_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up();
CREATE TRIGGER pixel_events_roll_up_delete AFTER DELETE ON pixel_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up();
CREATE TRIGGER pixel_events_roll_up_update AFTER UPDATE ON pixel_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up();
CREATE TRIGGER pixel_events_roll_up_truncate AFTER TRUNCATE ON pixel_events
  FOR EACH STATEMENT EXECUTE FUNCTION pixel_events_roll_up_truncate();

-- Backfill: the rows stored before this migration, by the insert branch's statement over the whole table.
WITH e AS (
  SELECT account_id, widget_id, received_at, event, session_id, rolled_up_arm(body) AS arm, rolled_up_experiment(body) AS experiment FROM pixel_events
    WHERE rolls_up(account_id, kind, widget_id, event, body, received_at)
), days AS (
  INSERT INTO widget_event_days (page_id, widget_id, day, event, arm, experiment, n)
    SELECT account_id, widget_id, (received_at AT TIME ZONE 'UTC')::date, event, arm, experiment, count(*) FROM e GROUP BY 1, 2, 3, 4, 5, 6
), quarters AS (
  INSERT INTO widget_event_quarters (page_id, widget_id, starts_at, event, n)
    SELECT account_id, widget_id, date_bin('15 minutes', received_at, timestamptz 'epoch'), event, count(*) FROM e GROUP BY 1, 2, 3, 4
)
INSERT INTO experiment_exposures (page_id, widget_id, experiment, arm, session_id, first_at)
  SELECT account_id, widget_id, experiment, arm, session_id, min(received_at) FROM e
    WHERE event = 'impression' AND session_id IS NOT NULL AND length(session_id) <= 128 AND arm IS NOT NULL AND experiment IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;
