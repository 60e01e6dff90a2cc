-- Catalog: the six year-based collections of SPEC §3, premium courses and mini projects.
--
-- The four collections whose items share the study-material shape (Important Topics,
-- quantum, notes, practical) live in one table keyed by collection; previous-year papers
-- have their own ordering field; Brevi Learning notes cards share the course shape and live
-- with premium courses (kind = 'bl-notes', with a year). Ids are opaque strings.

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value INTEGER NOT NULL
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
  position     INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX materials_by_list ON materials (collection, year, position, created_at);

CREATE TABLE previous_year_papers (
  id           TEXT PRIMARY KEY,
  year         TEXT NOT NULL CHECK (year IN ('firstYear', 'secondYear', 'thirdYear', 'fourthYear')),
  title        TEXT NOT NULL,
  download_url TEXT NOT NULL,
  subject      TEXT,                        -- NULL or '' is shown as "Others"
  sort_index   INTEGER NOT NULL DEFAULT 0,  -- SPEC's "index"
  created_at   INTEGER NOT NULL DEFAULT (unixepoch())
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
  price               INTEGER NOT NULL CHECK (price >= 0),        -- rupees
  original_price      INTEGER CHECK (original_price >= 0),
  discount_percentage INTEGER NOT NULL DEFAULT 50,
  download_url        TEXT NOT NULL,
  position            INTEGER NOT NULL DEFAULT 0,
  created_at          INTEGER NOT NULL DEFAULT (unixepoch()),
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
  price          INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER NOT NULL CHECK (original_price >= 0),
  position       INTEGER NOT NULL DEFAULT 0,
  created_at     INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX projects_by_list ON projects (position, created_at);

CREATE TRIGGER materials_ins AFTER INSERT ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER materials_upd AFTER UPDATE ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER materials_del AFTER DELETE ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER pyq_ins AFTER INSERT ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER pyq_upd AFTER UPDATE ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER pyq_del AFTER DELETE ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER courses_ins AFTER INSERT ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER courses_upd AFTER UPDATE ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER courses_del AFTER DELETE ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER projects_ins AFTER INSERT ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER projects_upd AFTER UPDATE ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER projects_del AFTER DELETE ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
