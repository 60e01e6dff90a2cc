-- Edits name the version of the record they started from, so an admin never overwrites a
-- change made by someone else in the meantime (409 instead). Every update bumps it.
ALTER TABLE materials ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE previous_year_papers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE courses ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE jobs ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- What admins did: who, when, what, and the record before and after (JSON; NULL for
-- none), newest last.
CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  at          INTEGER NOT NULL,                 -- epoch ms
  actor_uid   TEXT NOT NULL,
  action      TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'upload', 'import')),
  entity      TEXT NOT NULL,                    -- e.g. "notes/thirdYear", "jobs", "files"
  entity_id   TEXT,
  before_json TEXT,
  after_json  TEXT
);
CREATE INDEX audit_log_by_time ON audit_log (at);
