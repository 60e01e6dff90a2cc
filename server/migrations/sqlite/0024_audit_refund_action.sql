-- Refunds are their own action in the activity log (issue 50): "refund", with the amount,
-- reason and credit note in after_json, instead of an "update" of the order. SQLite cannot
-- change a CHECK constraint in place: the table is made again with the wider one, and its
-- rows, ids and indexes kept.
CREATE TABLE audit_log_new (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  at           INTEGER NOT NULL,
  actor_uid    TEXT NOT NULL,
  action       TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'upload', 'import', 'refund')),
  entity       TEXT NOT NULL,
  entity_id    TEXT,
  before_json  TEXT,
  after_json   TEXT,
  actor_name   TEXT,
  actor_email  TEXT,
  entity_title TEXT
);
INSERT INTO audit_log_new (id, at, actor_uid, action, entity, entity_id, before_json, after_json, actor_name,
                           actor_email, entity_title)
  SELECT id, at, actor_uid, action, entity, entity_id, before_json, after_json, actor_name, actor_email, entity_title
  FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_by_time ON audit_log (at);
CREATE INDEX audit_log_by_actor ON audit_log (actor_uid, id);
