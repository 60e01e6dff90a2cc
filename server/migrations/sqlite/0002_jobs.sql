-- Job portal (SPEC §3 Job). Salary and experience stay as written; the numbers parsed from
-- them on save sit beside the text for sorting and filtering (NULL = could not be read).
CREATE TABLE jobs (
  id             TEXT PRIMARY KEY,
  role           TEXT NOT NULL,
  company        TEXT NOT NULL,
  skills         TEXT NOT NULL DEFAULT '',
  field          TEXT NOT NULL DEFAULT '',
  batch          TEXT NOT NULL DEFAULT '',
  qualification  TEXT NOT NULL DEFAULT '',
  eligibility    TEXT NOT NULL DEFAULT '',
  salary         TEXT NOT NULL DEFAULT '',
  experience     TEXT NOT NULL DEFAULT '',
  location       TEXT NOT NULL DEFAULT '',
  apply_url      TEXT NOT NULL,
  posted_at      INTEGER NOT NULL,          -- epoch milliseconds, set by the server on save
  top_company    INTEGER NOT NULL DEFAULT 0 CHECK (top_company IN (0, 1)),
  salary_max     INTEGER,                   -- rupees per year, upper bound of the range
  exp_min_months INTEGER,
  exp_max_months INTEGER                    -- NULL with exp_min_months set: open-ended ("2+")
);
CREATE INDEX jobs_recent ON jobs (posted_at DESC, id);
CREATE INDEX jobs_salary ON jobs (salary_max DESC, posted_at DESC, id);
CREATE INDEX jobs_field_recent ON jobs (field, posted_at DESC);
CREATE INDEX jobs_field_experience ON jobs (field, exp_min_months);
CREATE INDEX jobs_experience ON jobs (exp_min_months, posted_at DESC);

-- Substring search over role, company, location and field: the trigram tokenizer matches
-- any part of a word, case-insensitively for non-ASCII letters too.
CREATE VIRTUAL TABLE jobs_search USING fts5(
  role, company, location, field, content = 'jobs', content_rowid = 'rowid', tokenize = 'trigram');

CREATE TRIGGER jobs_ins AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_search (rowid, role, company, location, field) VALUES (new.rowid, new.role, new.company, new.location, new.field);
  UPDATE meta SET value = value + 1 WHERE key = 'content_version';
END;
CREATE TRIGGER jobs_del AFTER DELETE ON jobs BEGIN
  INSERT INTO jobs_search (jobs_search, rowid, role, company, location, field) VALUES ('delete', old.rowid, old.role, old.company, old.location, old.field);
  UPDATE meta SET value = value + 1 WHERE key = 'content_version';
END;
CREATE TRIGGER jobs_upd AFTER UPDATE ON jobs BEGIN
  INSERT INTO jobs_search (jobs_search, rowid, role, company, location, field) VALUES ('delete', old.rowid, old.role, old.company, old.location, old.field);
  INSERT INTO jobs_search (rowid, role, company, location, field) VALUES (new.rowid, new.role, new.company, new.location, new.field);
  UPDATE meta SET value = value + 1 WHERE key = 'content_version';
END;
