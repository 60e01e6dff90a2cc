-- PostgreSQL version of migrations/sqlite/0010_login_codes.sql (INTEGER → BIGINT for times).
-- Sign-in codes by mail (issue 24, finding 5): when an account is throttled for browsers
-- that never signed in to it, its owner can ask for a one-time code; the code and the right
-- password sign in past the throttle. One live code per account (a new one replaces it);
-- only a hash of uid and code is kept; a code dies after 15 minutes, once used, or after 5
-- wrong tries.
CREATE TABLE login_codes (
  uid        TEXT PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  code_hash  TEXT NOT NULL,
  email      TEXT NOT NULL,       -- the address the code went to
  expires_at BIGINT NOT NULL,    -- epoch ms
  tries      INTEGER NOT NULL DEFAULT 0
);

-- Pending social sign-ins live in a sealed cookie since issue 24 (finding 13).
DROP TABLE oauth_states;
