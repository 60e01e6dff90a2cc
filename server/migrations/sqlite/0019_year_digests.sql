-- "New material for my year" (issue 28): a student who opts in (profile) gets a weekly mail
-- of what was added for their year (from their semester) and for the subjects of the items
-- in their library. Claimed like a job alert's digest (since_at and next_due_at move in the
-- transaction that queues the mail). server/src/alerts/ reads and writes this table.
CREATE TABLE year_digests (
  uid         TEXT PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  enabled     INTEGER NOT NULL DEFAULT 1,
  since_at    INTEGER NOT NULL,  -- epoch ms: the next mail lists what was added from then
  next_due_at INTEGER NOT NULL
);
CREATE INDEX year_digests_due ON year_digests (next_due_at) WHERE enabled = 1;
