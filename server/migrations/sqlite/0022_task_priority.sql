-- Background tasks with a priority (issue 48): an admin's upload is read before the backlog
-- of files a sweep found (the demo files' first reading, an import), instead of minutes
-- after them. Higher first; then due time and age as before. Everything else is 0.
ALTER TABLE background_tasks ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
CREATE INDEX background_tasks_due_first ON background_tasks (state, priority DESC, run_at);
