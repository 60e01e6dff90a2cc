-- Job portal (SPEC §3 Job). Salary and experience stay as written; the numbers parsed from
-- them on save sit beside the text for sorting and filtering (NULL = could not be read).
--
-- PostgreSQL version of migrations/sqlite/0002_jobs.sql. SQLite searches through an FTS5
-- trigram table, jobs_search, kept in sync by triggers; PostgreSQL has no jobs_search: one
-- pg_trgm GIN index per searched column lets a plain ILIKE on that column use an index, and
-- an OR of the four becomes a BitmapOr of the four indexes. The search, for a query q of any
-- length (pattern = store::like_pattern(q): '%' + q with % _ \ escaped by '\' + '%'):
--
--   SELECT <columns> FROM jobs j
--   WHERE (j.role ILIKE $1 OR j.company ILIKE $1 OR j.location ILIKE $1 OR j.field ILIKE $1)
--     <AND filters…>
--   ORDER BY j.posted_at DESC, j.id            -- or j.salary_max DESC NULLS LAST, j.posted_at DESC, j.id
--   LIMIT $n OFFSET $m;
--   SELECT count(*) FROM jobs j WHERE (the same condition) <AND filters…>;
--
-- Backslash is already LIKE's default escape character in PostgreSQL, so like_pattern's
-- escaping works as is (writing ESCAPE '\' is allowed too). Keep each column bare on the
-- left of ILIKE (no lower(), no coalesce, no concatenation), or the indexes cannot be used.
-- Under 3 characters a pattern has no complete trigram and PostgreSQL scans, as SQLite does.
-- Case folding is PostgreSQL's lower() for the database's LC_CTYPE (for non-ASCII letters
-- too with a UTF-8 locale such as C.UTF-8); SQLite's FTS5 folds with its own tables.
-- Sorting by salary: SQLite puts NULL first in ascending order, so last in DESC;
-- PostgreSQL puts NULL first in DESC unless told NULLS LAST. jobs_salary below is declared
-- DESC NULLS LAST so that an ORDER BY j.salary_max DESC NULLS LAST, … keeps SQLite's order
-- and uses the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

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
  posted_at      BIGINT NOT NULL,           -- epoch milliseconds, set by the server on save
  top_company    BIGINT NOT NULL DEFAULT 0 CHECK (top_company IN (0, 1)),
  salary_max     BIGINT,                    -- rupees per year, upper bound of the range
  exp_min_months BIGINT,
  exp_max_months BIGINT                     -- NULL with exp_min_months set: open-ended ("2+")
);
CREATE INDEX jobs_recent ON jobs (posted_at DESC, id);
CREATE INDEX jobs_salary ON jobs (salary_max DESC NULLS LAST, posted_at DESC, id);
CREATE INDEX jobs_field_recent ON jobs (field, posted_at DESC);
CREATE INDEX jobs_field_experience ON jobs (field, exp_min_months);
CREATE INDEX jobs_experience ON jobs (exp_min_months, posted_at DESC);

-- Substring search over role, company, location and field: trigram indexes match any part
-- of a word, case-insensitively (ILIKE) for non-ASCII letters too.
CREATE INDEX jobs_role_trgm ON jobs USING gin (role gin_trgm_ops);
CREATE INDEX jobs_company_trgm ON jobs USING gin (company gin_trgm_ops);
CREATE INDEX jobs_location_trgm ON jobs USING gin (location gin_trgm_ops);
CREATE INDEX jobs_field_trgm ON jobs USING gin (field gin_trgm_ops);

-- Jobs are content: every change bumps meta.content_version (function from 0001).
CREATE TRIGGER jobs_changed AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
