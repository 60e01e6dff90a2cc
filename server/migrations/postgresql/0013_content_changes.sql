-- PostgreSQL version of migrations/sqlite/0013_content_changes.sql: a change log per content
-- domain, and no more trigram indexes for the job search.
--
-- The domain versions were bumped once per statement (0012); now once per row, by a row-level
-- trigger that also logs the row. The UPDATE of the domain's meta row takes that row's lock
-- until commit, so writers of one domain commit their versions in order: a reader that sees
-- version v sees every change row up to v (none can commit later with a smaller version).
-- Pruning deletes the change 10,000 versions older by exact key (see the SQLite file).
CREATE TABLE content_changes (
  domain       TEXT NOT NULL,
  version      BIGINT NOT NULL,
  record_table TEXT NOT NULL,
  record_id    TEXT NOT NULL,
  PRIMARY KEY (domain, version)
);

DROP TRIGGER materials_catalog_changed ON materials;
DROP TRIGGER pyq_catalog_changed ON previous_year_papers;
DROP TRIGGER courses_catalog_changed ON courses;
DROP TRIGGER projects_catalog_changed ON projects;
DROP TRIGGER jobs_version_changed ON jobs;
DROP FUNCTION bump_domain_version();

CREATE FUNCTION log_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v BIGINT;
  rid TEXT;
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = TG_ARGV[0] || '_version' RETURNING value INTO v;
  IF TG_OP = 'DELETE' THEN rid := OLD.id; ELSE rid := NEW.id; END IF;
  INSERT INTO content_changes (domain, version, record_table, record_id) VALUES (TG_ARGV[0], v, TG_TABLE_NAME, rid);
  DELETE FROM content_changes WHERE domain = TG_ARGV[0] AND version = v - 10000;
  RETURN NULL;
END;
$$;

CREATE TRIGGER materials_change AFTER INSERT OR UPDATE OR DELETE ON materials
  FOR EACH ROW EXECUTE FUNCTION log_content_change('catalog');
CREATE TRIGGER pyq_change AFTER INSERT OR UPDATE OR DELETE ON previous_year_papers
  FOR EACH ROW EXECUTE FUNCTION log_content_change('catalog');
CREATE TRIGGER courses_change AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION log_content_change('catalog');
CREATE TRIGGER projects_change AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION log_content_change('catalog');
CREATE TRIGGER jobs_change AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION log_content_change('jobs');

-- The admin's job list searched with ILIKE through these; it uses the in-memory index now.
DROP INDEX jobs_role_trgm;
DROP INDEX jobs_company_trgm;
DROP INDEX jobs_location_trgm;
DROP INDEX jobs_field_trgm;
