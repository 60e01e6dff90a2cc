-- Job alerts (issue 28): a student's saved job search (the portal's q, field and experience)
-- mailed as a digest of the jobs posted since the last one, daily or weekly; at most 5 per
-- student. A digest is claimed by moving since_at and next_due_at in one conditional update,
-- in the same transaction that queues its mail task, so it goes once per period whatever
-- the number of instances or restarts. server/src/alerts/ reads and writes this table.
CREATE TABLE job_alerts (
  id          TEXT PRIMARY KEY,
  uid         TEXT NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  q           TEXT NOT NULL DEFAULT '',
  field       TEXT NOT NULL DEFAULT '',
  experience  TEXT NOT NULL DEFAULT '',
  frequency   TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  enabled     INTEGER NOT NULL DEFAULT 1,  -- 0 once turned off (profile, or the mail's one click)
  created_at  BIGINT NOT NULL,                -- epoch ms
  since_at    BIGINT NOT NULL,                -- the next digest lists jobs posted after this
  next_due_at BIGINT NOT NULL                 -- when the next digest is due
);
CREATE INDEX job_alerts_of_user ON job_alerts (uid, created_at);
CREATE INDEX job_alerts_due ON job_alerts (next_due_at) WHERE enabled = 1;
