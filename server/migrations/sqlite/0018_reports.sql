-- "This file is wrong" (issue 28): problems students report with an item (a broken link,
-- the wrong file, the wrong subject or year, a copyright claim, other), signed in or not.
-- Admins see them grouped by item and mark the item's open reports fixed or dismissed; a
-- signed-in reporter is mailed when theirs is fixed. address_key is a hash of the sender's
-- address (IPv4, or IPv6 /64), kept only to limit reports per address.
-- server/src/reports/ reads and writes this table.
CREATE TABLE reports (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  kind         TEXT NOT NULL CHECK (kind IN ('material', 'paper', 'course', 'project', 'job')),
  item_id      TEXT NOT NULL,
  item_title   TEXT NOT NULL,  -- as it was when reported (the item may go)
  reason       TEXT NOT NULL CHECK (reason IN ('broken-link', 'wrong-file', 'wrong-subject', 'copyright', 'other')),
  details      TEXT NOT NULL DEFAULT '',
  reporter_uid TEXT REFERENCES users(uid) ON DELETE SET NULL,
  address_key  TEXT NOT NULL,
  state        TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'fixed', 'dismissed')),
  created_at   INTEGER NOT NULL,  -- epoch ms
  handled_at   INTEGER,
  handled_by   TEXT
);
CREATE INDEX reports_by_state ON reports (state, created_at DESC);
CREATE INDEX reports_by_item ON reports (kind, item_id, state);
CREATE INDEX reports_by_address ON reports (address_key, created_at);
