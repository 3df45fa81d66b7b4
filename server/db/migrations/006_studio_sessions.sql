-- The studio's sessions (server/stores/studioSessions.ts): one row per signed-in browser, so signing out ends
-- that session on the server and "sign out everywhere" ends them all. The cookie holds a random id; the
-- table holds only its SHA-256, so a copy of the database opens no session.
-- token_tag: an HMAC of the admin token the session was opened with (a new ADMIN_TOKEN ends every session).
CREATE TABLE IF NOT EXISTS studio_sessions (
  id_hash text PRIMARY KEY,
  token_tag text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS studio_sessions_expiry ON studio_sessions (expires_at);
-- One-time sign-in links (server/stores/signInLinks.ts) that `npm start` prints instead of the generated token:
-- each signs one browser in once, before it expires. Only the SHA-256 of the code is kept.
CREATE TABLE IF NOT EXISTS studio_sign_in_codes (
  code_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
