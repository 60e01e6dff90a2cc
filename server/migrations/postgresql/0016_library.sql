-- A student's library (issue 28): items saved to find again on every device they sign in
-- from, and the items they opened or downloaded lately (the last 20 are kept). An item is
-- named by its kind and id, not a foreign key: an admin may delete it, and then it drops out
-- of every list when next read. server/src/library/ reads and writes these tables.
CREATE TABLE library_items (
  uid      TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind     TEXT NOT NULL CHECK (kind IN ('material', 'paper', 'course', 'project', 'job')),
  item_id  TEXT NOT NULL,
  saved_at BIGINT NOT NULL,  -- epoch ms
  PRIMARY KEY (uid, kind, item_id)
);
CREATE INDEX library_items_newest ON library_items (uid, saved_at DESC);

CREATE TABLE recent_items (
  uid       TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind      TEXT NOT NULL CHECK (kind IN ('material', 'paper', 'course', 'project', 'job')),
  item_id   TEXT NOT NULL,
  opened_at BIGINT NOT NULL,  -- epoch ms, the last time
  PRIMARY KEY (uid, kind, item_id)
);
CREATE INDEX recent_items_newest ON recent_items (uid, opened_at DESC);
