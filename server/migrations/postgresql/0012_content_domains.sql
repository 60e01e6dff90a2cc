-- PostgreSQL version of migrations/sqlite/0012_content_domains.sql: content versions per
-- domain. One statement-level trigger function for both, told its key by the trigger's
-- argument; the triggers of 0001/0002 keep bumping content_version.
INSERT INTO meta (key, value) SELECT 'catalog_version', value FROM meta WHERE key = 'content_version';
INSERT INTO meta (key, value) SELECT 'jobs_version', value FROM meta WHERE key = 'content_version';

CREATE FUNCTION bump_domain_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE meta SET value = value + 1 WHERE key = TG_ARGV[0];
  RETURN NULL;
END;
$$;

CREATE TRIGGER materials_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION bump_domain_version('catalog_version');
CREATE TRIGGER pyq_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON previous_year_papers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_domain_version('catalog_version');
CREATE TRIGGER courses_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_domain_version('catalog_version');
CREATE TRIGGER projects_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_domain_version('catalog_version');
CREATE TRIGGER jobs_version_changed AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_domain_version('jobs_version');
