-- Recurring background tasks (issue 31): work done every so often by whichever instance
-- is free (payment reconciliation), as tasks of the durable queue. A recurring kind has at
-- most one task waiting or running at a time, whatever the number of instances: each
-- instance makes sure one is queued when it starts, and the one that runs it queues the next.
ALTER TABLE background_tasks ADD COLUMN recurring INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX background_tasks_one_recurring ON background_tasks (kind)
  WHERE recurring = 1 AND state IN ('queued', 'running');
