-- The durable background queue (issue 31): work that must survive a restart, a crash or
-- kill -9 — mail today; file text extraction, digests and reconciliation later. One row a
-- task. A worker claims a due task by setting state 'running' with a lease; when the lease
-- runs out (its process died) any instance may claim it again. Attempts are bounded; a
-- temporary failure waits (run_at) and tries again, and the last error is kept for the
-- admin's "Background work" view. server/src/background/ reads and writes it.
CREATE TABLE background_tasks (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  kind         TEXT NOT NULL,                    -- what runs it, e.g. "mail.verify-email"
  label        TEXT NOT NULL,                    -- what the admin sees ("Verification mail to …")
  payload      TEXT NOT NULL,                    -- JSON for the handler; never a secret
  state        TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts     INTEGER NOT NULL DEFAULT 0,       -- tries started
  max_attempts INTEGER NOT NULL,
  run_at       INTEGER NOT NULL,                 -- epoch ms: due from then (queued)
  lease_until  INTEGER,                          -- epoch ms: the running worker's claim ends
  leased_by    TEXT,                             -- that worker (host, pid, random)
  last_error   TEXT,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
-- The workers' question: the next due task, or a running one whose lease ran out.
CREATE INDEX background_tasks_due ON background_tasks (state, run_at);
