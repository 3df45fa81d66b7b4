-- The widget a pixel event counts for in the studio's results (server/rules/countedWidget.ts): set only
-- when the event's payload names a widget of that page with the widget_sign /widget/config issued for it,
-- so an event sent by anyone else (any origin, any id, any length) is kept but never counted. Before, the
-- results read the id from the raw body: one forged impression with a 65-character id failed the whole
-- answer for the range's 30 days.
ALTER TABLE pixel_events ADD COLUMN IF NOT EXISTS widget_id text;
-- Rows from before this column: their ids are taken where they could be a real widget's (a short plain
-- id); a forged row of that shape still counts only if that widget exists on the page (the results ask
-- for the page's own widgets only).
UPDATE pixel_events SET widget_id = body->'payload'->>'widget_id'
  WHERE widget_id IS NULL AND kind = 'event' AND (body->'payload'->>'widget_id') ~ '^[A-Za-z0-9_-]{1,64}$';
CREATE INDEX IF NOT EXISTS pixel_events_counted ON pixel_events (account_id, event, received_at) WHERE widget_id IS NOT NULL;
