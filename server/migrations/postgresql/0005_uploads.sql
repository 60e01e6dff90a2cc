-- Files admins upload, stored content-addressed at files/uploads/<sha256>.<ext>. The row
-- keeps what the disk cannot: the name the file had (for Content-Disposition), its checked
-- type, who uploaded it first and when. The same bytes uploaded again share one row.
--
-- PostgreSQL version of migrations/sqlite/0005_uploads.sql (INTEGER → BIGINT).
CREATE TABLE uploads (
  stored_name   TEXT PRIMARY KEY,   -- "<sha256>.<ext>"
  sha256        TEXT NOT NULL,
  content_type  TEXT NOT NULL,
  size          BIGINT NOT NULL,
  original_name TEXT NOT NULL,
  uploaded_by   TEXT NOT NULL,
  uploaded_at   BIGINT NOT NULL       -- epoch ms
);
