-- Download counts (issue 15): how often each free material and previous-year paper was
-- downloaded, counting a visitor once per item per UTC day. No personal data is kept: a
-- visitor (the random ps_visitor cookie, else the client address) is stored only as a
-- BLAKE2b hash keyed with that day's random salt, and the visits and salts of days before
-- yesterday are deleted, after which nothing can link a hash to a cookie or an address.
-- No triggers: a download must not bump meta.content_version (it would flush every cached
-- document); the counts are followed by a snapshot of their own (downloads_service.cpp).
--
-- PostgreSQL version of migrations/sqlite/0008_downloads.sql (INTEGER → BIGINT).
CREATE TABLE download_salts (
  day  BIGINT PRIMARY KEY,  -- UTC days since 1970-01-01
  salt TEXT NOT NULL        -- 32 random bytes in hex: the key of that day's hashes
);

-- Who was counted today (and yesterday): one row per item and visitor. address_hash caps the
-- visits counted per address per item per day, so rotating cookies cannot inflate a count.
CREATE TABLE download_visits (
  day          BIGINT NOT NULL,
  item_id      TEXT NOT NULL,
  visitor_hash TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  PRIMARY KEY (day, item_id, visitor_hash)
);
CREATE INDEX download_visits_by_address ON download_visits (day, item_id, address_hash);

-- Counted downloads per item per day (kept: they name no one), and per item in all.
CREATE TABLE download_counts (
  item_id   TEXT NOT NULL,
  day       BIGINT NOT NULL,
  downloads BIGINT NOT NULL,
  PRIMARY KEY (item_id, day)
);
CREATE INDEX download_counts_by_day ON download_counts (day);

CREATE TABLE download_totals (
  item_id   TEXT PRIMARY KEY,
  downloads BIGINT NOT NULL
);
