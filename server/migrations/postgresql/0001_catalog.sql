-- Catalog: the six year-based collections of SPEC §3, premium courses and mini projects.
--
-- The four collections whose items share the study-material shape (Important Topics,
-- quantum, notes, practical) live in one table keyed by collection; previous-year papers
-- have their own ordering field; Brevi Learning notes cards share the course shape and live
-- with premium courses (kind = 'bl-notes', with a year). Ids are opaque strings.
--
-- PostgreSQL version of migrations/sqlite/0001_catalog.sql: the same tables, columns (in the
-- same order), defaults, checks and indexes. Every SQLite INTEGER is BIGINT here (epoch
-- times, counters and amounts may exceed 2^31; the server reads every integer as 64-bit);
-- booleans stay 0/1 integers. created_at defaults to the current epoch in whole seconds,
-- truncated like SQLite's unixepoch() (a plain ::bigint cast would round).

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value BIGINT NOT NULL
);
-- Bumped by triggers on every content table, so every process sees content changes.
INSERT INTO meta (key, value) VALUES ('content_version', 1);

CREATE TABLE materials (
  id           TEXT PRIMARY KEY,
  collection   TEXT NOT NULL CHECK (collection IN ('important-topics', 'quantum', 'notes', 'practical')),
  year         TEXT NOT NULL CHECK (year IN ('firstYear', 'secondYear', 'thirdYear', 'fourthYear')),
  title        TEXT NOT NULL,
  description  TEXT NOT NULL DEFAULT '',
  image_label  TEXT NOT NULL DEFAULT '',   -- SPEC's imageUrl: a text label, not a picture
  subject      TEXT,
  download_url TEXT NOT NULL,
  file_type    TEXT NOT NULL DEFAULT 'PDF' CHECK (file_type IN ('PDF', 'ZIP')),
  position     BIGINT NOT NULL DEFAULT 0,
  created_at   BIGINT NOT NULL DEFAULT (floor(extract(epoch FROM now()))::bigint)
);
CREATE INDEX materials_by_list ON materials (collection, year, position, created_at);

CREATE TABLE previous_year_papers (
  id           TEXT PRIMARY KEY,
  year         TEXT NOT NULL CHECK (year IN ('firstYear', 'secondYear', 'thirdYear', 'fourthYear')),
  title        TEXT NOT NULL,
  download_url TEXT NOT NULL,
  subject      TEXT,                        -- NULL or '' is shown as "Others"
  sort_index   BIGINT NOT NULL DEFAULT 0,   -- SPEC's "index"
  created_at   BIGINT NOT NULL DEFAULT (floor(extract(epoch FROM now()))::bigint)
);
CREATE INDEX previous_year_papers_by_year ON previous_year_papers (year, sort_index);

CREATE TABLE courses (
  id                  TEXT PRIMARY KEY,
  kind                TEXT NOT NULL CHECK (kind IN ('premium', 'bl-notes')),
  year                TEXT CHECK (year IN ('firstYear', 'secondYear', 'thirdYear', 'fourthYear')),
  title               TEXT NOT NULL,
  card_title          TEXT NOT NULL DEFAULT '',
  subject             TEXT NOT NULL DEFAULT '',
  description         TEXT,
  image_url           TEXT NOT NULL DEFAULT '',
  price               BIGINT NOT NULL CHECK (price >= 0),        -- rupees
  original_price      BIGINT CHECK (original_price >= 0),
  discount_percentage BIGINT NOT NULL DEFAULT 50,
  download_url        TEXT NOT NULL,
  position            BIGINT NOT NULL DEFAULT 0,
  created_at          BIGINT NOT NULL DEFAULT (floor(extract(epoch FROM now()))::bigint),
  CHECK ((kind = 'bl-notes') = (year IS NOT NULL))
);
CREATE INDEX courses_by_list ON courses (kind, year, position, created_at);

CREATE TABLE projects (
  id             TEXT PRIMARY KEY,
  card_title     TEXT NOT NULL,
  site_name      TEXT NOT NULL,
  subtitle       TEXT NOT NULL DEFAULT '',
  level          TEXT NOT NULL CHECK (level IN ('beginner', 'intermediate', 'advanced')),
  image          TEXT NOT NULL,
  ss1_url TEXT, ss2_url TEXT, ss3_url TEXT, ss4_url TEXT, ss5_url TEXT,
  tech1 TEXT, tech2 TEXT, tech3 TEXT, tech4 TEXT, tech5 TEXT,
  proj_desc      TEXT NOT NULL DEFAULT '',
  site_url       TEXT NOT NULL,
  buy_url        TEXT NOT NULL,
  price          BIGINT NOT NULL CHECK (price >= 0),
  original_price BIGINT NOT NULL CHECK (original_price >= 0),
  position       BIGINT NOT NULL DEFAULT 0,
  created_at     BIGINT NOT NULL DEFAULT (floor(extract(epoch FROM now()))::bigint)
);
CREATE INDEX projects_by_list ON projects (position, created_at);

-- SQLite has three row-level triggers per table (insert, update, delete), each bumping the
-- counter once per changed row. Here one statement-level trigger per table bumps it once per
-- statement: what readers need is only "it changed". Unlike SQLite, a statement that
-- changes no row (an UPDATE whose version check failed, an INSERT … ON CONFLICT DO NOTHING
-- that skipped) bumps it too; that costs at most one needless cache refresh. TRUNCATE does
-- not bump it (SQLite has no TRUNCATE).
-- Later migrations attach this function to further content tables (0002: jobs).
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'content_version';
  RETURN NULL;
END;
$$;

CREATE TRIGGER materials_changed AFTER INSERT OR UPDATE OR DELETE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER pyq_changed AFTER INSERT OR UPDATE OR DELETE ON previous_year_papers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
