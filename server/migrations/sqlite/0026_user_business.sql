-- A student who buys for a business keeps its legal name and GSTIN on their profile (issue
-- 50): the checkout fills them in, so its invoices are B2B tax invoices naming it. Empty:
-- buying for themselves.
ALTER TABLE users ADD COLUMN business_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN business_gstin TEXT NOT NULL DEFAULT '';
