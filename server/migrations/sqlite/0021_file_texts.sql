-- Inside the papers (issue 27): what was read from each PDF the site serves (an upload, a
-- demo file, a PDF inside a practical ZIP), page by page, and where that work stands. A file
-- is named by its URL as served (/files/…), not by a record: several records may link one
-- file, and a file is read once. The reading itself is a background task (files.extract);
-- this table is what the admin sees and what previews and search read.
-- server/src/file_text/ reads and writes these tables; page images are files under
-- <files>/previews/<sha256>/.
CREATE TABLE file_texts (
  url         TEXT PRIMARY KEY,
  sha256      TEXT NOT NULL DEFAULT '',  -- of the bytes read; names the page images
  state       TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  page_count  INTEGER NOT NULL DEFAULT 0,  -- pages read
  pages_total INTEGER NOT NULL DEFAULT 0,  -- pages in the file (more when it passed the limit)
  ocr_pages   INTEGER NOT NULL DEFAULT 0,  -- pages without a text layer, read by OCR
  error       TEXT,                        -- why the last try failed
  updated_at  INTEGER NOT NULL  -- epoch ms
);
CREATE INDEX file_texts_by_state ON file_texts (state, updated_at DESC);

CREATE TABLE file_pages (
  url    TEXT NOT NULL REFERENCES file_texts(url) ON DELETE CASCADE,
  page   INTEGER NOT NULL,          -- 1-based, across the PDFs of a ZIP
  text   TEXT NOT NULL,
  ocr    INTEGER NOT NULL,          -- 1: read by OCR
  width  INTEGER NOT NULL,          -- of the page image
  height INTEGER NOT NULL,
  source TEXT NOT NULL DEFAULT '',  -- the PDF's name inside a ZIP
  PRIMARY KEY (url, page)
);

-- A priced course's or Brevi card's first pages everyone may see in its preview; the rest
-- stay for buyers. Set per item by the admin.
ALTER TABLE courses ADD COLUMN preview_pages INTEGER NOT NULL DEFAULT 2 CHECK (preview_pages BETWEEN 0 AND 10);
