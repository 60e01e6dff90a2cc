-- Single-use links sent by e-mail (issue 11): verifying an address and resetting a password.
-- Only the BLAKE2b hash of the token is stored; a token is used once and expires.
--
-- PostgreSQL version of migrations/sqlite/0007_account_tokens.sql (INTEGER → BIGINT).
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  uid        TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  email      TEXT NOT NULL,      -- the address the link went to: using it proves that address
  created_at BIGINT NOT NULL,    -- epoch ms
  expires_at BIGINT NOT NULL,
  used_at    BIGINT
);
CREATE INDEX account_tokens_uid ON account_tokens (uid, purpose);
