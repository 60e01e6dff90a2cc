-- Content versions per domain (issue 26): a catalog edit must not rebuild the job index or
-- empty the jobs' caches, and a job edit must not empty the catalog's. Beside
-- meta.content_version (any content changed, bumped as before), catalog_version moves with
-- materials, papers, courses and projects, and jobs_version with jobs. Added triggers: the
-- existing ones (and their full-text upkeep) stay as they are.
INSERT INTO meta (key, value) SELECT 'catalog_version', value FROM meta WHERE key = 'content_version';
INSERT INTO meta (key, value) SELECT 'jobs_version', value FROM meta WHERE key = 'content_version';

CREATE TRIGGER materials_catalog_ins AFTER INSERT ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER materials_catalog_upd AFTER UPDATE ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER materials_catalog_del AFTER DELETE ON materials BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER pyq_catalog_ins AFTER INSERT ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER pyq_catalog_upd AFTER UPDATE ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER pyq_catalog_del AFTER DELETE ON previous_year_papers BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER courses_catalog_ins AFTER INSERT ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER courses_catalog_upd AFTER UPDATE ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER courses_catalog_del AFTER DELETE ON courses BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER projects_catalog_ins AFTER INSERT ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER projects_catalog_upd AFTER UPDATE ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER projects_catalog_del AFTER DELETE ON projects BEGIN UPDATE meta SET value = value + 1 WHERE key = 'catalog_version'; END;
CREATE TRIGGER jobs_version_ins AFTER INSERT ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'jobs_version'; END;
CREATE TRIGGER jobs_version_upd AFTER UPDATE ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'jobs_version'; END;
CREATE TRIGGER jobs_version_del AFTER DELETE ON jobs BEGIN UPDATE meta SET value = value + 1 WHERE key = 'jobs_version'; END;
