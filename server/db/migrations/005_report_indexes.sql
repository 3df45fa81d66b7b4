-- The studio's reports (server/stores/reportStore.ts) read one page's rows in a range of time, newest first:
-- these indexes make that an index range scan instead of reading every row of the page.
CREATE INDEX IF NOT EXISTS subscribers_page_time ON subscribers (page_id, consented_at);
CREATE INDEX IF NOT EXISTS messenger_optins_page_time ON messenger_optins (page_id, received_at);
CREATE INDEX IF NOT EXISTS pixel_events_account_kind_time ON pixel_events (account_id, kind, received_at);
