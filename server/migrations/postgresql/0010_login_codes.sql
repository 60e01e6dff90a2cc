-- PostgreSQL version of migrations/sqlite/0010_login_codes.sql (INTEGER → BIGINT for times).
-- Sign-in codes by mail (issue 24, finding 5): when an account is throttled for browsers
-- that never signed in to it, its owner can ask for a one-time code; the code and the right
-- password sign in past the throttle. A code belongs to the browser that asked for it (the
-- hash of its ps_code cookie): tries from anywhere else neither work nor count, so nobody
-- can use up the owner's code, and a code asked for elsewhere does not replace it. Only a
-- hash of uid and code is kept; a code dies after 15 minutes, once used, or after 5 wrong
-- tries from its browser; a sign-in with one ends every code of the account.
CREATE TABLE login_codes (
  uid        TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  browser    TEXT NOT NULL,       -- hash of the asking browser's ps_code cookie
  code_hash  TEXT NOT NULL,
  email      TEXT NOT NULL,       -- the address the code went to
  expires_at BIGINT NOT NULL, -- epoch ms
  tries      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (uid, browser)
);
CREATE INDEX login_codes_expiry ON login_codes (expires_at);

-- Pending social sign-ins live in a sealed cookie since issue 24 (finding 13).
DROP TABLE oauth_states;
