-- A change log per content domain (issue 26): the in-memory indexes apply each edit to
-- themselves instead of rebuilding (jobs/job_snapshot.hpp, search/site_snapshot.hpp). Every
-- insert, update or delete of a content row bumps its domain's version (as 0012 did) and
-- records (domain, that version, table, id) here, so an instance whose index is at version v
-- reads the rows after v and applies just those records. One row per version: an index that
-- finds fewer rows than versions in its range (the log was pruned past it, or copy-data moved
-- the version) rebuilds in full instead. Each change deletes the one 10,000 versions older, by
-- exact key: a range delete rescans, on PostgreSQL, every row an open transaction deleted
-- before (copy-data in one transaction of a million rows would never finish).
--
-- Also (one way to match jobs): the admin's job list and the sitemap now search the same
-- in-memory index as the public search, so the FTS5 table jobs_search and its upkeep go.
CREATE TABLE content_changes (
  domain       TEXT NOT NULL,      -- catalog | jobs
  version      INTEGER NOT NULL,   -- meta.<domain>_version after this change
  record_table TEXT NOT NULL,
  record_id    TEXT NOT NULL,
  PRIMARY KEY (domain, version)
) WITHOUT ROWID;

DROP TRIGGER materials_catalog_ins;
DROP TRIGGER materials_catalog_upd;
DROP TRIGGER materials_catalog_del;
DROP TRIGGER pyq_catalog_ins;
DROP TRIGGER pyq_catalog_upd;
DROP TRIGGER pyq_catalog_del;
DROP TRIGGER courses_catalog_ins;
DROP TRIGGER courses_catalog_upd;
DROP TRIGGER courses_catalog_del;
DROP TRIGGER projects_catalog_ins;
DROP TRIGGER projects_catalog_upd;
DROP TRIGGER projects_catalog_del;
DROP TRIGGER jobs_version_ins;
DROP TRIGGER jobs_version_upd;
DROP TRIGGER jobs_version_del;

CREATE TRIGGER materials_change_ins AFTER INSERT ON materials BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'materials', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER materials_change_upd AFTER UPDATE ON materials BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'materials', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER materials_change_del AFTER DELETE ON materials BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'materials', OLD.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER pyq_change_ins AFTER INSERT ON previous_year_papers BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'previous_year_papers', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER pyq_change_upd AFTER UPDATE ON previous_year_papers BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'previous_year_papers', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER pyq_change_del AFTER DELETE ON previous_year_papers BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'previous_year_papers', OLD.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER courses_change_ins AFTER INSERT ON courses BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'courses', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER courses_change_upd AFTER UPDATE ON courses BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'courses', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER courses_change_del AFTER DELETE ON courses BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'courses', OLD.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER projects_change_ins AFTER INSERT ON projects BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'projects', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER projects_change_upd AFTER UPDATE ON projects BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'projects', NEW.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER projects_change_del AFTER DELETE ON projects BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'catalog_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'catalog', value, 'projects', OLD.id FROM meta WHERE key = 'catalog_version';
  DELETE FROM content_changes WHERE domain = 'catalog' AND version = (SELECT value FROM meta WHERE key = 'catalog_version') - 10000;
END;
CREATE TRIGGER jobs_change_ins AFTER INSERT ON jobs BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'jobs_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'jobs', value, 'jobs', NEW.id FROM meta WHERE key = 'jobs_version';
  DELETE FROM content_changes WHERE domain = 'jobs' AND version = (SELECT value FROM meta WHERE key = 'jobs_version') - 10000;
END;
CREATE TRIGGER jobs_change_upd AFTER UPDATE ON jobs BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'jobs_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'jobs', value, 'jobs', NEW.id FROM meta WHERE key = 'jobs_version';
  DELETE FROM content_changes WHERE domain = 'jobs' AND version = (SELECT value FROM meta WHERE key = 'jobs_version') - 10000;
END;
CREATE TRIGGER jobs_change_del AFTER DELETE ON jobs BEGIN
  UPDATE meta SET value = value + 1 WHERE key = 'jobs_version';
  INSERT INTO content_changes (domain, version, record_table, record_id)
    SELECT 'jobs', value, 'jobs', OLD.id FROM meta WHERE key = 'jobs_version';
  DELETE FROM content_changes WHERE domain = 'jobs' AND version = (SELECT value FROM meta WHERE key = 'jobs_version') - 10000;
END;

-- jobs_search and the triggers that kept it (0002); content_version is bumped as before.
DROP TRIGGER jobs_ins;
DROP TRIGGER jobs_upd;
DROP TRIGGER jobs_del;
DROP TABLE jobs_search;
CREATE TRIGGER jobs_ins AFTER INSERT ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER jobs_upd AFTER UPDATE ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
CREATE TRIGGER jobs_del AFTER DELETE ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'content_version'; END;
