-- Accounts (issue 3): users, their social identities, sessions, failed-login throttling and
-- server secrets. Nothing here bumps meta.content_version: these tables are not cached.
--
-- PostgreSQL version of migrations/sqlite/0003_accounts.sql (INTEGER → BIGINT, booleans
-- stay 0/1 integers). Not 1:1: SQLite's sessions has a hidden rowid that the SQLite
-- repository uses as a tie-breaker ("ORDER BY created_at DESC, rowid DESC"); PostgreSQL has
-- none, so a PostgreSQL version of that query needs another tie-breaker (token_hash DESC:
-- deterministic, though not insertion order).
CREATE TABLE users (
  uid               TEXT PRIMARY KEY,
  email             TEXT NOT NULL,
  email_key         TEXT NOT NULL UNIQUE,      -- trimmed, lower-cased: e-mail compared case-insensitively
  name              TEXT NOT NULL,
  semester          BIGINT CHECK (semester BETWEEN 1 AND 8),  -- NULL: not given (social sign-in)
  role              TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  password_hash     TEXT,                      -- NULL: social sign-in only
  email_verified    BIGINT NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  photo_url         TEXT,
  created_at        BIGINT NOT NULL,           -- epoch milliseconds
  last_sign_in_at   BIGINT,
  purchased_courses TEXT NOT NULL DEFAULT '[]' -- JSON array of course ids, written by the server only
);

CREATE TABLE user_identities (
  provider  TEXT NOT NULL,                     -- google.com | facebook.com | microsoft.com
  subject   TEXT NOT NULL,                     -- the provider's stable user id
  uid       TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  email     TEXT,
  name      TEXT,
  photo_url TEXT,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_uid ON user_identities (uid);

-- The cookie holds a random token; only its BLAKE2b hash is stored.
CREATE TABLE sessions (
  token_hash   TEXT PRIMARY KEY,
  uid          TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created_at   BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at   BIGINT NOT NULL                 -- absolute expiry
);
CREATE INDEX sessions_uid ON sessions (uid);

-- Failed sign-ins per key ("account:<email_key>" or "address:<ip>") in a fixed window.
CREATE TABLE login_failures (
  key           TEXT PRIMARY KEY,
  failures      BIGINT NOT NULL,
  window_start  BIGINT NOT NULL,
  blocked_until BIGINT NOT NULL DEFAULT 0
);

-- Social sign-in in progress: state → PKCE verifier, nonce and where to return.
CREATE TABLE oauth_states (
  state         TEXT PRIMARY KEY,
  provider      TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce         TEXT NOT NULL,
  mode          TEXT NOT NULL CHECK (mode IN ('popup', 'redirect')),
  return_to     TEXT NOT NULL,
  redirect_uri  TEXT NOT NULL,
  created_at    BIGINT NOT NULL
);

-- Keys generated once per installation (the CSRF signing key), shared by every process.
CREATE TABLE secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
