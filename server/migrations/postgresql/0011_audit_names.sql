-- The activity log names who acted and what they changed, as both were at the time (issue 30,
-- item 7): the admin's display name and e-mail, and the record's title (a job's role at its
-- company, an upload's file name, an import's summary). An entry still says them after the
-- record or the admin is gone. NULL in entries written before this: those show the ids.
--
-- PostgreSQL version of migrations/sqlite/0011_audit_names.sql (the same statements).
-- Adding a nullable column without a default does not rewrite the table.
ALTER TABLE audit_log ADD COLUMN actor_name TEXT;
ALTER TABLE audit_log ADD COLUMN actor_email TEXT;
ALTER TABLE audit_log ADD COLUMN entity_title TEXT;

-- The log is filtered by admin, newest first.
CREATE INDEX audit_log_by_actor ON audit_log (actor_uid, id);

-- Imports named their collection "catalog/notes · thirdYear"; they name it as edits do now.
UPDATE audit_log SET entity = replace(entity, ' · ', '/') WHERE entity LIKE 'catalog/% · %';
